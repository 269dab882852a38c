/**
 * kill -9 under load: the real server (a child process) takes concurrent cart changes, registrations
 * and payment callbacks, is SIGKILLed mid-load and started again on the same data. Everything the
 * client saw acknowledged (2xx) must be there; no order is granted twice or lost, and replaying every
 * callback afterwards changes nothing. On PGlite always, on PostgreSQL when DATABASE_URL is set.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  SANDBOX_CALLBACK_PATH,
  SANDBOX_SIGNATURE_HEADER,
  signSandbox,
} from '../../src/adapters/payments/index.js';
import {
  auth,
  call,
  pgliteData,
  postgresData,
  readSecret,
  startServer,
  type ServerData,
  type ServerProcess,
} from '../server-process.js';

const ACADEMY = { 'x-platform': 'ACADEMY' };
const PASSWORD = 'secret12';

interface Student {
  email: string;
  access: string;
}

interface CartLine {
  id: number;
  product: { id: number };
}
interface Cart {
  items: CartLine[];
}

let phoneSeq = 0;
function registration(tag: string) {
  phoneSeq += 1;
  return {
    first_name: 'Ольга',
    last_name: 'Кузнецова',
    email: `${tag}.${randomUUID().slice(0, 8)}@example.com`,
    phone: `+375 29 ${String(1_000_000 + ((Date.now() + phoneSeq * 7919) % 8_999_999)).slice(0, 7)}`,
    password: PASSWORD,
    password2: PASSWORD,
    vk: 'https://vk.com/olga',
    accepted_public_offer: true,
  };
}

async function register(base: string, tag: string) {
  const body = registration(tag);
  const res = await call<{ access: string }>(base, 'POST', '/api/v2/auth/registration/', {
    body,
    headers: ACADEMY,
  });
  return { res, email: body.email };
}

function callback(secret: string, uuid: string, amount: number, currency: string) {
  const raw = JSON.stringify({
    event_id: randomUUID(),
    transaction_uuid: uuid,
    status: 'PAID',
    amount,
    currency,
  });
  return { raw, signature: signSandbox(secret, raw) };
}

function checkout(base: string, uuid: string) {
  return call(base, 'POST', `/api/core/pay/sandbox/checkout/${uuid}/`, {
    raw: 'action=pay',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
}

function sendCallback(base: string, cb: { raw: string; signature: string }) {
  return call(base, 'POST', SANDBOX_CALLBACK_PATH, {
    raw: cb.raw,
    headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: cb.signature },
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function scenario(data: ServerData) {
  const t0 = Date.now();
  // FAULT_TIMING=1 prints where the time goes (start-ups dominate).
  const mark = (what: string) => {
    if (process.env.FAULT_TIMING) console.log(`${what} at ${Date.now() - t0} ms`);
  };
  let server: ServerProcess;
  try {
    server = await startServer({ env: data.env });
  } catch (error) {
    await data.cleanup();
    throw error;
  }
  mark('started');
  try {
    const base = server.url;
    // Before the load: students for the carts, payers with a frozen PENDING order of one course each.
    const products = await call<{ results: { id: number }[] }>(base, 'GET', '/api/v2/shop/products/', {
      headers: ACADEMY,
    });
    const [p1, p2, p3] = products.body.results.map((p) => p.id);
    if (!p1 || !p2 || !p3) throw new Error('demo catalogue missing');
    const signUp = async (tag: string): Promise<Student> => {
      const { res, email } = await register(base, tag);
      expect(res.status).toBe(200);
      return { email, access: res.body.access };
    };
    const carters = await Promise.all(Array.from({ length: 4 }, (_, i) => signUp(`cart${i}`)));
    const payers = await Promise.all(Array.from({ length: 8 }, (_, i) => signUp(`payer${i}`)));
    const orders: { payer: Student; uuid: string; amount: number; currency: string }[] = [];
    for (const payer of payers) {
      const h = { ...ACADEMY, ...auth(payer.access) };
      expect(
        (await call(base, 'POST', '/api/cart/', { body: { item: { product: p3, pack: null } }, headers: h }))
          .status,
      ).toBe(200);
      const init = await call<{ transaction_uuid: string }>(base, 'POST', '/api/core/pay/init/', {
        body: {},
        headers: h,
      });
      expect(init.status).toBe(200);
      const tx = await call<{ amount: number; currency: string }>(
        base,
        'GET',
        `/api/core/pay/transactions/${init.body.transaction_uuid}/`,
        { headers: h },
      );
      orders.push({
        payer,
        uuid: init.body.transaction_uuid,
        amount: tx.body.amount,
        currency: tx.body.currency ?? 'RUB',
      });
    }

    mark('setup');
    // The load: acknowledged results are recorded; the kill comes while it runs.
    let stop = false;
    let writes = 0;
    const registered: string[] = [];
    const cartState = new Map<string, { acked: number[]; inFlight: number[] | null }>();
    const paidAcked = new Set<string>();

    const cartWorker = async (s: Student) => {
      const h = { ...ACADEMY, ...auth(s.access) };
      const state = { acked: [] as number[], inFlight: null as number[] | null };
      cartState.set(s.email, state);
      let lines: CartLine[] = [];
      for (let i = 0; !stop; i++) {
        const product = [p1, p2, p3][i % 3] as number;
        const line = lines.find((l) => l.product.id === product);
        const next = line ? state.acked.filter((id) => id !== product) : [...state.acked, product];
        state.inFlight = next;
        const res = line
          ? await call<Cart>(base, 'DELETE', `/api/cart/${line.id}/`, { headers: h })
          : await call<Cart>(base, 'POST', '/api/cart/', {
              body: { item: { product, pack: null } },
              headers: h,
            });
        if (res.status === 0) return; // the server is gone: this change may or may not have landed
        expect(res.status).toBe(200);
        writes += 1;
        lines = res.body.items;
        state.acked = lines.map((l) => l.product.id).sort();
        state.inFlight = null;
      }
    };
    const registrationWorker = async (n: number) => {
      for (let i = 0; !stop; i++) {
        const { res, email } = await register(base, `load${n}-${i}`);
        if (res.status === 0) return;
        expect(res.status).toBe(200);
        writes += 1;
        registered.push(email);
      }
    };
    const paymentWorker = async () => {
      for (const order of orders) {
        if (stop) return;
        // The sandbox checkout's "pay", twice at once (a double click): the server signs and sends the
        // provider's callback to itself; 303 to the success page means the callback was acknowledged.
        const answers = await Promise.all([0, 1].map(() => checkout(base, order.uuid)));
        if (answers.some((a) => a.status === 0)) return;
        for (const a of answers) expect([303, 409]).toContain(a.status);
        writes += 2;
        if (answers.some((a) => a.location === `/payment/success/${order.uuid}`)) paidAcked.add(order.uuid);
        await sleep(50);
      }
    };

    const load = Promise.all([
      ...carters.map(cartWorker),
      registrationWorker(1),
      registrationWorker(2),
      paymentWorker(),
    ]);
    // Kill once a good part of the load has been acknowledged, with requests still in flight.
    const started = Date.now();
    while (writes < 120 && Date.now() - started < 40_000) await sleep(20);
    await server.kill();
    stop = true;
    await load;
    expect(writes).toBeGreaterThanOrEqual(80);
    expect(paidAcked.size).toBeGreaterThan(0);

    mark(`killed after ${writes} writes`);
    // The sandbox's signing key, to send callbacks as the provider would (PGlite: while no server runs).
    const secret = await readSecret(data, 'payment_sandbox');
    server = await startServer({ env: data.env });
    mark('restarted');
    const after = server.url;

    for (const email of registered) {
      const res = await call(after, 'POST', '/api/v3/auth/login/', {
        body: { email, password: PASSWORD },
        headers: ACADEMY,
      });
      expect(res.status, `registered ${email} logs in after the kill`).toBe(200);
    }
    for (const s of carters) {
      const state = cartState.get(s.email);
      const cart = await call<Cart>(after, 'GET', '/api/cart/', {
        headers: { ...ACADEMY, ...auth(s.access) },
      });
      expect(cart.status).toBe(200);
      const now = cart.body.items.map((l) => l.product.id).sort();
      const allowed = [state?.acked, state?.inFlight?.sort()].filter(Boolean).map((x) => JSON.stringify(x));
      expect(allowed, `cart of ${s.email}`).toContain(JSON.stringify(now));
    }
    const txStatus = async (order: (typeof orders)[number]) =>
      (
        await call<{ status: string }>(after, 'GET', `/api/core/pay/transactions/${order.uuid}/`, {
          headers: { ...ACADEMY, ...auth(order.payer.access) },
        })
      ).body.status;
    for (const order of orders) {
      if (paidAcked.has(order.uuid)) expect(await txStatus(order), `order ${order.uuid}`).toBe('PAID');
    }

    // Every callback again (and one more per order for those never sent): all paid, each once.
    const snapshot = async () =>
      Promise.all(
        orders.map(async (o) => {
          const h = { ...ACADEMY, ...auth(o.payer.access) };
          const mine = await call<{ results: unknown[] }>(after, 'GET', '/api/v2/students/my-products/', {
            headers: h,
          });
          const balance = await call<{ balance: unknown }>(
            after,
            'GET',
            '/api/v2/students/student-balance/',
            { headers: h },
          );
          return JSON.stringify([mine.body.results.length, balance.body.balance, await txStatus(o)]);
        }),
      );
    // Two signed callbacks per order (new event ids; a provider retrying): every order paid, each once.
    const late = orders.flatMap((o) => [0, 1].map(() => callback(secret, o.uuid, o.amount, o.currency)));
    for (const cb of late) expect((await sendCallback(after, cb)).status).toBe(200);
    const settled = await snapshot();
    // Each payer bought the same course once: every figure is the same for all of them.
    expect(new Set(settled).size).toBe(1);
    expect(settled[0]).toContain('"PAID"');
    for (const cb of late) expect((await sendCallback(after, cb)).status).toBe(200);
    expect(await snapshot()).toEqual(settled);
    mark('checked');
    return { writes, paid: paidAcked.size, registered: registered.length };
  } finally {
    await server.kill();
    await data.cleanup();
  }
}

describe('kill -9 under load', () => {
  it(
    'PGlite: acknowledged writes survive, payments are granted exactly once',
    { timeout: 300_000 },
    async () => {
      const report = await scenario(pgliteData());
      expect(report.writes).toBeGreaterThan(0);
    },
  );

  it.skipIf(!process.env.DATABASE_URL)(
    'PostgreSQL: acknowledged writes survive, payments are granted exactly once',
    { timeout: 300_000 },
    async () => {
      const report = await scenario(postgresData(process.env.DATABASE_URL ?? '', process.env.REDIS_URL));
      expect(report.writes).toBeGreaterThan(0);
    },
  );
});
