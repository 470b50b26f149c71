import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeJpeg, makePdf, makePng, makeSvg } from '../images/test-images';
import { MAX_UPLOAD_BYTES } from '../limits';
import { startS3rver } from '../storage/s3rver-support';
import type { RunningS3rver } from '../storage/s3rver-support';
import { createTestApp, filesSnapshot, localPath, uploadBytes } from '../test-support';
import type { TestApp, UploadTarget } from '../test-support';

let s3: RunningS3rver;
beforeAll(async () => {
  s3 = await startS3rver();
});
afterAll(async () => {
  await s3.close();
});

const MB = 1024 * 1024;

describe.each(['local', 's3'] as const)('direct upload (%s storage)', (driver) => {
  let t: TestApp;
  let owner: Awaited<ReturnType<TestApp['user']>>;

  beforeAll(async () => {
    t = await createTestApp({ env: driver === 's3' ? await s3.bucketEnv(`uploads-${Date.now()}`) : {} });
    owner = await t.user();
  });
  afterAll(async () => {
    await t.close();
  });

  it('reserves a blob, takes the bytes and records size, checksum and the sniffed type', async () => {
    const jpeg = await makeJpeg(64, 48);
    const { target, put, blobId } = await uploadBytes(t, owner.auth, jpeg, {
      filename: 'Holiday photo.JPG',
      content_type: 'image/jpeg',
    });
    expect(target.statusCode).toBe(201);
    const data = target.json<{ data: UploadTarget & Record<string, unknown> }>().data;
    expect(data.upload_url).toMatch(/^http:\/\/files\.test\/api\/v1\/uploads\/[0-9a-f-]{36}\?token=/);
    expect(data).toMatchObject({
      method: 'PUT',
      max_byte_size: MAX_UPLOAD_BYTES,
      headers: { 'Content-Type': 'image/jpeg' },
    });
    expect(put?.statusCode).toBe(200);
    expect(put?.json()).toEqual({
      data: {
        blob_id: blobId,
        byte_size: jpeg.length,
        content_type: 'image/jpeg',
        checksum: expect.stringMatching(/^[0-9a-f]{64}$/),
      },
    });
    const row = await t.database.db
      .selectFrom('blobs')
      .selectAll()
      .where('id', '=', blobId!)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      filename: 'Holiday-photo.JPG',
      byte_size: jpeg.length,
      created_by: owner.id,
    });
    expect(row.uploaded_at).toBeInstanceOf(Date);
    expect(JSON.stringify(row.metadata)).not.toContain('token');
  });

  it('refuses a 20 MB file announced as such before any byte is sent', async () => {
    const before = await filesSnapshot(t);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/uploads',
      headers: owner.auth,
      payload: { filename: 'huge.jpg', content_type: 'image/jpeg', byte_size: 20 * MB },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: {
        code: 'file_too_large',
        message: 'The file is 20 MB; files may be at most 16 MB',
        field: 'byte_size',
      },
    });
    expect(await filesSnapshot(t)).toEqual(before);
  });

  it('cuts off a 20 MB body whose size was not announced, leaving nothing behind', async () => {
    const before = await filesSnapshot(t);
    const target = await t.app.inject({
      method: 'POST',
      url: '/api/v1/uploads',
      headers: owner.auth,
      payload: { filename: 'liar.jpg', content_type: 'image/jpeg', byte_size: 1000 },
    });
    const { upload_url } = target.json<{ data: UploadTarget }>().data;
    const jpegStart = await makeJpeg(16, 16);
    // 20 chunks of 1 MB, streamed without a Content-Length.
    const body = Readable.from(
      (function* () {
        yield jpegStart;
        for (let i = 0; i < 20; i++) yield Buffer.alloc(MB, i);
      })(),
    );
    const put = await t.app.inject({ method: 'PUT', url: localPath(upload_url), payload: body });
    expect(put.statusCode).toBe(413);
    expect(put.json()).toEqual({
      error: {
        code: 'file_too_large',
        message: 'The file is larger than 16 MB; files may be at most 16 MB',
        field: 'file',
      },
    });
    expect(await filesSnapshot(t)).toEqual(before);
  });

  it('refuses a 20 MB body by its Content-Length without reading it', async () => {
    const before = await filesSnapshot(t);
    const big = Buffer.alloc(20 * MB, 1);
    (await makeJpeg(16, 16)).copy(big);
    const { put } = await uploadBytes(t, owner.auth, big, {
      filename: 'big.jpg',
      content_type: 'image/jpeg',
      byte_size: 1000,
    });
    expect(put?.statusCode).toBe(413);
    expect(put?.json<{ error: { code: string } }>().error.code).toBe('file_too_large');
    expect(await filesSnapshot(t)).toEqual(before);
  });

  it('refuses a PDF renamed to .jpg from its bytes, leaving nothing behind', async () => {
    const before = await filesSnapshot(t);
    const { target, put } = await uploadBytes(t, owner.auth, makePdf(), {
      filename: 'invoice.jpg',
      content_type: 'image/jpeg',
    });
    expect(target.statusCode).toBe(201);
    expect(put?.statusCode).toBe(400);
    expect(put?.json()).toEqual({
      error: {
        code: 'unsupported_type',
        message: 'The file is a PDF document. Only JPEG, PNG and SVG images are accepted',
        field: 'file',
      },
    });
    expect(await filesSnapshot(t)).toEqual(before);
  });

  it('refuses files below 0.0001 MB', async () => {
    const before = await filesSnapshot(t);
    const dot = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]);
    const announced = await uploadBytes(t, owner.auth, dot, { filename: 'dot.jpg' });
    expect(announced.target.json()).toMatchObject({ error: { code: 'file_too_small', field: 'byte_size' } });
    const { put } = await uploadBytes(t, owner.auth, dot, { filename: 'dot.jpg', byte_size: undefined });
    expect(put?.json()).toEqual({
      error: {
        code: 'file_too_small',
        message: 'The file is only 6 bytes; files must be at least 105 bytes',
        field: 'file',
      },
    });
    expect(await filesSnapshot(t)).toEqual(before);
  });

  it('refuses declared types it will never accept, naming the field', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/uploads',
      headers: owner.auth,
      payload: { filename: 'a.pdf', content_type: 'application/pdf' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: {
        code: 'unsupported_type',
        message: 'Files of type application/pdf are not accepted. Only JPEG, PNG and SVG images are accepted',
        field: 'content_type',
      },
    });
    const sticker = await t.app.inject({
      method: 'POST',
      url: '/api/v1/uploads',
      headers: owner.auth,
      payload: { filename: 'a.svg', content_type: 'image/svg+xml', model: 'sticker' },
    });
    expect(sticker.json<{ error: { message: string } }>().error.message).toBe(
      'Files of type image/svg+xml are not accepted. Stickers accept JPEG and PNG images',
    );
  });

  it('checks the input and the sign-in', async () => {
    const noToken = await t.app.inject({
      method: 'POST',
      url: '/api/v1/uploads',
      payload: { filename: 'a.jpg' },
    });
    expect(noToken.statusCode).toBe(401);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/v1/uploads',
      headers: owner.auth,
      payload: { filename: '' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ error: { field: string } }>().error.field).toBe('filename');
    const badToken = await t.app.inject({
      method: 'POST',
      url: '/api/v1/uploads',
      headers: { authorization: 'Bearer nonsense' },
      payload: { filename: 'a.jpg' },
    });
    expect(badToken.statusCode).toBe(401);
  });

  it('accepts bytes only with the right token, and only once', async () => {
    const png = await makePng(20, 20);
    const target = await t.app.inject({
      method: 'POST',
      url: '/api/v1/uploads',
      headers: owner.auth,
      payload: { filename: 'p.png' },
    });
    const { upload_url, blob_id } = target.json<{ data: UploadTarget }>().data;
    const wrong = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/uploads/${blob_id}?token=wrong`,
      payload: png,
    });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json<{ error: { code: string } }>().error.code).toBe('invalid_upload_token');
    const missing = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/uploads/${crypto.randomUUID()}?token=x`,
      payload: png,
    });
    expect(missing.statusCode).toBe(404);
    const first = await t.app.inject({ method: 'PUT', url: localPath(upload_url), payload: png });
    expect(first.statusCode).toBe(200);
    const again = await t.app.inject({ method: 'PUT', url: localPath(upload_url), payload: png });
    expect(again.statusCode).toBe(409);
    expect(again.json<{ error: { code: string } }>().error.code).toBe('already_uploaded');
  });

  it('takes anonymous uploads through an open sticker link (JPEG and PNG only)', async () => {
    const open = await t.album(owner.id, { stickerLink: true });
    const closed = await t.album(owner.id);
    const jpeg = await makeJpeg(40, 40);
    const base = { filename: 'me.jpg', content_type: 'image/jpeg', client_id: 'client-12345' };
    const { put, blobId } = await uploadBytes(t, {}, jpeg, {
      ...base,
      sticker_upload_token: open.stickerToken,
    });
    expect(put?.statusCode).toBe(200);
    const row = await t.database.db
      .selectFrom('blobs')
      .selectAll()
      .where('id', '=', blobId!)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      created_by: null,
      client_id: 'client-12345',
      metadata: { album_id: open.id, model: 'sticker' },
    });

    const refused = await uploadBytes(t, {}, jpeg, { ...base, sticker_upload_token: closed.stickerToken });
    expect(refused.target.statusCode).toBe(404);
    const noClient = await uploadBytes(t, {}, jpeg, {
      filename: 'me.jpg',
      sticker_upload_token: open.stickerToken,
    });
    expect(noClient.target.json()).toMatchObject({ error: { field: 'client_id' } });
    const svg = await uploadBytes(t, {}, makeSvg(), {
      filename: 'me.png',
      client_id: 'client-12345',
      sticker_upload_token: open.stickerToken,
    });
    expect(svg.put?.json()).toMatchObject({
      error: {
        code: 'unsupported_type',
        message: 'The file is an SVG image. Stickers accept JPEG and PNG images',
      },
    });
  });
});
