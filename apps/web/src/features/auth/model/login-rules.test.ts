import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { loginIdentifierSchema, loginPasswordSchema, phoneSchema } from '@prepa/contracts';
import { loginFieldError } from './login-rules';

/** The first validation key a contracts schema gives for a value, as the form would show it. */
function schemaError(schema: z.ZodType, value: string): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

const SAMPLES = [
  '',
  ' ',
  '   \t',
  'a',
  ' student ',
  'student@example.com',
  'x'.repeat(256),
  'x'.repeat(257),
  ` ${'x'.repeat(256)} `,
  '9161234567',
  '89161234567',
  '+7 (916) 123-45-67',
  '8 701 123 45 67',
  '+7 916 123',
  '12345',
  '+44 20 7946 0958',
  '7'.repeat(33),
  'телефон',
];

describe('login form rules agree with the contracts', () => {
  it.each(SAMPLES)('identifier %j', (value) => {
    expect(loginFieldError('identifier', value)).toBe(schemaError(loginIdentifierSchema, value));
  });
  it.each(SAMPLES)('password %j', (value) => {
    expect(loginFieldError('password', value)).toBe(schemaError(loginPasswordSchema, value));
  });
  it.each(SAMPLES)('phone %j', (value) => {
    expect(loginFieldError('phone', value)).toBe(schemaError(phoneSchema(), value));
  });
  it('refuses what a user would notice', () => {
    expect(loginFieldError('identifier', '  ')).toBe('required');
    expect(loginFieldError('password', '')).toBe('required');
    expect(loginFieldError('phone', '12345')).toBe('phone_invalid');
    expect(loginFieldError('phone', '8 916 123-45-67')).toBeUndefined();
  });
});
