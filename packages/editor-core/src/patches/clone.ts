/**
 * Plain deep copies of JSON-like values, so that no patch shares (frozen) objects with a store state or with
 * another patch.
 */

/** True for arrays and objects whose prototype is `Object.prototype` or null. */
export function isPlainContainer(value: unknown): value is Record<string, unknown> | unknown[] {
  if (typeof value !== 'object' || value === null) return false;
  if (Array.isArray(value)) return true;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

/**
 * A deep copy of arrays and plain objects; every other value (primitives, dates, class instances) is returned
 * as is. Keys whose value is `undefined` are kept, so a copy deep-equals its source strictly.
 */
export function clonePlain<T>(value: T): T {
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) {
    const out = new Array<unknown>(value.length);
    for (let i = 0; i < value.length; i++) out[i] = clonePlain(value[i] as unknown);
    return out as T;
  }
  if (!isPlainContainer(value)) return value;
  const out: Record<string, unknown> = {};
  for (const key in value) out[key] = clonePlain((value as Record<string, unknown>)[key]);
  return out as T;
}

/** Structural equality of JSON-like values (arrays and plain objects compared key by key). */
export function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) {
    // NaN is the one primitive not equal to itself.
    return a !== a && b !== b;
  }
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!deepEqual(a[i], b[i])) return false;
    return true;
  }
  if (Array.isArray(b) || !isPlainContainer(a) || !isPlainContainer(b)) return false;
  const ra = a as Record<string, unknown>;
  const rb = b as Record<string, unknown>;
  let count = 0;
  for (const key in ra) {
    if (!Object.prototype.hasOwnProperty.call(rb, key)) return false;
    if (!deepEqual(ra[key], rb[key])) return false;
    count++;
  }
  for (const key in rb) if (Object.prototype.hasOwnProperty.call(rb, key)) count--;
  return count === 0;
}
