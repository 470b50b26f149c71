/**
 * An in-process S3 server (s3rver) on loopback for tests, with the environment that points the application's
 * storage at a fresh bucket of it.
 */
import { CreateBucketCommand } from '@aws-sdk/client-s3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { createS3Client } from './s3';

/** s3rver checks request signatures against these fixed credentials. */
export const S3RVER_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export interface RunningS3rver {
  endpoint: string;
  /** Creates a bucket and answers the environment that makes the server store into it. */
  bucketEnv(bucket: string, prefix?: string): Promise<Record<string, string>>;
  close(): Promise<void>;
}

export async function startS3rver(): Promise<RunningS3rver> {
  const directory = mkdtempSync(join(tmpdir(), 'album-s3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory });
  const address = await server.run();
  const endpoint = `http://127.0.0.1:${address.port}`;
  return {
    endpoint,
    async bucketEnv(bucket, prefix = 'files') {
      const client = createS3Client({
        bucket,
        prefix,
        region: 'us-east-1',
        endpoint,
        forcePathStyle: true,
        ...S3RVER_CREDENTIALS,
      });
      await client.send(new CreateBucketCommand({ Bucket: bucket }));
      client.destroy();
      return {
        STORAGE_URL: `s3://${bucket}/${prefix}`,
        S3_ENDPOINT: endpoint,
        S3_REGION: 'us-east-1',
        S3_ACCESS_KEY_ID: S3RVER_CREDENTIALS.accessKeyId,
        S3_SECRET_ACCESS_KEY: S3RVER_CREDENTIALS.secretAccessKey,
        S3_FORCE_PATH_STYLE: '1',
      };
    },
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
