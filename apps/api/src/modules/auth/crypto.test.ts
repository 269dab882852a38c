import { createHmac } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSigner } from 'fast-jwt';
import { TokenNotValid } from '../../http/errors.js';
import { LOOP_BUSY, createPasswordHasher, createTokenSigner } from './crypto.js';

const SECRET = 'a-secret-of-the-school-long-enough-for-hs256';
const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const hs256 = (input: string, secret = SECRET) =>
  createHmac('sha256', secret).update(input).digest('base64url');

describe('access tokens', () => {
  const signer = createTokenSigner(SECRET, 60);

  it('round-trips the claims', async () => {
    const token = await signer.signAccess({ userId: 7, sessionId: 's1' });
    expect(await signer.verifyAccess(token)).toEqual({ userId: 7, sessionId: 's1' });
  });

  it('refuses alg none, another algorithm, another secret, a changed payload and a missing expiry', async () => {
    const token = await signer.signAccess({ userId: 7, sessionId: 's1' });
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    const now = Math.floor(Date.now() / 1000);
    const bad = [
      `${b64({ alg: 'none', typ: 'JWT' })}.${payload}.`,
      `${b64({ alg: 'none', typ: 'JWT' })}.${payload}.${signature}`,
      createSigner({ key: SECRET, algorithm: 'HS512', expiresIn: 60_000 })(claims),
      createSigner({ key: 'another-secret-entirely-of-the-same-length!', expiresIn: 60_000 })(claims),
      `${header}.${b64({ ...claims, sub: '8' })}.${signature}`,
      (() => {
        const body = `${header}.${b64({ sub: '7', sid: 's1', typ: 'access', iat: now })}`;
        return `${body}.${hs256(body)}`;
      })(),
      (() => {
        const body = `${header}.${b64({ ...claims, typ: 'refresh' })}`;
        return `${body}.${hs256(body)}`;
      })(),
      (() => {
        const body = `${header}.${b64({ ...claims, iat: now - 120, exp: now - 60 })}`;
        return `${body}.${hs256(body)}`;
      })(),
    ];
    for (const t of bad) await expect(signer.verifyAccess(t), t).rejects.toBeInstanceOf(TokenNotValid);
    // The same hand-made construction with the right claims passes, so the cases above fail for
    // their one defect and not for the way they were built.
    const good = `${header}.${b64({ ...claims, exp: now + 60 })}`;
    expect(await signer.verifyAccess(`${good}.${hs256(good)}`)).toEqual({ userId: 7, sessionId: 's1' });
  });

  describe('checked once', () => {
    afterEach(() => vi.useRealTimers());

    it('starts without a warning for the operator (no custom cache key)', async () => {
      const warnings: string[] = [];
      const listen = (w: Error & { code?: string }) => warnings.push(w.code ?? w.name);
      process.on('warning', listen);
      try {
        createTokenSigner(SECRET, 60);
        // process.emitWarning delivers on the next tick.
        await new Promise((resolve) => setImmediate(resolve));
      } finally {
        process.off('warning', listen);
      }
      expect(warnings).toEqual([]);
    });

    it('refuses a token it accepted before once its expiry has passed, and a failure is not kept', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      const token = await signer.signAccess({ userId: 7, sessionId: 's1' });
      expect(await signer.verifyAccess(token)).toEqual({ userId: 7, sessionId: 's1' });
      vi.setSystemTime(Date.now() + 59_000);
      expect(await signer.verifyAccess(token)).toEqual({ userId: 7, sessionId: 's1' });
      vi.setSystemTime(Date.now() + 2_000);
      await expect(signer.verifyAccess(token)).rejects.toBeInstanceOf(TokenNotValid);

      // A token signed for the future (not yet valid) is refused, then accepted when its time comes.
      const early = createSigner({ key: SECRET, algorithm: 'HS256', expiresIn: 120_000, notBefore: 30_000 })({
        sub: '7',
        sid: 's1',
        typ: 'access',
      });
      await expect(signer.verifyAccess(early)).rejects.toBeInstanceOf(TokenNotValid);
      vi.setSystemTime(Date.now() + 31_000);
      expect(await signer.verifyAccess(early)).toEqual({ userId: 7, sessionId: 's1' });
    });
  });
});

describe('password hashing', () => {
  /** Lets the hasher's slot finish what follows a hash (its answer, then its rest or the next hash). */
  const settle = () => new Promise((resolve) => setImmediate(resolve));
  /** One slot at a cheap cost with the given duty and event-loop measure. */
  const oneSlot = (duty: number, loopShareSince?: () => () => number) =>
    createPasswordHasher({ memoryCost: 1024, timeCost: 1, concurrency: 1, duty, loopShareSince });
  const busyLoop = () => () => 1;

  it('runs at most `concurrency` hashes at once; the others wait their turn and all finish', async () => {
    const hasher = createPasswordHasher({ memoryCost: 1024, timeCost: 1, concurrency: 2 });
    const hashes = Array.from({ length: 5 }, (_, i) => hasher.hash(`password-${i}`));
    await Promise.resolve();
    expect(hasher.load()).toEqual({ running: 2, waiting: 3 });
    const done = await Promise.all(hashes);
    expect(hasher.load()).toEqual({ running: 0, waiting: 0 });
    expect(await hasher.verify(done[3] ?? '', 'password-3')).toBe(true);
    expect(await hasher.verify(done[3] ?? '', 'password-4')).toBe(false);
    expect(await hasher.verify('not-a-hash', 'password-4')).toBe(false);
  });

  it('with a duty below 1, a slot rests after a hash while others wait, and answers each hash at once', async () => {
    const resting = oneSlot(0.05, busyLoop);
    const [first, second] = [resting.hash('password-1'), resting.hash('password-2')];
    const hashed = await first;
    await settle();
    // The first hash answered, its slot rests (19 times its hash's time) before the second starts.
    expect(resting.load()).toEqual({ running: 1, waiting: 1 });
    await second;
    expect(await resting.verify(hashed, 'password-1')).toBe(true);
    // Alone, a hash never waits for a rest: nothing was queued behind the last one.
    await settle();
    expect(resting.load()).toEqual({ running: 0, waiting: 0 });

    const busy = oneSlot(1, busyLoop);
    const [a, b] = [busy.hash('password-1'), busy.hash('password-2')];
    await a;
    await settle();
    expect(busy.load().waiting).toBe(0);
    await b;
    await Promise.all([resting.close(), busy.close()]);
  });

  it('does not rest while the event loop was mostly idle during the hash: logins alone run back to back', async () => {
    const shares: number[] = [LOOP_BUSY - 0.01];
    const hasher = oneSlot(0.05, () => () => shares[0] ?? 0);
    const [first, second] = [hasher.hash('password-1'), hasher.hash('password-2')];
    await first;
    await settle();
    // No rest: the second hash took the slot at once.
    expect(hasher.load()).toEqual({ running: 1, waiting: 0 });
    await second;
    // The same queue with the loop busy at the threshold: the slot rests.
    shares[0] = LOOP_BUSY;
    const [third, fourth] = [hasher.hash('password-3'), hasher.hash('password-4')];
    await third;
    await settle();
    expect(hasher.load()).toEqual({ running: 1, waiting: 1 });
    await fourth;
    await hasher.close();
  });

  it("measures the event loop's busy share by default", async () => {
    // A hash at production cost (tens of milliseconds), so that the test runner's own moments on the
    // loop are a small share of it.
    const hasher = createPasswordHasher({ memoryCost: 19456, timeCost: 2, concurrency: 1, duty: 0.05 });
    // The loop is idle while the test awaits the hashes: no rest, however low the duty.
    const [first, second] = [hasher.hash('password-1'), hasher.hash('password-2')];
    await first;
    await settle();
    expect(hasher.load().waiting).toBe(0);
    await second;
    await hasher.close();
  });

  it.runIf(process.platform === 'linux')(
    'hashes on a thread of its own at the asked priority, and leaves the event loop at its own',
    async () => {
      const niceOfThreads = () =>
        readdirSync('/proc/self/task').map((tid) => {
          // Fields after the command's closing parenthesis; nice is the 19th field of the whole line.
          const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
          return { tid: Number(tid), nice: Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]) };
        });
      const before = new Set(niceOfThreads().map((t) => t.tid));
      const hasher = createPasswordHasher({ memoryCost: 1024, timeCost: 1, concurrency: 1, nice: 7 });
      const hashed = await hasher.hash('password');
      expect(await hasher.verify(hashed, 'password')).toBe(true);
      const added = niceOfThreads().filter((t) => !before.has(t.tid));
      expect(added.some((t) => t.nice === 7)).toBe(true);
      expect(niceOfThreads().find((t) => t.tid === process.pid)?.nice).toBe(0);
      // Closing ends them (the server's onClose), so apps made and closed in one process leave none.
      await hasher.close();
      await expect
        .poll(() => niceOfThreads().filter((t) => added.some((a) => a.tid === t.tid && t.nice === 7)))
        .toEqual([]);
    },
  );
});
