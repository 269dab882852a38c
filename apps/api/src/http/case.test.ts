import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { camelToSnake, keysToCamel, keysToSnake, registrationV2Schema, snakeToCamel } from '@prepa/contracts';
import { errorBody } from './error-handler.js';
import { NotAuthenticated, Throttled, ValidationFailed } from './errors.js';
import { pickLanguage } from './i18n.js';
import { zodIssuesToFieldErrors } from './validation.js';

describe('case conversion', () => {
  it('converts keys both ways, deeply, leaving values alone', () => {
    expect(snakeToCamel('new_password1')).toBe('newPassword1');
    expect(camelToSnake('newPassword1')).toBe('new_password1');
    expect(camelToSnake('acceptedPdpp')).toBe('accepted_pdpp');
    const wire = { first_name: 'A', items: [{ product_id: 1, meta_data: { snake_key: 'keep_value' } }] };
    const code = keysToCamel(wire);
    expect(code).toEqual({ firstName: 'A', items: [{ productId: 1, metaData: { snakeKey: 'keep_value' } }] });
    expect(keysToSnake(code)).toEqual(wire);
    expect(keysToSnake({ at: new Date('2026-01-02T03:04:05Z') })).toEqual({ at: '2026-01-02T03:04:05.000Z' });
  });

  it('drops __proto__ keys', () => {
    const parsed = JSON.parse('{"__proto__": {"admin": true}, "a_b": 1}') as unknown;
    const out = keysToCamel<Record<string, unknown>>(parsed);
    expect(out).toEqual({ aB: 1 });
    expect(({} as Record<string, unknown>)['admin']).toBeUndefined();
  });
});

describe('error mapping', () => {
  it('maps zod issues to wire attrs with 0-based list indexes and codes', () => {
    const schema = z.object({
      items: z.array(z.object({ productId: z.number() })),
      title: z.string().max(3),
    });
    const input = { items: [{ productId: 1 }, {}], title: 'long' };
    const result = schema.safeParse(input);
    expect(result.success).toBe(false);
    const errors = zodIssuesToFieldErrors(result.error?.issues ?? [], input);
    expect(errors).toEqual([
      { attr: 'items.1.product_id', code: 'required', message: 'required', n: undefined },
      { attr: 'title', code: 'max_length', message: 'max_length', n: 3 },
    ]);
  });

  it('turns message keys into Russian or English details', () => {
    const input = { firstName: 'Иван', password: 'a', password2: 'a' };
    const result = registrationV2Schema.safeParse(input);
    const fieldErrors = zodIssuesToFieldErrors(result.error?.issues ?? [], input);
    const ru = errorBody(new ValidationFailed(fieldErrors), 'ru');
    expect(ru.errors.find((e) => e.attr === 'password')).toEqual({
      attr: 'password',
      code: 'min_length',
      detail: 'Пароль от 6 до 40 символов',
    });
    const en = errorBody(new ValidationFailed(fieldErrors), 'en');
    expect(en.errors.find((e) => e.attr === 'accepted_public_offer')?.detail).toBe(
      'You must accept the offer',
    );
  });

  it('gives client errors one entry with attr null', () => {
    expect(errorBody(new NotAuthenticated(), 'en')).toEqual({
      type: 'client_error',
      errors: [
        { code: 'not_authenticated', detail: 'Authentication credentials were not provided', attr: null },
      ],
    });
    const throttled = new Throttled(12.2);
    expect(throttled.headers['retry-after']).toBe('13');
    expect(errorBody(throttled, 'ru').errors[0]?.detail).toContain('13');
  });

  it('picks the language from Accept-Language', () => {
    expect(pickLanguage(undefined)).toBe('ru');
    expect(pickLanguage('en-US,en;q=0.9')).toBe('en');
    expect(pickLanguage('ru-RU,ru;q=0.9,en;q=0.8')).toBe('ru');
    expect(pickLanguage('de-DE,en;q=0.5')).toBe('en');
    expect(pickLanguage('kk,en;q=0.9')).toBe('ru');
    expect(pickLanguage('fr')).toBe('ru');
  });
});
