/**
 * Storage in an S3 bucket (AWS or any S3-compatible service), under an optional key prefix.
 *
 * Checksums are computed only when an operation requires them (`WHEN_REQUIRED`): with the SDK default, streamed
 * uploads use aws-chunked framing that several S3-compatible servers store verbatim inside the object.
 */
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { pipeline, Readable, Transform } from 'node:stream';
import { assertValidKey, StorageNotFoundError } from './storage';
import type { PutOptions, SignedUrlOptions, Storage, StoredObjectInfo } from './storage';

export interface S3StorageOptions {
  bucket: string;
  /** Key prefix inside the bucket, without leading or trailing slash ('' for none). */
  prefix: string;
  region: string;
  /** Endpoint of an S3-compatible service; unset for AWS. */
  endpoint?: string | undefined;
  /** Static credentials; unset = the SDK's default chain (AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY, profiles, ...). */
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
  forcePathStyle: boolean;
}

function isNotFound(error: unknown): boolean {
  if (error instanceof S3ServiceException) {
    return error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404;
  }
  return false;
}

/** Makes an S3 client with the settings every driver instance needs. */
export function createS3Client(options: S3StorageOptions): S3Client {
  return new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    ...(options.accessKeyId && options.secretAccessKey
      ? { credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } }
      : {}),
  });
}

export class S3Storage implements Storage {
  readonly driver = 's3' as const;
  private readonly bucket: string;
  private readonly prefix: string;

  constructor(
    options: S3StorageOptions,
    private readonly client: S3Client = createS3Client(options),
  ) {
    this.bucket = options.bucket;
    this.prefix = options.prefix ? `${options.prefix.replace(/^\/+|\/+$/g, '')}/` : '';
  }

  private objectKey(key: string): string {
    assertValidKey(key);
    return this.prefix + key;
  }

  async put(key: string, body: Uint8Array | Readable, options?: PutOptions): Promise<{ size: number }> {
    const Key = this.objectKey(key);
    let size = 0;
    let source: Uint8Array | Readable = body;
    if (body instanceof Readable) {
      // Count while streaming; a failing source fails the counter, and the upload is then aborted (nothing stored).
      const counter = new Transform({
        transform(chunk: Uint8Array, _encoding, callback) {
          size += chunk.length;
          callback(null, chunk);
        },
      });
      pipeline(body, counter, () => undefined);
      source = counter;
    } else {
      size = body.length;
    }
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.bucket, Key, Body: source, ContentType: options?.contentType },
      leavePartsOnError: false,
    });
    await upload.done();
    return { size };
  }

  async get(key: string): Promise<Readable> {
    try {
      const answer = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }),
      );
      if (!(answer.Body instanceof Readable)) throw new Error('S3 answered a body that is not a Node stream');
      return answer.Body;
    } catch (error) {
      if (isNotFound(error)) throw new StorageNotFoundError(key);
      throw error;
    }
  }

  async head(key: string): Promise<StoredObjectInfo | null> {
    try {
      const answer = await this.client.send(
        new HeadObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }),
      );
      return { key, size: answer.ContentLength ?? 0, lastModified: answer.LastModified ?? new Date(0) };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }));
  }

  async list(prefix: string): Promise<StoredObjectInfo[]> {
    const found: StoredObjectInfo[] = [];
    let ContinuationToken: string | undefined;
    do {
      const answer = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.bucket, Prefix: this.prefix + prefix, ContinuationToken }),
      );
      for (const item of answer.Contents ?? []) {
        if (!item.Key) continue;
        found.push({
          key: item.Key.slice(this.prefix.length),
          size: item.Size ?? 0,
          lastModified: item.LastModified ?? new Date(0),
        });
      }
      ContinuationToken = answer.IsTruncated ? answer.NextContinuationToken : undefined;
    } while (ContinuationToken);
    return found.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  }

  async signedUrl(key: string, options: SignedUrlOptions): Promise<string> {
    const command = new GetObjectCommand({
      Bucket: this.bucket,
      Key: this.objectKey(key),
      ResponseContentType: options.contentType,
      ResponseContentDisposition: options.filename
        ? `inline; filename*=UTF-8''${encodeURIComponent(options.filename)}`
        : undefined,
    });
    return getSignedUrl(this.client, command, { expiresIn: options.expiresIn });
  }
}
