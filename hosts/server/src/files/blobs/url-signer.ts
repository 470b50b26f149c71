/**
 * Signed, time-limited read URLs for blobs (`GET /api/v1/blobs/:id/:filename?exp=&sig=`), so that `<img>` tags,
 * canvases and the print renderer can load files without a bearer token.
 *
 * Expiry is rounded up to the end of the next time window: every URL made within one window is the same string,
 * so browsers and proxies can cache it, and each stays valid for between one and two windows.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import { json } from '../../db/json';
import type { Database } from '../../db/schema';

/** Length of a signing window: URLs live 12 to 24 hours. */
export const URL_WINDOW_SECONDS = 12 * 60 * 60;
const SETTINGS_KEY = 'files.blob_url_key';

export class BlobUrlSigner {
  /**
   * @param key Secret HMAC key.
   * @param publicUrl Base address of the server, without trailing slash.
   */
  constructor(
    private readonly key: Buffer,
    private readonly publicUrl: string,
    private readonly windowSeconds = URL_WINDOW_SECONDS,
  ) {}

  private signature(blobId: string, expires: number): string {
    return createHmac('sha256', this.key).update(`${blobId}:${expires}`).digest('base64url').slice(0, 32);
  }

  /** Expiry (unix seconds) of URLs made at `nowMs`. */
  expiresAt(nowMs = Date.now()): number {
    const now = Math.floor(nowMs / 1000);
    return (Math.floor(now / this.windowSeconds) + 2) * this.windowSeconds;
  }

  /** The read URL of a blob; `filename` only names the download. */
  url(blobId: string, filename: string, nowMs = Date.now()): string {
    const exp = this.expiresAt(nowMs);
    const sig = this.signature(blobId, exp);
    return `${this.publicUrl}/api/v1/blobs/${blobId}/${encodeURIComponent(filename)}?exp=${exp}&sig=${sig}`;
  }

  /** 'ok', 'expired' or 'invalid' for the query values of a read URL. */
  verify(
    blobId: string,
    exp: string | undefined,
    sig: string | undefined,
    nowMs = Date.now(),
  ): 'ok' | 'expired' | 'invalid' {
    if (!exp || !sig || !/^\d{1,12}$/.test(exp)) return 'invalid';
    const expected = Buffer.from(this.signature(blobId, Number(exp)));
    const given = Buffer.from(sig);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
    return Number(exp) * 1000 <= nowMs ? 'expired' : 'ok';
  }
}

/**
 * The server's URL signing key, created at random on first use and kept in the `settings` table, so that every
 * server process behind one database signs alike and URLs survive restarts.
 */
export async function loadSigningKey(db: Kysely<Database>): Promise<Buffer> {
  const read = async () =>
    (await db.selectFrom('settings').select('value').where('key', '=', SETTINGS_KEY).executeTakeFirst())
      ?.value;
  let value = await read();
  if (typeof value !== 'string') {
    await db
      .insertInto('settings')
      .values({ key: SETTINGS_KEY, value: json(randomBytes(32).toString('base64url')) })
      .onConflict((conflict) => conflict.column('key').doNothing())
      .execute();
    value = await read();
  }
  if (typeof value !== 'string') throw new Error('Could not create the blob URL signing key');
  return Buffer.from(value, 'base64url');
}
