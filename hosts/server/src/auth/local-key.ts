import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The key that signs embedded sign-in and render tokens: `AUTH_SECRET` when set, else a random key generated on
 * the first start and kept in `DATA_DIR/auth-secret`, so tokens stay valid across restarts.
 */
export function loadSigningKey(authSecret: string | undefined, dataDir: string): Uint8Array {
  if (authSecret) {
    if (authSecret.length < 32) throw new Error('AUTH_SECRET must be at least 32 characters long');
    return new TextEncoder().encode(authSecret);
  }
  const file = join(dataDir, 'auth-secret');
  try {
    return new TextEncoder().encode(readFileSync(file, 'utf8').trim());
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  // `wx` fails if another process created the file meanwhile; then that one's key wins.
  try {
    writeFileSync(file, secret + '\n', { mode: 0o600, flag: 'wx' });
    return new TextEncoder().encode(secret);
  } catch {
    return new TextEncoder().encode(readFileSync(file, 'utf8').trim());
  }
}
