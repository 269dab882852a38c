/** snake_case ⇄ camelCase for JSON keys, applied once at the HTTP boundary. */

export function snakeToCamel(key: string): string {
  return key.replace(/_([a-z0-9])/g, (_m, c: string) => c.toUpperCase());
}

export function camelToSnake(key: string): string {
  return key.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value) as object | null;
  // Parsed query strings are objects whose prototype has a null prototype.
  return proto === Object.prototype || proto === null || Object.getPrototypeOf(proto) === null;
}

function convertKeys(value: unknown, convert: (key: string) => string): unknown {
  if (Array.isArray(value)) return value.map((v) => convertKeys(v, convert));
  if (value instanceof Date) return value.toISOString();
  if (!isPlainObject(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    if (key === '__proto__') continue;
    out[convert(key)] = convertKeys(v, convert);
  }
  return out;
}

export function keysToCamel<T = unknown>(value: unknown): T {
  return convertKeys(value, snakeToCamel) as T;
}

export function keysToSnake<T = unknown>(value: unknown): T {
  return convertKeys(value, camelToSnake) as T;
}
