import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeBackends, startTestServer, type TestServer, type TestUser } from '../../test/harness';
import type { PhotoCheck } from './verdict';

// A head-and-shoulders crop of a photo that face-api ships with its demo (taken by its author, MIT licence).
const demo = join(
  dirname(createRequire(import.meta.url).resolve('@vladmandic/face-api/package.json')),
  'demo',
);
const portraitOf = () =>
  sharp(readFileSync(join(demo, 'sample1.jpg')))
    .extract({ left: 1276, top: 50, width: 600, height: 800 })
    .jpeg()
    .toBuffer();

describeBackends('photo check of sticker link uploads', (backend) => {
  let server: TestServer;
  let owner: TestUser;
  let portrait: Buffer;
  let token: string;
  let albumId: string;

  beforeAll(async () => {
    server = await startTestServer(backend);
    owner = await server.user();
    portrait = await portraitOf();
    const fixture = await server.album(owner);
    albumId = fixture.id;
    const patched = await server.request({
      method: 'PATCH',
      url: `/albums/${fixture.id}`,
      headers: owner.headers,
      payload: { stickerUploadEnabled: true },
    });
    token = (patched.json().data.album.stickerUploadsPath as string).split('/').pop()!;
  });
  afterAll(() => server.close());

  async function uploadBlob(bytes: Buffer, clientId: string, type = 'image/jpeg'): Promise<string> {
    const target = await server.request({
      method: 'POST',
      url: '/uploads',
      payload: {
        filename: 'me.jpg',
        content_type: type,
        byte_size: bytes.length,
        model: 'sticker',
        sticker_upload_token: token,
        client_id: clientId,
      },
    });
    expect(target.statusCode, target.body).toBe(201);
    const data = target.json().data;
    const url = new URL(data.upload_url);
    const put = await server.app.inject({
      method: 'PUT',
      url: url.pathname + url.search,
      headers: data.headers,
      payload: bytes,
    });
    expect(put.statusCode).toBe(200);
    return data.blob_id;
  }

  const check = (payload: object, link = token) =>
    server.request({ method: 'POST', url: `/public/sticker_uploads/${link}/photo_check`, payload });

  it('answers the verdict on a portrait: a face, centred box, every check in order', async () => {
    const blobId = await uploadBlob(portrait, 'client-a');
    const response = await check({ blob_id: blobId, client_id: 'client-a' });
    expect(response.statusCode, response.body).toBe(200);
    const verdict = response.json<{ data: { photo_check: PhotoCheck } }>().data.photo_check;
    expect(verdict.checks.map((c) => c.code)).toEqual([
      'face',
      'face_size',
      'one_face',
      'sharpness',
      'lighting',
      'resolution',
    ]);
    expect(verdict.ok).toBe(true);
    expect(verdict.face!.x).toBeGreaterThan(0.1);
    expect(verdict.face!.x + verdict.face!.width).toBeLessThan(0.9);
    // Asked again: the same verdict, kept per file.
    expect((await check({ blob_id: blobId, client_id: 'client-a' })).json()).toEqual(response.json());
  }, 60_000);

  it('fails a dark, blurred photo with its reasons', async () => {
    const bad = await sharp(portrait).blur(12).linear(0.2, 0).jpeg().toBuffer();
    const blobId = await uploadBlob(bad, 'client-b');
    const verdict = (await check({ blob_id: blobId, client_id: 'client-b' })).json().data.photo_check;
    expect(verdict.ok).toBe(false);
    const failing = (verdict.checks as Array<{ code: string; ok: boolean }>)
      .filter((c) => !c.ok)
      .map((c) => c.code);
    expect(failing).toEqual(expect.arrayContaining(['sharpness', 'lighting']));
  }, 60_000);

  it('checks only the client’s own uploaded files, on an open link', async () => {
    const blobId = await uploadBlob(portrait, 'client-c');
    expect((await check({ blob_id: blobId, client_id: 'someone-else' })).statusCode).toBe(403);
    const unknown = await check({ blob_id: '00000000-0000-4000-8000-000000000000', client_id: 'client-c' });
    expect(unknown.json()).toMatchObject({ error: { code: 'unknown_blob', field: 'blob_id' } });
    expect((await check({ blob_id: blobId, client_id: 'client-c' }, 'no-such-link')).statusCode).toBe(404);
    expect((await check({ blob_id: blobId })).json()).toMatchObject({ error: { code: 'invalid_input' } });
  }, 60_000);

  it('gives the organiser the verdict on each upload', async () => {
    const blobId = await uploadBlob(portrait, 'client-d');
    const submitted = await server.request({
      method: 'POST',
      url: `/public/sticker_uploads/${token}`,
      payload: { sticker_upload: { name: 'Ada', blob_id: blobId, client_id: 'client-d' } },
    });
    expect(submitted.statusCode, submitted.body).toBe(201);
    const verdict = (await check({ blob_id: blobId, client_id: 'client-d' })).json().data.photo_check;
    const list = await server.request({
      method: 'GET',
      url: `/albums/${albumId}/sticker_uploads`,
      headers: owner.headers,
    });
    const uploads = list.json().data.sticker_uploads as Array<{
      name: string;
      photo_check: PhotoCheck | null;
    }>;
    expect(uploads.find((u) => u.name === 'Ada')!.photo_check).toEqual(verdict);
  }, 60_000);

  it('limits checks per address, like the link’s other public writes', async () => {
    const limited = await startTestServer(backend, {
      RATE_LIMIT_PUBLIC_WRITE: '2/1m',
      RATE_LIMIT_PUBLIC_WRITE_TOKEN: '100/1m',
    });
    try {
      const ask = () =>
        limited.request({
          method: 'POST',
          url: '/public/sticker_uploads/some-link/photo_check',
          payload: { blob_id: 'none', client_id: 'client-e' },
        });
      expect((await ask()).statusCode).toBe(404);
      expect((await ask()).statusCode).toBe(404);
      const refused = await ask();
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ error: { code: 'rate_limited' } });
    } finally {
      await limited.close();
    }
  }, 60_000);
});
