import type { FastifyPluginAsync } from 'fastify';
import { randomSecret } from './config.js';
import { createSandboxProvider } from './adapters/payments/index.js';
import type { ChangeFeed } from './db/change-feed.js';
import type { Db } from './db/client.js';
import { getOrCreateSecret } from './db/secrets.js';
import { cartRoutes, createCartService } from './modules/cart/index.js';
import { couponRoutes, createCouponService } from './modules/coupons/index.js';
import { createDocumentService, documentRoutes } from './modules/documents/index.js';
import { createPaymentService, enrol, paymentRoutes, sandboxRoutes } from './modules/payment/index.js';
import { createSubscriptionService, subscriptionRoutes } from './modules/subscriptions/index.js';
import { createShopService, shopRoutes } from './modules/shop/index.js';

/**
 * The shop area of issue 3 (catalogue, cart, payment, documents, subscriptions, coupons), wired
 * once, above the modules it wires (inside shop/ it made shop and cart import each other):
 * app.ts registers this under /api. The sandbox signing secret lives in app_secrets.
 */
export async function shopArea(
  db: Db,
  { devTools = false, changes }: { devTools?: boolean; changes?: ChangeFeed } = {},
): Promise<FastifyPluginAsync> {
  const secret = await getOrCreateSecret(db, 'payment_sandbox', randomSecret);
  const sandbox = createSandboxProvider(secret);
  const shop = createShopService(db, changes);
  const cart = createCartService(db, changes);
  const payment = createPaymentService({ db, cart, provider: sandbox, feed: changes });
  const subscriptions = createSubscriptionService(db, cart, changes);
  const documents = createDocumentService(db, changes);
  const coupons = createCouponService(db, { enrol, feed: changes });
  return async (api) => {
    await api.register(shopRoutes(shop));
    await api.register(cartRoutes(cart));
    await api.register(paymentRoutes(payment, db));
    await api.register(sandboxRoutes(payment, sandbox, { devTools }));
    await api.register(subscriptionRoutes(subscriptions));
    await api.register(documentRoutes(documents));
    await api.register(couponRoutes(coupons));
  };
}
