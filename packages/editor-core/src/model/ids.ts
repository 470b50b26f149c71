/**
 * Random ids for nodes, stickers and images. Browser, Node and worker safe: uses the Web Crypto global when present
 * (every supported runtime has it) and no Node module.
 */

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
/** 22 characters of a 62-letter alphabet: about 131 random bits, so collisions are negligible. */
const ID_LENGTH = 22;
/** Prefix of spread ids (the file format's convention). */
export const SPREAD_ID_PREFIX = 'ManualPage-';

interface WebCrypto {
  getRandomValues<T extends Uint8Array>(array: T): T;
}

function randomBytes(n: number): Uint8Array {
  const bytes = new Uint8Array(n);
  const crypto = (globalThis as { crypto?: WebCrypto }).crypto;
  if (crypto && typeof crypto.getRandomValues === 'function') return crypto.getRandomValues(bytes);
  // Last resort for exotic runtimes without Web Crypto; ids stay unique in practice, just not unguessable.
  for (let i = 0; i < n; i++) bytes[i] = Math.floor(Math.random() * 256);
  return bytes;
}

/**
 * A new random id of 22 alphanumeric characters, after an optional prefix. Ids never contain `/` or `~`, so they
 * can be used as JSON-pointer segments in patches unescaped.
 */
export function createId(prefix = ''): string {
  let out = prefix;
  while (out.length < prefix.length + ID_LENGTH) {
    // Rejection sampling keeps the letters uniform: 248 = 4 × 62.
    for (const byte of randomBytes(ID_LENGTH)) {
      if (byte < 248) out += ALPHABET[byte % 62];
      if (out.length === prefix.length + ID_LENGTH) break;
    }
  }
  return out;
}

/** A new spread id (`ManualPage-…`). */
export function createSpreadId(): string {
  return createId(SPREAD_ID_PREFIX);
}

/** A function that makes ids; injectable so tests and generators can be deterministic. */
export type IdFactory = (prefix?: string) => string;

/** A deterministic id factory: `${prefix}${base}${n}` with an increasing counter. For tests and fixtures. */
export function sequentialIds(base = 'id'): IdFactory {
  let n = 0;
  return (prefix = '') => `${prefix}${base}${++n}`;
}
