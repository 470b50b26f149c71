/**
 * Conversion between plain JSON values of the editor and the values stored in automerge: every string becomes an
 * `ImmutableString` on the way in and a plain string on the way out.
 */
import * as A from '@automerge/automerge/slim';

/**
 * True for an ImmutableString. automerge's `isImmutableString` looks for an own symbol, which list proxies inside a
 * change report for any key, so lists are excluded first.
 */
export function isImmutable(value: unknown): value is A.ImmutableString {
  return !Array.isArray(value) && A.isImmutableString(value);
}

/** A plain JSON value as stored: strings replaced by ImmutableStrings, containers copied. */
export function toStored(value: unknown): unknown {
  if (typeof value === 'string') return new A.ImmutableString(value);
  if (Array.isArray(value)) return value.map(toStored);
  if (typeof value === 'object' && value !== null) {
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(value)) {
      const child = (value as Record<string, unknown>)[key];
      // automerge refuses undefined; JSON drops it too.
      if (child !== undefined) out[key] = toStored(child);
    }
    return out;
  }
  return value;
}

/** A stored value (an automerge proxy or a materialised doc part) as a fresh plain JSON value. */
export function toPlain(value: unknown): unknown {
  if (isImmutable(value)) return value.toString();
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map(toPlain);
  if (typeof value === 'object' && value !== null) {
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(value)) out[key] = toPlain((value as Record<string, unknown>)[key]);
    return out;
  }
  return value;
}

function isMap(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !isImmutable(value);
}

function samePlain(stored: unknown, plain: unknown): boolean {
  if (isImmutable(stored)) return typeof plain === 'string' && stored.toString() === plain;
  if (typeof stored === 'string') return typeof plain === 'string' && stored === plain;
  return stored === plain;
}

/**
 * Writes `value` into the map `target[key]` of an automerge change, property by property: maps are updated in place
 * (keys missing from `value` deleted, others assigned recursively), lists element by element (shrunk or grown at the
 * end), scalars assigned only when they differ. A concurrent writer of another property of the same object is never
 * overwritten, which a whole-object assignment would do.
 */
export function assignInto(
  target: Record<string, unknown> | unknown[],
  key: string | number,
  value: unknown,
): void {
  const container = target as Record<string | number, unknown>;
  const current = container[key];
  if (value === undefined) {
    if (Array.isArray(target)) A.deleteAt(target, Number(key));
    else delete container[key];
    return;
  }
  if (Array.isArray(value)) {
    if (!Array.isArray(current)) {
      container[key] = toStored(value);
      return;
    }
    const list = current as unknown[];
    if (list.length > value.length) A.deleteAt(list, value.length, list.length - value.length);
    for (let i = 0; i < value.length; i++) {
      if (i < list.length) assignInto(list, i, value[i]);
      else A.insertAt(list, i, toStored(value[i]));
    }
    return;
  }
  if (isMap(value)) {
    if (!isMap(current)) {
      container[key] = toStored(value);
      return;
    }
    for (const existing of Object.keys(current)) {
      if (!Object.prototype.hasOwnProperty.call(value, existing) || value[existing] === undefined) {
        delete current[existing];
      }
    }
    for (const child of Object.keys(value)) {
      if (value[child] !== undefined) assignInto(current, child, value[child]);
    }
    return;
  }
  if (!samePlain(current, value)) container[key] = toStored(value);
}
