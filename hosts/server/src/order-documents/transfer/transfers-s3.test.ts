import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, type TestUser } from '../../../test/harness';
import { createStorage, readAll } from '../../files/storage';
import { startS3rver, type RunningS3rver } from '../../files/storage/s3rver-support';
import { transfersOf } from '../index';
import { insertTestOrder } from '../test-orders';
import { addTestStickers } from './test-stickers';

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

// One backend is enough here: what differs from the folder target is only where the ZIP goes.
describe('order transfer to an S3 bucket', () => {
  let s3: RunningS3rver;
  let server: TestServer;
  let admin: TestUser;
  let env: Record<string, string>;

  beforeAll(async () => {
    s3 = await startS3rver();
    const bucket = await s3.bucketEnv('print-partner', 'incoming');
    // The server keeps its own files on disk; only the transfer target is the bucket, with the storage's S3 settings.
    const { STORAGE_URL: _storage, ...s3Settings } = bucket;
    env = { ...s3Settings, TRANSFER_TARGET: 's3://print-partner/incoming', TRANSFER_DPI: '72' };
    server = await startTestServer('pglite', env);
    admin = await server.user({ roles: ['admin'] });
  });

  afterAll(async () => {
    await server?.close();
    await s3?.close();
  });

  it('puts the ZIP into the bucket under the order’s id', async () => {
    const owner = await server.user();
    const album = await server.album(owner);
    await addTestStickers(server, owner, album.id, 4);
    const orderId = await insertTestOrder(server.ctx.db, {
      albumId: album.id,
      userId: owner.id,
      packaging: 'stickerbox_single_variety',
    });
    const started = await server.request({
      method: 'POST',
      url: `/orders/${orderId}/transfer`,
      headers: admin.headers,
    });
    expect(started.statusCode).toBe(202);
    const transfer = await server.ctx.db
      .selectFrom('order_transfers')
      .select(['id', 'jobs'])
      .where('order_id', '=', orderId)
      .executeTakeFirstOrThrow();
    // Boxes of one subject are cut from the sticker sheets: no stickerpack file.
    expect(transfer.jobs.map((job) => job.kind)).toEqual(['cover', 'inside', 'stickers']);
    await transfersOf(server.ctx)!.watch(transfer.id);

    const done = await server.ctx.db
      .selectFrom('order_transfers')
      .select(['status', 'location', 'manifest'])
      .where('id', '=', transfer.id)
      .executeTakeFirstOrThrow();
    expect(done.status).toBe('done');
    const artifact = (done.manifest as { artifact: { name: string; sha256: string } }).artifact;
    expect(done.location).toBe(`s3://print-partner/incoming/${orderId}/${artifact.name}`);
    const bucket = createStorage(server.ctx.config.documents.transfer.target.storage);
    const stored = await readAll(await bucket.get(`${orderId}/${artifact.name}`));
    expect(sha256(stored)).toBe(artifact.sha256);
  });
});
