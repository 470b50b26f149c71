import { CreateBucketCommand } from '@aws-sdk/client-s3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3Client, S3Storage } from './s3';
import type { S3StorageOptions } from './s3';
import { storageContract } from './storage-contract';

// s3rver checks request signatures against these fixed credentials.
const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
let server: S3rver;
let directory: string;
let endpoint = '';
let counter = 0;

beforeAll(async () => {
  directory = mkdtempSync(join(tmpdir(), 'album-s3rver-'));
  server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory });
  const address = await server.run();
  endpoint = `http://127.0.0.1:${address.port}`;
});

afterAll(async () => {
  await server.close();
  rmSync(directory, { recursive: true, force: true });
});

function options(bucket: string, prefix: string): S3StorageOptions {
  return { bucket, prefix, region: 'us-east-1', endpoint, forcePathStyle: true, ...credentials };
}

/** A storage on a fresh bucket, so that every contract test starts empty. */
function makeStorage(prefix = 'app/files'): S3Storage {
  const bucket = `bucket-${++counter}`;
  const opts = options(bucket, prefix);
  const client = createS3Client(opts);
  const storage = new S3Storage(opts, client);
  const ready = client.send(new CreateBucketCommand({ Bucket: bucket }));
  // Every method waits for the bucket before its first call.
  return new Proxy(storage, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver) as unknown;
      if (typeof value !== 'function') return value;
      return async (...args: unknown[]) => {
        await ready;
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
}

storageContract('s3 (s3rver)', () => makeStorage());
storageContract('s3 (s3rver, no prefix)', () => makeStorage(''));

describe('s3 specifics', () => {
  it('stores streamed bytes without chunk framing (checksums only when required)', async () => {
    const storage = makeStorage();
    const { Readable } = await import('node:stream');
    await storage.put('plain/stream', Readable.from([Buffer.from('exact '), Buffer.from('bytes')]));
    const response = await fetch(await storage.signedUrl('plain/stream', { expiresIn: 60 }));
    expect(await response.text()).toBe('exact bytes');
  });

  it('signs read URLs that carry content type and file name, and expire', async () => {
    const storage = makeStorage();
    await storage.put('signed/photo', Buffer.from([0xff, 0xd8, 0xff, 0xd9]), { contentType: 'image/jpeg' });
    const url = await storage.signedUrl('signed/photo', {
      expiresIn: 120,
      contentType: 'image/jpeg',
      filename: 'Grüße.jpg',
    });
    expect(url).toContain('X-Amz-Expires=120');
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(response.headers.get('content-disposition')).toContain("filename*=UTF-8''Gr%C3%BC%C3%9Fe.jpg");
    expect(Buffer.from(await response.arrayBuffer())).toEqual(Buffer.from([0xff, 0xd8, 0xff, 0xd9]));
  });

  it('keeps keys under the configured prefix', async () => {
    const bucket = `bucket-${++counter}`;
    const client = createS3Client(options(bucket, ''));
    await client.send(new CreateBucketCommand({ Bucket: bucket }));
    const prefixed = new S3Storage(options(bucket, 'tenant-a'), client);
    const bare = new S3Storage(options(bucket, ''), client);
    await prefixed.put('k/1', Buffer.from('1'));
    expect((await bare.list('')).map((o) => o.key)).toEqual(['tenant-a/k/1']);
    expect((await prefixed.list('')).map((o) => o.key)).toEqual(['k/1']);
  });
});
