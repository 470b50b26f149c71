/**
 * Password hashing for the embedded sign-in: scrypt from node:crypto with a random salt per password.
 * Stored as `scrypt$N$r$p$salt$hash` (base64url) so the cost can be raised later without breaking old hashes.
 */
import {
  createHash,
  randomBytes,
  scrypt as scryptCallback,
  timingSafeEqual,
  type ScryptOptions,
} from 'node:crypto';

const KEY_LENGTH = 32;
/** N = 2^14 keeps a sign-in around 30-50 ms here while staying within OWASP's scrypt guidance. */
const DEFAULT = { N: 16384, r: 8, p: 1 };

function scrypt(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scryptCallback(password, salt, KEY_LENGTH, { ...options, maxmem: 64 * 1024 * 1024 }, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

/** Hashes a password for storage. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, DEFAULT);
  return [
    'scrypt',
    DEFAULT.N,
    DEFAULT.r,
    DEFAULT.p,
    salt.toString('base64url'),
    key.toString('base64url'),
  ].join('$');
}

/** True when `password` matches a hash made by `hashPassword`; false for any malformed hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const options = { N: Number(n), r: Number(r), p: Number(p) };
  if (!Number.isInteger(options.N) || !Number.isInteger(options.r) || !Number.isInteger(options.p))
    return false;
  const actual = await scrypt(password, Buffer.from(salt, 'base64url'), options);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/**
 * A short digest of the stored password hash (none counts as one value too). Reset links and sign-in tokens carry
 * it: once the password changes, or goes, the digest no longer matches, so a reset link works once and the sign-ins
 * made with the old password end.
 */
export function passwordVersion(row: { password_hash: string | null }): string {
  return createHash('sha256')
    .update(row.password_hash ?? '')
    .digest('base64url')
    .slice(0, 22);
}
