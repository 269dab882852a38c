import { describe, expect, it } from 'vitest';
import {
  attrToField,
  camelToSnake,
  findNulString,
  jsonNestingExceeds,
  keysToCamel,
  keysToSnake,
  snakeToCamel,
} from './case.js';
import { idListParamSchema, idParamSchema, idSchema, INT4_MAX } from './ids.js';

describe('case conversion', () => {
  it('renames keys one way for both apps', () => {
    expect(snakeToCamel('new_password1')).toBe('newPassword1');
    expect(camelToSnake('newPassword1')).toBe('new_password1');
    expect(camelToSnake('acceptedPdpp')).toBe('accepted_pdpp');
    expect(camelToSnake('productID')).toBe('product_id');
    expect(camelToSnake('phoneKey')).toBe('phone_key');
    expect(attrToField('items.0.first_name')).toBe('items.0.firstName');
  });

  it('converts deeply, both ways, leaving values and array order alone', () => {
    const wire = {
      first_name: 'A',
      items: [{ product_id: 1, meta_data: { snake_key: 'keep_value' } }, [1, [2]]],
    };
    const code = keysToCamel(wire);
    expect(code).toEqual({
      firstName: 'A',
      items: [{ productId: 1, metaData: { snakeKey: 'keep_value' } }, [1, [2]]],
    });
    expect(keysToSnake(code)).toEqual(wire);
    expect(keysToSnake({ at: new Date('2026-01-02T03:04:05Z') })).toEqual({ at: '2026-01-02T03:04:05.000Z' });
    expect(keysToCamel('x')).toBe('x');
    expect(keysToCamel(null)).toBe(null);
  });

  it('drops __proto__ keys and converts null-prototype objects (parsed query strings)', () => {
    const parsed = JSON.parse('{"__proto__": {"admin": true}, "a_b": 1}') as unknown;
    expect(keysToCamel(parsed)).toEqual({ aB: 1 });
    const query = Object.assign(Object.create(null) as object, { product_ids: '1' });
    expect(keysToCamel(query)).toEqual({ productIds: '1' });
  });

  it('never sets a prototype through a key that is renamed to __proto__', () => {
    const converted = keysToSnake<Record<string, unknown>>({ __Proto__: { admin: true }, okKey: 1 });
    expect(converted).toEqual({ ok_key: 1 });
    expect(Object.getPrototypeOf(converted)).toBe(Object.prototype);
    expect((converted as { admin?: boolean }).admin).toBeUndefined();
  });

  it('gives the same answers the second time and for thousands of distinct keys (renames are remembered)', () => {
    const body = Object.fromEntries(Array.from({ length: 5000 }, (_, i) => [`key${i}Name`, i]));
    const first = keysToSnake<Record<string, number>>(body);
    const second = keysToSnake<Record<string, number>>(body);
    expect(second).toEqual(first);
    expect(first.key4999_name).toBe(4999);
    expect(keysToCamel({ key_4999_name: 1 })).toEqual({ key4999Name: 1 });
  });

  it('does not recurse: 100,000 levels convert without a stack overflow', () => {
    let deep: unknown = [];
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(() => keysToCamel(deep)).not.toThrow();
    let obj: unknown = {};
    for (let i = 0; i < 100_000; i++) obj = { a_b: obj };
    const out = keysToCamel<{ aB: unknown }>(obj);
    expect(Object.keys(out)).toEqual(['aB']);
  });
});

describe('wire guards', () => {
  it('measures JSON nesting without parsing, ignoring brackets in strings', () => {
    expect(jsonNestingExceeds('['.repeat(65) + ']'.repeat(65), 64)).toBe(true);
    expect(jsonNestingExceeds('['.repeat(64) + ']'.repeat(64), 64)).toBe(false);
    expect(jsonNestingExceeds(JSON.stringify({ a: '[[[[[', b: '\\"[[[' }), 2)).toBe(false);
    expect(jsonNestingExceeds('['.repeat(100_000))).toBe(true);
  });

  it('finds a NUL in values and keys', () => {
    expect(findNulString({ a: ['ok', 'b\u0000'] })).toEqual(['a', 1]);
    expect(findNulString({ ['k\u0000']: 1 })).toEqual(['k\u0000']);
    expect(findNulString('\u0000')).toEqual([]);
    expect(findNulString({ a: 'fine', n: 1, d: null })).toBeUndefined();
  });

  it('keeps ids within int4', () => {
    expect(idSchema.safeParse(INT4_MAX).success).toBe(true);
    expect(idSchema.safeParse(INT4_MAX + 1).success).toBe(false);
    expect(idSchema.safeParse(0).success).toBe(false);
    expect(idParamSchema.safeParse('2147483648').success).toBe(false);
    expect(idParamSchema.safeParse('12').data).toBe(12);
    expect(idListParamSchema.safeParse('1,2,3').success).toBe(true);
    expect(idListParamSchema.safeParse('99999999999999999999').success).toBe(false);
    expect(idListParamSchema.safeParse('1,0').success).toBe(false);
  });
});
