import { randomBytes } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { activationHashes, coupons, products, referralIds, transactions, users } from '../db/schema/index.js';
import { createSandboxProvider } from '../adapters/payments/index.js';
import { createCartService } from '../modules/cart/index.js';
import { createPaymentService, grantTransaction } from '../modules/payment/index.js';
import type { SeedStep } from './index.js';

/** Fixed demo tokens, so that journeys and the README can use them. */
export const DEMO_ACTIVATION_HASH = 'demo-activation-7f3a9c';
export const DEMO_REFERRAL_ID = 'ivan-ref-4k2q';

async function productId(db: Db, title: string): Promise<number> {
  const [p] = await db.select({ id: products.id }).from(products).where(eq(products.title, title));
  if (!p) throw new Error(`demo product ${title} missing`);
  return p.id;
}

/** Pays a student's cart the way the checkout does: the cart, the order, then the one grant. */
async function buy(db: Db, userId: number, items: { product: number; prolong: boolean }[]) {
  const cart = createCartService(db);
  const payment = createPaymentService({ db, cart, provider: createSandboxProvider('seed') });
  for (const i of items) {
    const view = await cart.add(
      { userId },
      { item: { product: i.product, pack: null }, replace: false },
      'RUB',
    );
    const line = view.items.find((l) => l.product.id === i.product);
    if (line && i.prolong) await cart.patchItem({ userId }, line.id, true, 'RUB');
  }
  const { transactionUuid } = await payment.init(
    { userId },
    { requisites: false, paymentSystem: 'Sandbox', subscribe: false },
    'RU',
  );
  const [t] = await db
    .select({ id: transactions.id })
    .from(transactions)
    .where(eq(transactions.uuid, transactionUuid));
  if (t) await grantTransaction(db, t.id, 'PURCHASE');
}

export const shopPurchases: SeedStep = {
  name: 'shop-purchases',
  async run({ db }) {
    const flash = await productId(db, 'Флеш-курс: 100 типичных ошибок ЕГЭ');
    const year = new Date().getUTCFullYear();
    await db.insert(coupons).values([
      { code: 'PREPA10', kind: 'PERCENT', percent: 10 },
      { code: 'MINUS1000', kind: 'FIXED', amounts: { RUB: 100_000, KZT: 550_000 } },
      { code: 'SUMMER2023', kind: 'PERCENT', percent: 20, expiresAt: new Date(Date.UTC(2023, 8, 1)) },
      { code: 'USEDUP', kind: 'PERCENT', percent: 15, maxUses: 3, usedCount: 3 },
      { code: 'LASTONE', kind: 'FIXED', amounts: { RUB: 50_000, KZT: 275_000 }, maxUses: 10, usedCount: 9 },
      {
        code: 'FLASHGIFT',
        kind: 'ACTIVATION',
        productIds: [flash],
        expiresAt: new Date(Date.UTC(year + 1, 0, 1)),
      },
    ]);
    await db.insert(activationHashes).values({ hash: DEMO_ACTIVATION_HASH, productIds: [flash] });

    const students = await db
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(inArray(users.email, ['student@example.com', 'student2@example.com']));
    await db.insert(referralIds).values(
      students.map((s) => ({
        userId: s.id,
        referralId:
          s.email === 'student@example.com' ? DEMO_REFERRAL_ID : randomBytes(6).toString('base64url'),
      })),
    );
    const student = students.find((s) => s.email === 'student@example.com');
    if (!student) return;
    await buy(db, student.id, [
      { product: await productId(db, 'Математика ЕГЭ — мастер-группа'), prolong: true },
    ]);
    await buy(db, student.id, [
      { product: await productId(db, 'Предбанник ЕГЭ: Русский язык'), prolong: false },
    ]);
  },
};
