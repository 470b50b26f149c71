/**
 * Small synchronous hashes (FNV-1a) for bucketing node ids and deriving document ids. Not cryptographic: they only
 * need to spread ids evenly and be identical in the browser, in Node and on every replica.
 */

/** 32-bit FNV-1a of the UTF-16 code units of `text`, with an optional seed mixed in first. */
export function fnv1a32(text: string, seed = 0): number {
  let hash = (0x811c9dc5 ^ seed) >>> 0;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

/** 16 bytes derived from `text` (four seeded FNV-1a hashes). */
export function hash128(text: string): Uint8Array {
  const out = new Uint8Array(16);
  const view = new DataView(out.buffer);
  for (let i = 0; i < 4; i++) view.setUint32(i * 4, fnv1a32(text, 0x9e3779b9 * (i + 1)));
  return out;
}
