import { describe, expect, it } from 'vitest';
import { createSessionCache, parseSessionForget } from './session-cache.js';

interface Entry {
  userId: number;
  name: string;
}

function cacheAt(ttlMs: number, announce?: (f: unknown) => void) {
  let clock = 1_000;
  const cache = createSessionCache<Entry>({
    ttlMs,
    max: 3,
    now: () => clock,
    announce,
    userOf: (e) => e.userId,
  });
  return { cache, tick: (ms: number) => (clock += ms) };
}

describe('session cache (unit)', () => {
  it('keeps an entry for its time to live, then forgets it', () => {
    const { cache, tick } = cacheAt(500);
    cache.store('s1', { userId: 1, name: 'a' }, cache.generation());
    expect(cache.get('s1')?.name).toBe('a');
    tick(499);
    expect(cache.get('s1')?.name).toBe('a');
    tick(1);
    expect(cache.get('s1')).toBeUndefined();
  });

  it('keeps nothing when turned off', () => {
    const { cache } = cacheAt(0);
    cache.store('s1', { userId: 1, name: 'a' }, cache.generation());
    expect(cache.get('s1')).toBeUndefined();
  });

  it('refuses to store a lookup that began before a forget (it may be stale)', () => {
    const { cache } = cacheAt(500);
    const began = cache.generation();
    cache.forget({ userId: 1, sessionId: 's1' });
    cache.store('s1', { userId: 1, name: 'stale' }, began);
    expect(cache.get('s1')).toBeUndefined();
    cache.store('s1', { userId: 1, name: 'fresh' }, cache.generation());
    expect(cache.get('s1')?.name).toBe('fresh');
  });

  it('forgets one session, or every session of a user, and announces only its own forgets', () => {
    const announced: unknown[] = [];
    const { cache } = cacheAt(500, (f) => announced.push(f));
    cache.store('a1', { userId: 1, name: 'a1' }, cache.generation());
    cache.store('a2', { userId: 1, name: 'a2' }, cache.generation());
    cache.store('b1', { userId: 2, name: 'b1' }, cache.generation());
    cache.forget({ userId: 1, sessionId: 'a1' });
    expect([cache.get('a1'), cache.get('a2')?.name]).toEqual([undefined, 'a2']);
    cache.receive({ userId: 1 });
    expect([cache.get('a2'), cache.get('b1')?.name]).toEqual([undefined, 'b1']);
    expect(announced).toEqual([{ userId: 1, sessionId: 'a1' }]);
  });

  it('holds at most `max` entries, dropping the oldest', () => {
    const { cache } = cacheAt(500);
    for (const id of ['s1', 's2', 's3', 's4']) cache.store(id, { userId: 1, name: id }, cache.generation());
    expect(cache.size()).toBe(3);
    expect(cache.get('s1')).toBeUndefined();
    expect(cache.get('s4')?.name).toBe('s4');
  });

  it('reads only well-formed forgets from the bus', () => {
    expect(parseSessionForget({ userId: 5 })).toEqual({ userId: 5 });
    expect(parseSessionForget({ userId: 5, sessionId: 'x' })).toEqual({ userId: 5, sessionId: 'x' });
    for (const bad of [null, 'x', {}, { userId: '5' }, { userId: 1.5 }, { userId: 5, sessionId: 7 }]) {
      expect(parseSessionForget(bad)).toBeUndefined();
    }
  });
});
