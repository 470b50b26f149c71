import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Order, OrderExport } from '@album/api-client';
import { describeBackends, startTestServer, type TestServer, type TestUser } from '../../../test/harness';
import { adminUrl, pgTestUrl } from '../../../test/postgres';
import { orderExportSchema } from '../export-schema';
import { transfersOf } from '../index';
import { insertTestOrder } from '../test-orders';
import { addTestStickers } from './test-stickers';

const run = promisify(execFile);
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

describeBackends('order transfer', (backend) => {
  let server: TestServer;
  let admin: TestUser;
  let owner: TestUser;
  let orderId: string;
  let dir: string;
  let target: string;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'order-transfer-'));
    target = join(dir, 'transfers');
    // 72 dpi keeps the renders of a whole album quick; the settings are otherwise those of production.
    server = await startTestServer(backend, { TRANSFER_TARGET: `file://${target}`, TRANSFER_DPI: '72' });
    if (backend === 'postgres') {
      // The render queue opens its own pool: it needs the harness's database URL in the config (as render-jobs).
      const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(server.ctx.db);
      server.ctx.config.databaseUrl = adminUrl(pgTestUrl()!, rows[0]!.name);
    }
    admin = await server.user({ roles: ['admin'] });
    owner = await server.user();
    const album = await server.album(owner);
    await addTestStickers(server, owner, album.id, 6);
    orderId = await insertTestOrder(server.ctx.db, { albumId: album.id, userId: owner.id });
  });

  afterAll(async () => {
    await server?.close();
    await rm(dir, { recursive: true, force: true });
  });

  const call = (method: 'GET' | 'POST', path: string) =>
    server.request({ method, url: path, headers: admin.headers });

  it('renders the production files, delivers one ZIP with a manifest whose checksums match, sound PDFs', async () => {
    const started = await call('POST', `/orders/${orderId}/transfer`);
    expect(started.statusCode).toBe(202);
    const order: Order = started.json().data.order;
    expect(order.transfer_status.status).toBe('pending');
    expect(order.order_updates.map((u) => u.signal)).toContain('transfer_started');
    expect((await call('GET', `/orders/${orderId}/esveco_artifact`)).json().data).toEqual({
      blob_url: null,
      status: 'running',
    });
    // A second start while the first runs is refused.
    const again = await call('POST', `/orders/${orderId}/transfer`);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('transfer_running');

    const transfer = await server.ctx.db
      .selectFrom('order_transfers')
      .select(['id', 'jobs'])
      .where('order_id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(transfer.jobs.map((job) => job.kind)).toEqual(['cover', 'inside', 'stickers', 'stickerpack']);
    // The watcher in this process follows the render jobs the worker runs, then bundles and delivers.
    await transfersOf(server.ctx)!.watch(transfer.id);

    const artifact = (await call('GET', `/orders/${orderId}/esveco_artifact`)).json().data;
    const row = await server.ctx.db
      .selectFrom('order_transfers')
      .select(['status', 'error'])
      .where('id', '=', transfer.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'done', error: null });
    expect(artifact.status).toBe('done');
    const { pathname, search } = new URL(artifact.blob_url);
    const download = await server.app.inject({ method: 'GET', url: pathname + search });
    expect(download.statusCode).toBe(200);
    const zipPath = join(dir, 'artifact.zip');
    await writeFile(zipPath, download.rawPayload);

    // The same ZIP was delivered to the target folder, under the order's id.
    const delivered = await readdir(join(target, orderId));
    expect(delivered).toHaveLength(1);
    expect(sha256(await readFile(join(target, orderId, delivered[0]!)))).toBe(sha256(download.rawPayload));

    const unpacked = join(dir, 'unpacked');
    await run('unzip', ['-q', zipPath, '-d', unpacked]);
    const manifest = JSON.parse(await readFile(join(unpacked, 'manifest.json'), 'utf8'));
    expect(manifest).toMatchObject({ schema_version: 1, order_id: orderId });
    expect(manifest.files.map((f: { name: string }) => f.name)).toEqual([
      'cover.pdf',
      'inside.pdf',
      'stickers.pdf',
      'stickerpack.pdf',
    ]);
    expect((await readdir(unpacked)).sort()).toEqual(
      [...manifest.files.map((f: { name: string }) => f.name), 'manifest.json'].sort(),
    );
    for (const file of manifest.files as Array<{
      name: string;
      size: number;
      sha256: string;
      pages: number;
    }>) {
      const bytes = await readFile(join(unpacked, file.name));
      expect(bytes.byteLength, file.name).toBe(file.size);
      expect(sha256(bytes), file.name).toBe(file.sha256);
      expect(file.pages, file.name).toBeGreaterThan(0);
      await run('qpdf', ['--check', join(unpacked, file.name)]);
    }

    const done: Order = (await call('GET', `/orders/${orderId}`)).json().data.order;
    expect(done.transfer_status.status).toBe('done');
    expect(Date.parse(done.transfer_status.date!)).not.toBeNaN();
    expect(done.order_updates.map((u) => u.signal)).toEqual(
      expect.arrayContaining(['transfer_started', 'transfer_completed']),
    );

    // The export now lists the production files and the ZIP, still in the documented schema.
    const exported: OrderExport = (await call('GET', `/orders/${orderId}/esveco_json`)).json().data;
    expect(orderExportSchema.safeParse(exported).success).toBe(true);
    expect(exported.production).toMatchObject({ status: 'done', files: manifest.files });
    expect(exported.production.artifact).toEqual({
      name: delivered[0],
      size: download.rawPayload.byteLength,
      sha256: sha256(download.rawPayload),
    });
  });

  it('ends a transfer whose render fails as failed, with the reason on the timeline, and keeps the order pending', async () => {
    // An album without stickers has no sticker sheets to print.
    const bare = await server.album(owner);
    const bareOrder = await insertTestOrder(server.ctx.db, { albumId: bare.id, userId: owner.id });
    expect((await call('POST', `/orders/${bareOrder}/transfer`)).statusCode).toBe(202);
    const transfer = await server.ctx.db
      .selectFrom('order_transfers')
      .select('id')
      .where('order_id', '=', bareOrder)
      .executeTakeFirstOrThrow();
    await transfersOf(server.ctx)!.watch(transfer.id);
    expect((await call('GET', `/orders/${bareOrder}/esveco_artifact`)).json().data).toEqual({
      blob_url: null,
      status: 'failed',
    });
    const order: Order = (await call('GET', `/orders/${bareOrder}`)).json().data.order;
    expect(order.transfer_status.status).toBe('pending');
    const failed = order.order_updates.find((u) => u.signal === 'transfer_failed')!;
    expect(failed.message).toBe('stickers: Nothing to print: the settings select no page of mode stickers');
  });

  it('watches again, at start, a transfer an earlier process left running', async () => {
    const bare = await server.album(owner);
    const orphan = await insertTestOrder(server.ctx.db, { albumId: bare.id, userId: owner.id });
    // Stopped between recording the transfer and its render jobs: nothing to wait for, so it fails with why.
    const id = '00000000-0000-4000-8000-0000000000aa';
    await server.ctx.db
      .insertInto('order_transfers')
      .values({ id, order_id: orphan, status: 'running', jobs: '[]', target: 'folder' })
      .execute();
    const transfers = transfersOf(server.ctx)!;
    await transfers.resume();
    await transfers.watch(id);
    const row = await server.ctx.db
      .selectFrom('order_transfers')
      .select(['status', 'error'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'failed', error: 'The transfer stopped before its render jobs were made' });
  });
});
