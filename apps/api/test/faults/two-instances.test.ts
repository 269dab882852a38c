/**
 * Two server processes on one PostgreSQL schema and one Redis, as two instances behind a balancer:
 * sessions, carts, rate limits, notifications and maintenance are shared, not per process. Runs only
 * with DATABASE_URL and REDIS_URL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auth,
  call,
  loginAs,
  openSocket,
  postgresData,
  startServer,
  type ServerData,
  type ServerProcess,
} from '../server-process.js';

const databaseUrl = process.env.DATABASE_URL;
const redisUrl = process.env.REDIS_URL;
const PASSWORD = 'demo1234';

/**
 * The status of `request` once it answers `expected`, or its last status after a second. An instance
 * hears of a session ended on the other over Redis pub/sub, a few milliseconds after the commit (each
 * instance caches session lookups for SESSION_CACHE_MS, 10 s): "at once" for a person, not for a test.
 */
async function statusSoon(request: () => Promise<{ status: number }>, expected: number): Promise<number> {
  const started = Date.now();
  let { status } = await request();
  while (status !== expected && Date.now() - started < 1_000) {
    await new Promise((resolve) => setTimeout(resolve, 10));
    ({ status } = await request());
  }
  return status;
}

interface Cart {
  items: { id: number; product: { id: number } }[];
}

describe.skipIf(!databaseUrl || !redisUrl)('two instances on one PostgreSQL and one Redis', () => {
  let data: ServerData;
  let a: ServerProcess;
  let b: ServerProcess;

  beforeAll(async () => {
    data = postgresData(databaseUrl ?? '', redisUrl);
    // Both run maintenance and the scheduled notification jobs every 300 ms from the start, so their
    // runs overlap all the time.
    const env = { ...data.env, MAINTENANCE_INTERVAL_MS: '300', NOTIFICATION_JOBS_MS: '300' };
    a = await startServer({ env }); // migrates and seeds
    b = await startServer({ env }); // finds both done
  }, 240_000);

  afterAll(async () => {
    await a?.kill();
    await b?.kill();
    await data?.cleanup();
  });

  it('shares sessions: made on A, verified and refreshed on B, the old refresh then refused on A', async () => {
    const tokens = await loginAs(a.url, 'student@example.com', PASSWORD);
    const verified = await call<{ user: { email: string } }>(b.url, 'GET', '/api/v3/auth/verify/', {
      headers: auth(tokens.access),
    });
    expect(verified.status).toBe(200);
    expect(verified.body.user.email).toBe('student@example.com');
    const rotated = await call<{ access: string; refresh: string }>(b.url, 'POST', '/api/v3/auth/refresh/', {
      body: { refresh: tokens.refresh },
    });
    expect(rotated.status).toBe(200);
    const reused = await call<{ errors: { code: string }[] }>(a.url, 'POST', '/api/v3/auth/refresh/', {
      body: { refresh: tokens.refresh },
    });
    expect(reused.status).toBe(401);
    // Reuse revoked the family on both (B had the session cached since its verify above).
    const verifyOnB = () =>
      call(b.url, 'GET', '/api/v3/auth/verify/', { headers: auth(rotated.body.access) });
    expect(await statusSoon(verifyOnB, 401)).toBe(401);
  });

  it('ends a session on B when it is signed out on A, although B had just cached it', async () => {
    const tokens = await loginAs(a.url, 'student2@example.com', PASSWORD);
    const verifyOnB = () => call(b.url, 'GET', '/api/v3/auth/verify/', { headers: auth(tokens.access) });
    expect((await verifyOnB()).status).toBe(200); // B now holds the lookup for SESSION_CACHE_MS (10 s)
    const out = await call(a.url, 'POST', '/api/v2/auth/logout/', { headers: auth(tokens.access) });
    expect(out.status).toBe(200);
    // A tells B over Redis pub/sub after the commit; B must refuse well before its cache would expire.
    expect(await statusSoon(verifyOnB, 401)).toBe(401);
  });

  it('shares carts: changed on A, read the same on B', async () => {
    const { access } = await loginAs(a.url, 'student2@example.com', PASSWORD);
    const h = auth(access);
    const products = await call<{ results: { id: number; is_owned: boolean }[] }>(
      a.url,
      'GET',
      '/api/v2/shop/products/',
      { headers: h },
    );
    const free = products.body.results.filter((p) => !p.is_owned).map((p) => p.id);
    for (const product of free.slice(0, 2)) {
      expect(
        (await call(a.url, 'POST', '/api/cart/', { headers: h, body: { item: { product, pack: null } } }))
          .status,
      ).toBe(200);
    }
    const onA = await call<Cart>(a.url, 'GET', '/api/cart/', { headers: h });
    const onB = await call<Cart>(b.url, 'GET', '/api/cart/', { headers: h });
    expect(onB.status).toBe(200);
    expect(onB.body).toEqual(onA.body);
    expect(onB.body.items.map((i) => i.product.id).sort()).toEqual(free.slice(0, 2).sort());
  });

  it('counts failed logins of one account on both together (10 per account, in Redis)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const server = i % 2 === 0 ? a : b;
      const res = await call(server.url, 'POST', '/api/v3/auth/login/', {
        body: { email: 'tutor@example.com', password: 'wrong-password' },
      });
      statuses.push(res.status);
    }
    // Each instance alone would allow 10; together the 11th attempt is refused.
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses.slice(10)).toEqual([429, 429]);
    // Even the right password now waits, on either.
    expect(
      (
        await call(b.url, 'POST', '/api/v3/auth/login/', {
          body: { email: 'tutor@example.com', password: PASSWORD },
        })
      ).status,
    ).toBe(429);
  });

  it('runs a scheduled job once with both ticking: a lesson in 10 minutes is announced once, pushed once', async () => {
    const pool = data.pgPool;
    if (!pool) throw new Error('no pool');
    const { access } = await loginAs(a.url, 'student@example.com', PASSWORD);
    const onA = await openSocket(a.url, access);
    const onB = await openSocket(b.url, access);
    await onA.request('get', {});
    await onB.request('get', {});
    // A lesson of the demo student's maths course, added by hand ten minutes before its start: the
    // next run of the lesson reminders (either instance, every 300 ms) announces it "in minutes".
    const { rows } = await pool.query<{ id: number }>(
      `INSERT INTO lessons (module_id, title, starts_at, duration_minutes, access_hash)
       SELECT module_id, 'Два экземпляра: напоминание', now() + interval '10 minutes', 60, md5(random()::text)
       FROM lessons WHERE title = 'Вписанные и центральные углы' LIMIT 1 RETURNING id`,
    );
    const lessonId = rows[0]?.id;
    expect(lessonId).toBeGreaterThan(0);
    // The reminders run once a minute (their slot is the minute): free this minute's slot, as if the
    // next minute had begun, so that both instances' next ticks compete for it.
    await pool.query(`DELETE FROM job_runs WHERE name = 'lesson-reminders'`);
    const ofLesson = (f: { push?: string; data?: unknown }) => {
      const text = JSON.stringify(f.data);
      return (
        f.push === 'new' && text.includes('"lesson_start_minutes"') && text.includes(`"item_id":${lessonId}`)
      );
    };
    await Promise.all([onA.wait(ofLesson, 15_000), onB.wait(ofLesson, 15_000)]);
    // Ten more ticks of both instances' jobs and dispatchers: nothing more arrives for it.
    await new Promise((r) => setTimeout(r, 3_000));
    expect(onA.frames.filter(ofLesson)).toHaveLength(1);
    expect(onB.frames.filter(ofLesson)).toHaveLength(1);
    const stored = await pool.query<{ n: string }>(
      `SELECT count(*) AS n FROM notifications n JOIN users u ON u.id = n.user_id
       WHERE u.email = 'student@example.com' AND n.type = 'lesson_start_minutes' AND n.item_id = $1`,
      [lessonId],
    );
    expect(Number(stored.rows[0]?.n)).toBe(1);
    onA.close();
    onB.close();
  });

  it('delivers a notification made through A to a socket held on B', async () => {
    const { access } = await loginAs(a.url, 'student@example.com', PASSWORD);
    const socket = await openSocket(b.url, access);
    await socket.request('get', {});
    const changed = await call(a.url, 'POST', '/api/v2/auth/password-change/', {
      headers: auth(access),
      body: { old_password: PASSWORD, new_password1: 'changed-123', new_password2: 'changed-123' },
    });
    expect(changed.status).toBe(200);
    const pushed = await socket.wait(
      (f) => f.push === 'new' && JSON.stringify(f.data).includes('password_changed'),
      10_000,
    );
    expect(JSON.stringify(pushed.data)).toContain('password_changed');
    socket.close();
  });

  it('runs maintenance on both at once and cancels an abandoned order once (its coupon use given back once)', async () => {
    const pool = data.pgPool;
    if (!pool) throw new Error('no pool');
    const { access } = await loginAs(b.url, 'modals-student@example.com', PASSWORD);
    const h = auth(access);
    await pool.query(
      `INSERT INTO coupons (code, kind, percent, max_uses, used_count) VALUES ('FAULTS10', 'PERCENT', 10, 100, 5)`,
    );
    const products = await call<{ results: { id: number; is_owned: boolean }[] }>(
      a.url,
      'GET',
      '/api/v2/shop/products/',
      { headers: h },
    );
    const product = products.body.results.find((p) => !p.is_owned)?.id;
    expect(
      (await call(a.url, 'POST', '/api/cart/', { headers: h, body: { item: { product, pack: null } } }))
        .status,
    ).toBe(200);
    expect(
      (await call(a.url, 'POST', '/api/cart/coupon/', { headers: h, body: { coupon_value: 'FAULTS10' } }))
        .status,
    ).toBe(200);
    const init = await call<{ transaction_uuid: string }>(b.url, 'POST', '/api/core/pay/init/', {
      headers: h,
      body: {},
    });
    expect(init.status).toBe(200);
    const used = async () =>
      Number(
        (await pool.query<{ used_count: number }>(`SELECT used_count FROM coupons WHERE code = 'FAULTS10'`))
          .rows[0]?.used_count,
      );
    expect(await used()).toBe(6);
    // Abandoned three hours ago: the next maintenance run of either instance (every 300 ms) cancels it.
    await pool.query(`UPDATE transactions SET created_at = now() - interval '3 hours' WHERE uuid = $1`, [
      init.body.transaction_uuid,
    ]);
    const status = async () =>
      (
        await call<{ status: string }>(
          a.url,
          'GET',
          `/api/core/pay/transactions/${init.body.transaction_uuid}/`,
          { headers: h },
        )
      ).body.status;
    const started = Date.now();
    while ((await status()) !== 'CANCELLED' && Date.now() - started < 10_000)
      await new Promise((r) => setTimeout(r, 200));
    expect(await status()).toBe('CANCELLED');
    // Both instances kept running it; the use came back once.
    await new Promise((r) => setTimeout(r, 1000));
    expect(await used()).toBe(5);
  });
});
