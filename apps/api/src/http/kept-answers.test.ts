import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { $ZodType } from 'zod/v4/core';
import { createFeedCache, deepFreeze } from '../db/feed-cache.js';
import { serializerCompiler } from './validation.js';

/** A route's serializer for `{ items: [{ userId }] }` that counts how often the schema checks a body. */
function countingSerializer() {
  let checked = 0;
  const schema = z.object({
    items: z.array(z.object({ userId: z.number() })).transform((items) => ((checked += 1), items)),
  });
  const serialize = serializerCompiler({
    schema: schema as unknown as $ZodType,
    url: '/x',
    method: 'GET',
    httpStatus: '200',
  }) as (data: unknown) => string;
  return { serialize, checked: () => checked };
}

describe('answers kept by the change feed', () => {
  it('are frozen all the way down, so no request can change what the next one is served', async () => {
    let reads = 0;
    const kept = createFeedCache({
      versionsOf: () => '1',
      read: async () => ({ value: { items: [{ userId: ++reads, at: new Date(0) }], ids: new Set([1]) } }),
    });
    const first = await kept(1);
    expect(await kept(1)).toBe(first);
    expect(reads).toBe(1);
    expect(() => first.items.push({ userId: 2, at: new Date(0) })).toThrow(TypeError);
    expect(() => {
      (first.items[0] as { userId: number }).userId = 9;
    }).toThrow(TypeError);
    expect(first.items[0]?.userId).toBe(1);
  });

  it('are checked and converted once per route, then sent as the same bytes', () => {
    const { serialize, checked } = countingSerializer();
    const kept = deepFreeze({ items: [{ userId: 1 }] });
    expect(serialize(kept)).toBe('{"items":[{"user_id":1}]}');
    expect(serialize(kept)).toBe('{"items":[{"user_id":1}]}');
    expect(checked()).toBe(1);
  });

  it('a body made per request (not frozen) is checked every time and sent as it is now', () => {
    const { serialize, checked } = countingSerializer();
    const body = { items: [{ userId: 1 }] };
    expect(serialize(body)).toBe('{"items":[{"user_id":1}]}');
    body.items.push({ userId: 2 });
    expect(serialize(body)).toBe('{"items":[{"user_id":1},{"user_id":2}]}');
    expect(checked()).toBe(2);
  });
});
