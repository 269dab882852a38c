import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  SANDBOX_CALLBACK_PATH,
  SANDBOX_SIGNATURE_HEADER,
  type SandboxProvider,
} from '../../adapters/payments/index.js';
import { errorResponses } from '../../http/openapi.js';
import { checkoutPage } from './checkout-page.js';
import type { PaymentService } from './service.js';

const uuidParams = z.object({ uuid: z.string().min(1).max(64) });

/** The sandbox provider's checkout page, and the callback endpoint it (like a real one) signs for. */
export function sandboxRoutes(
  payment: PaymentService,
  sandbox: SandboxProvider,
  { devTools = false }: { devTools?: boolean } = {},
): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['payment'];
    // The checkout is an HTML form; the callback needs its raw body for the signature.
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_r, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (_r, body, done) => {
      done(null, { raw: String(body) });
    });

    app.get(
      '/core/pay/sandbox/checkout/:uuid/',
      { schema: { tags, params: uuidParams } },
      async (request, reply) => {
        const t = await payment.pendingOrder(request.params.uuid);
        const titles = t.lines.filter((l) => !l.isGift).map((l) => l.title);
        return reply.type('text/html; charset=utf-8').send(checkoutPage({ ...t, titles }));
      },
    );

    app.post(
      '/core/pay/sandbox/checkout/:uuid/',
      { schema: { tags, params: uuidParams, body: z.object({ action: z.enum(['pay', 'decline']) }) } },
      async (request, reply) => {
        const t = await payment.pendingOrder(request.params.uuid);
        const status = request.body.action === 'pay' ? 'PAID' : 'DECLINED';
        const { body, signature } = sandbox.notification(t, status);
        const res = await app.inject({
          method: 'POST',
          url: SANDBOX_CALLBACK_PATH,
          headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signature },
          payload: body,
        });
        const ok = res.statusCode === 200 && status === 'PAID';
        return reply.redirect(ok ? `/payment/success/${t.uuid}` : '/payment/reject', 303);
      },
    );

    app.post(
      '/core/pay/callback/sandbox/',
      {
        schema: {
          tags,
          summary: 'Provider notification, HMAC-SHA256 of the raw body in X-Sandbox-Signature',
          body: z.object({ raw: z.string().max(10_000) }),
          response: {
            200: z.object({ ok: z.boolean(), status: z.string() }),
            ...errorResponses(400, 403, 404),
          },
        },
      },
      (request) => payment.handleCallback(request.body.raw, request.headers),
    );

    // The checkout page pays only the current order; a real provider can still take money for one a
    // newer order replaced (a checkout tab left open). Local runs and journeys need that case to reach
    // the refund screens, so the sandbox can send its signed "paid" late — with the dev tools only.
    if (!devTools) return;
    app.post(
      '/dev/pay/sandbox/late-payment/:uuid/',
      {
        schema: {
          tags: ['dev'],
          summary:
            'The sandbox provider reports money paid for a card order after it was superseded (DEV_OUTBOX=1 only)',
          params: uuidParams,
          response: {
            200: z.object({ ok: z.boolean(), status: z.string() }),
            ...errorResponses(404, 409),
          },
        },
      },
      async (request) => {
        const t = await payment.lateOrder(request.params.uuid);
        const { body, signature } = sandbox.notification(t, 'PAID');
        return payment.handleCallback(body, { [SANDBOX_SIGNATURE_HEADER]: signature });
      },
    );
  };
}
