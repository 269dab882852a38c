/**
 * snake_case ⇄ camelCase for JSON keys: the one conversion both the API (at its HTTP boundary) and
 * the SPA (in its API client) use. The walk is iterative, so a deeply nested value cannot overflow
 * the stack; the API also refuses bodies nested deeper than MAX_JSON_DEPTH before converting.
 */

/** Deepest nesting of objects/arrays a request body may have. */
export const MAX_JSON_DEPTH = 64;

export function snakeToCamel(key: string): string {
  return key.replace(/_([a-z0-9])/g, (_m, c: string) => c.toUpperCase());
}

/** `newPassword1` → `new_password1`; a run of capitals stays one word (`productID` → `product_id`). */
export function camelToSnake(key: string): string {
  return key.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value) as object | null;
  // Parsed query strings are objects whose prototype has a null prototype.
  return proto === Object.prototype || proto === null || Object.getPrototypeOf(proto) === null;
}

/** Leaves: dates become ISO strings; everything that is not a plain object or array stays as is. */
function leaf(value: unknown): unknown {
  return value instanceof Date ? value.toISOString() : value;
}

/**
 * A rename with its answers remembered: the keys of responses come from the code, a few hundred
 * names, and renaming them with a regular expression on every response was an eighth of the CPU of
 * a catalogue page (issue 11). Bounded, since request bodies can carry any keys.
 */
function remembered(rename: (key: string) => string): (key: string) => string {
  const known = new Map<string, string>();
  return (key) => {
    let renamed = known.get(key);
    if (renamed === undefined) {
      renamed = rename(key);
      if (known.size < 4096) known.set(key, renamed);
    }
    return renamed;
  };
}
const toCamel = remembered(snakeToCamel);
const toSnake = remembered(camelToSnake);

function convertKeys(root: unknown, rename: (key: string) => string): unknown {
  // Pairs (a source container, the fresh container its converted children go into), flattened.
  const stack: unknown[] = [];
  const child = (value: unknown): unknown => {
    if (!Array.isArray(value) && !isPlainObject(value)) return leaf(value);
    const converted = Array.isArray(value) ? [] : {};
    stack.push(value, converted);
    return converted;
  };
  const out = child(root);
  while (stack.length > 0) {
    const target = stack.pop();
    const source = stack.pop();
    if (Array.isArray(source)) {
      const list = target as unknown[];
      for (let i = 0; i < source.length; i++) list[i] = child(source[i]);
      continue;
    }
    const from = source as Record<string, unknown>;
    const into = target as Record<string, unknown>;
    for (const key of Object.keys(from)) {
      const name = rename(key);
      // Never a prototype, whatever a body's keys are renamed to.
      if (key === '__proto__' || name === '__proto__') continue;
      into[name] = child(from[key]);
    }
  }
  return out;
}

export function keysToCamel<T = unknown>(value: unknown): T {
  return convertKeys(value, toCamel) as T;
}

export function keysToSnake<T = unknown>(value: unknown): T {
  return convertKeys(value, toSnake) as T;
}

/** A wire attr such as `items.0.first_name` as a code path (`items.0.firstName`). */
export function attrToField(attr: string): string {
  return attr.split('.').map(snakeToCamel).join('.');
}

/**
 * Whether JSON text nests arrays/objects deeper than `max`, read in one pass without parsing (so a
 * hostile body is refused before JSON.parse or any walk over it).
 */
export function jsonNestingExceeds(text: string, max: number = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > max) return true;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return false;
}

/**
 * The path (keys and indexes) of the first string — value or key — holding a NUL character, which
 * PostgreSQL cannot store; undefined when there is none. Iterative.
 */
export function findNulString(root: unknown): (string | number)[] | undefined {
  const stack: [unknown, (string | number)[]][] = [[root, []]];
  while (stack.length > 0) {
    const [value, path] = stack.pop() as [unknown, (string | number)[]];
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return path;
    } else if (Array.isArray(value)) {
      value.forEach((v, i) => stack.push([v, [...path, i]]));
    } else if (value !== null && typeof value === 'object' && !(value instanceof Date)) {
      for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
        if (k.includes('\u0000')) return [...path, k];
        stack.push([v, [...path, k]]);
      }
    }
  }
  return undefined;
}
