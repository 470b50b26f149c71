/**
 * Shallow copies of large records (the node map of a 5,000-element album) through a plain key loop over keys
 * carried from one version of the record to the next. V8 keeps records that large in dictionary mode, where object
 * spread takes a slow generic path (about twice the loop), and `Object.keys` sorts the keys by insertion order every
 * time (about half the cost of a copy). Used by the store's immer path (`store/precopy.ts`) and by `applyPatches`,
 * which applies every remote edit.
 */
/**
 * Own keys of records the store copied or committed. `Object.keys` on a dictionary-mode record sorts its keys by
 * insertion order every time (about half the cost of a copy), and the node map's keys rarely change between two
 * versions, so the store carries them from one version to the next (`carryKeys`).
 */
const keysOf = new WeakMap<object, readonly string[]>();

/** A shallow copy of a large record, with its prototype and its key order, through a plain key loop. */
export function copyRecord<T extends object>(source: T): T {
  let keys = keysOf.get(source);
  if (!keys) {
    keys = Object.keys(source);
    keysOf.set(source, keys);
  }
  const from = source as Record<string, unknown>;
  const out = Object.create(Object.getPrototypeOf(source)) as Record<string, unknown>;
  for (let i = 0; i < keys.length; i++) out[keys[i]!] = from[keys[i]!];
  return out as T;
}

/**
 * Records that `next` has exactly the keys of `prev`, in the same order (a change that added or removed no key).
 * Does nothing when the keys of `prev` are not known.
 */
export function carryKeys(prev: object, next: object): void {
  const keys = keysOf.get(prev);
  if (keys && prev !== next) keysOf.set(next, keys);
}

/** From this many keys on, `shallowCopy` copies through the key loop and the copy's keys can be carried. */
export const LARGE_RECORD_KEYS = 64;

/**
 * A shallow copy of a plain record: by the key loop when its keys are known or it has `LARGE_RECORD_KEYS` or more
 * (then `carried` is true: `carryKeys(source, copy)` is worth calling once the copy's key set is final), else by
 * object spread, which is faster for the small records of a node (its props, its style).
 */
export function shallowCopy<T extends object>(source: T): { copy: T; carried: boolean } {
  if (!keysOf.has(source)) {
    const keys = Object.keys(source);
    if (keys.length < LARGE_RECORD_KEYS) return { copy: { ...source }, carried: false };
    keysOf.set(source, keys);
  }
  return { copy: copyRecord(source), carried: true };
}
