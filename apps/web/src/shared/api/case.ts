type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

export function snakeToCamel(key: string): string {
  return key.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
}

export function camelToSnake(key: string): string {
  return key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;
}

function convert(value: unknown, rename: (key: string) => string): unknown {
  if (Array.isArray(value)) return value.map((v) => convert(v, rename));
  if (isPlainObject(value)) {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[rename(k)] = convert(v, rename);
    return out;
  }
  return value;
}

export function toCamel<T = unknown>(value: unknown): T {
  return convert(value, snakeToCamel) as T;
}

export function toSnake(value: unknown): Json {
  return convert(value, camelToSnake) as Json;
}

/** A wire attr such as `items.0.first_name` as a form field path (`items.0.firstName`). */
export function attrToField(attr: string): string {
  return attr.split('.').map(snakeToCamel).join('.');
}
