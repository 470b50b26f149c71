/**
 * A pass-through stream for incoming uploads: counts and hashes the bytes, keeps the first few for type
 * sniffing, and fails as soon as the size goes beyond the cap, so that a too-large upload is cut off while it
 * streams instead of being stored first.
 */
import { createHash } from 'node:crypto';
import { Transform } from 'node:stream';
import type { TransformCallback } from 'node:stream';

export class UploadTooLargeError extends Error {
  constructor(readonly limit: number) {
    super(`Upload exceeds ${limit} bytes`);
    this.name = 'UploadTooLargeError';
  }
}

export class UploadMeter extends Transform {
  /** Bytes seen so far. */
  bytes = 0;
  private readonly hash = createHash('sha256');
  private readonly headChunks: Buffer[] = [];
  private headLength = 0;

  /**
   * @param limit Largest number of bytes let through.
   * @param headBytes How many leading bytes to keep for `head`.
   */
  constructor(
    private readonly limit: number,
    private readonly headBytes: number,
  ) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.bytes += chunk.length;
    if (this.bytes > this.limit) {
      callback(new UploadTooLargeError(this.limit));
      return;
    }
    this.hash.update(chunk);
    if (this.headLength < this.headBytes) {
      const part = chunk.subarray(0, this.headBytes - this.headLength);
      this.headChunks.push(part);
      this.headLength += part.length;
    }
    callback(null, chunk);
  }

  /** True once the cap was passed (whatever error a consumer further down then reports). */
  get exceeded(): boolean {
    return this.bytes > this.limit;
  }

  /** The leading bytes seen (up to `headBytes`). */
  get head(): Buffer {
    return Buffer.concat(this.headChunks);
  }

  /** Hex SHA-256 of all bytes; call once the stream has ended. */
  digest(): string {
    return this.hash.digest('hex');
  }
}
