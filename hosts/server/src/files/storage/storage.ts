/**
 * One interface over the places file bytes can live (local disk by default, S3 when configured).
 *
 * The storage holds bytes only: content types, file names and checksums belong to the `blobs` table. Keys are
 * relative, slash-separated paths (`blobs/ab/abcdef`) without `.`/`..` segments.
 */
import type { Readable } from 'node:stream';

/** What `head` and `list` tell about a stored object. */
export interface StoredObjectInfo {
  key: string;
  /** Size in bytes. */
  size: number;
  lastModified: Date;
}

export interface PutOptions {
  /** Media type, recorded where the driver can (S3 answers it on direct reads). */
  contentType?: string;
}

export interface SignedUrlOptions {
  /** Seconds the URL stays valid. */
  expiresIn: number;
  /** Content type the response should carry. */
  contentType?: string;
  /** Offered file name (Content-Disposition inline). */
  filename?: string;
}

/** A file store. All methods reject with `StorageKeyError` for malformed keys. */
export interface Storage {
  readonly driver: 'local' | 's3';
  /**
   * Stores the bytes under `key`, replacing any previous object atomically: readers see the old object or the
   * complete new one, never a part. When a stream body fails, nothing is left under the key (nor elsewhere).
   */
  put(key: string, body: Uint8Array | Readable, options?: PutOptions): Promise<{ size: number }>;
  /** The bytes of `key` as a stream; rejects with `StorageNotFoundError` when there is no such object. */
  get(key: string): Promise<Readable>;
  /** Size and date of `key`, or null when there is no such object. */
  head(key: string): Promise<StoredObjectInfo | null>;
  /** Removes `key`; removing a missing object is not an error. */
  delete(key: string): Promise<void>;
  /** Every object whose key starts with `prefix` (a plain string prefix, '' for all), in key order. */
  list(prefix: string): Promise<StoredObjectInfo[]>;
  /**
   * A time-limited URL that reads `key` straight from the store, or null when the driver has no such thing
   * (local disk: the server streams the bytes itself).
   */
  signedUrl(key: string, options: SignedUrlOptions): Promise<string | null>;
}

export class StorageNotFoundError extends Error {
  constructor(readonly key: string) {
    super(`No stored object under "${key}"`);
    this.name = 'StorageNotFoundError';
  }
}

export class StorageKeyError extends Error {
  constructor(readonly key: string) {
    super(`Invalid storage key "${key}"`);
    this.name = 'StorageKeyError';
  }
}

// No leading dot: drivers keep their own work files under dot-names that no key can reach.
const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

/** Throws `StorageKeyError` unless `key` is a safe relative path (no escape from the store's root). */
export function assertValidKey(key: string): void {
  if (key.length === 0 || key.length > 512) throw new StorageKeyError(key);
  for (const segment of key.split('/')) {
    if (!SEGMENT.test(segment)) throw new StorageKeyError(key);
  }
}

/** Reads a whole stream into one buffer. */
export async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream)
    chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}
