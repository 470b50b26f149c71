import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AlbumImage } from '@album/editor-core';
import { json } from '../../db/json';
import { newId } from '../../http/ids';
import { startS3rver } from '../storage/s3rver-support';
import type { RunningS3rver } from '../storage/s3rver-support';
import { createTestApp, filesSnapshot, localPath, uploadBytes } from '../test-support';
import type { TestApp } from '../test-support';
import { makeJpeg, makePdf, makePng, makeSvg } from './test-images';

let s3: RunningS3rver;
beforeAll(async () => {
  s3 = await startS3rver();
});
afterAll(async () => {
  await s3.close();
});

type User = Awaited<ReturnType<TestApp['user']>>;

describe.each(['local', 's3'] as const)('album images (%s storage)', (driver) => {
  let t: TestApp;
  let owner: User;
  let stranger: User;
  let album: string;

  beforeAll(async () => {
    t = await createTestApp({ env: driver === 's3' ? await s3.bucketEnv(`images-${Date.now()}`) : {} });
    owner = await t.user();
    stranger = await t.user();
    album = (await t.album(owner.id)).id;
  });
  afterAll(async () => {
    await t.close();
  });

  /** Uploads the bytes and asks for an image of them. */
  async function createImage(
    bytes: Buffer,
    filename: string,
    body: Record<string, unknown> = {},
    user = owner,
  ) {
    const { put, blobId } = await uploadBytes(t, user.auth, bytes, {
      filename,
      ...(body.model ? { model: body.model } : {}),
    });
    expect(put?.statusCode, put?.body).toBe(200);
    return t.app.inject({
      method: 'POST',
      url: `/api/v1/albums/${album}/images`,
      headers: user.auth,
      payload: { blob_id: blobId, model: 'image', ...body },
    });
  }

  /** GETs a blob URL of an image answer (following the S3 redirect). */
  async function download(
    url: string,
  ): Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }> {
    const response = await t.app.inject({ method: 'GET', url: localPath(url) });
    if (response.statusCode === 302) {
      const fetched = await fetch(String(response.headers.location));
      return {
        status: fetched.status,
        headers: { ...response.headers, 'content-type': fetched.headers.get('content-type') },
        body: Buffer.from(await fetched.arrayBuffer()),
      };
    }
    return { status: response.statusCode, headers: response.headers, body: response.rawPayload };
  }

  it('makes a JPEG into an image with every rendition, EXIF stripped and turned upright', async () => {
    const jpeg = await makeJpeg(1500, 1000, { orientation: 6, artist: 'Secret Photographer' });
    const face = { x: 100, y: 200, width: 300, height: 300 };
    const response = await createImage(jpeg, 'portrait.jpeg', { details: { width: 1, height: 1, face } });
    expect(response.statusCode, response.body).toBe(201);
    const image = response.json<{ data: { image: AlbumImage } }>().data.image;
    expect(image).toMatchObject({
      model: 'image',
      details: { width: 1000, height: 1500, face },
      blob: { filename: 'portrait.jpg' },
    });
    for (const variant of ['original', 'full', 'large', 'medium', 'small'] as const) {
      expect(image.blob[variant], variant).toMatch(
        /^http:\/\/files\.test\/api\/v1\/blobs\/[0-9a-f-]{36}\/portrait.*\.jpg\?exp=\d+&sig=/,
      );
    }
    const original = await download(image.blob.original!);
    expect(original.status).toBe(200);
    expect(original.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(original.body).metadata();
    expect([meta.width, meta.height]).toEqual([1000, 1500]);
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(original.body.includes(Buffer.from('Secret Photographer'))).toBe(false);
    const small = await sharp((await download(image.blob.small!)).body).metadata();
    expect([small.width, small.height]).toEqual([67, 100]);

    const snapshot = await filesSnapshot(t);
    expect(snapshot.objects.filter((key) => key.startsWith('uploads/'))).toEqual([]);
  });

  it('keeps PNG transparency for stickers and keeps SVG as a vector original', async () => {
    const png = await createImage(await makePng(300, 200, true), 'me.png', { model: 'sticker' });
    expect(png.statusCode, png.body).toBe(201);
    const sticker = png.json<{ data: { image: AlbumImage } }>().data.image;
    expect(sticker.model).toBe('sticker');
    expect((await sharp((await download(sticker.blob.medium!)).body).metadata()).hasAlpha).toBe(true);

    const svg = await createImage(makeSvg(), 'logo.svg');
    expect(svg.statusCode, svg.body).toBe(201);
    const logo = svg.json<{ data: { image: AlbumImage } }>().data.image;
    expect(logo.details).toMatchObject({ width: 100, height: 80 });
    const original = await download(logo.blob.original!);
    expect(original.headers['content-type']).toBe('image/svg+xml');
    expect(original.body.toString()).toContain('<circle');
    if (driver === 'local')
      expect(original.headers['content-security-policy']).toContain("default-src 'none'");
    expect((await download(logo.blob.large!)).headers['content-type']).toBe('image/png');
  });

  it('refuses a 40 Mpx PNG, an SVG with a script and a PDF, leaving nothing behind', async () => {
    const before = await filesSnapshot(t);
    const big = await createImage(
      await sharp({ create: { width: 8000, height: 5000, channels: 3, background: '#fff' } })
        .png()
        .toBuffer(),
      'big.png',
    );
    expect(big.statusCode).toBe(400);
    expect(big.json()).toEqual({
      error: {
        code: 'too_many_pixels',
        message: 'The image has 40.0 million pixels (8000 × 5000); at most 32 million are accepted',
        field: 'blob_id',
      },
    });
    const script = await createImage(makeSvg('<script>alert("x")</script>'), 'evil.svg');
    expect(script.statusCode).toBe(400);
    expect(script.json()).toEqual({
      error: {
        code: 'svg_script',
        message: 'The SVG contains a <script> element, which is not allowed',
        field: 'blob_id',
      },
    });
    const external = await createImage(
      makeSvg('<image href="https://example.org/x.png" width="5" height="5"/>'),
      'ext.svg',
    );
    expect(external.json()).toMatchObject({ error: { code: 'svg_external_reference' } });
    const pdf = await uploadBytes(t, owner.auth, makePdf(), {
      filename: 'invoice.jpg',
      content_type: 'image/jpeg',
    });
    expect(pdf.put?.json()).toMatchObject({ error: { code: 'unsupported_type' } });
    expect(await filesSnapshot(t)).toEqual(before);
  });

  it('answers sign-in, access and input errors', async () => {
    const { blobId } = await uploadBytes(t, owner.auth, await makeJpeg(50, 50), { filename: 'a.jpg' });
    const url = `/api/v1/albums/${album}/images`;
    const payload = { blob_id: blobId, model: 'image' };
    expect((await t.app.inject({ method: 'POST', url, payload })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url, headers: stranger.auth, payload })).statusCode).toBe(
      403,
    );
    const unknownAlbum = await t.app.inject({
      method: 'POST',
      url: `/api/v1/albums/${newId()}/images`,
      headers: owner.auth,
      payload,
    });
    expect(unknownAlbum.statusCode).toBe(404);
    const bad = await t.app.inject({ method: 'POST', url, headers: owner.auth, payload: { model: 'image' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: { code: 'invalid_input', field: 'blob_id' } });
    const badModel = await t.app.inject({
      method: 'POST',
      url,
      headers: owner.auth,
      payload: { ...payload, model: 'poster' },
    });
    expect(badModel.json()).toMatchObject({ error: { field: 'model' } });
    const unknownBlob = await t.app.inject({
      method: 'POST',
      url,
      headers: owner.auth,
      payload: { ...payload, blob_id: newId() },
    });
    expect(unknownBlob.json()).toMatchObject({ error: { code: 'unknown_blob', field: 'blob_id' } });

    // Someone else's upload cannot be used, even in an album of theirs.
    const strangerAlbum = (await t.album(stranger.id)).id;
    const stolen = await t.app.inject({
      method: 'POST',
      url: `/api/v1/albums/${strangerAlbum}/images`,
      headers: stranger.auth,
      payload,
    });
    expect(stolen.json()).toMatchObject({ error: { code: 'unknown_blob' } });

    const locked = (await t.album(owner.id, { locked: true })).id;
    const lockedAnswer = await t.app.inject({
      method: 'POST',
      url: `/api/v1/albums/${locked}/images`,
      headers: owner.auth,
      payload,
    });
    expect(lockedAnswer.json()).toMatchObject({ error: { code: 'album_locked' } });

    const first = await t.app.inject({ method: 'POST', url, headers: owner.auth, payload });
    expect(first.statusCode).toBe(201);
    const again = await t.app.inject({ method: 'POST', url, headers: owner.auth, payload });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: { code: 'blob_in_use' } });

    const reserved = await t.app.inject({
      method: 'POST',
      url: '/api/v1/uploads',
      headers: owner.auth,
      payload: { filename: 'x.jpg' },
    });
    const incomplete = await t.app.inject({
      method: 'POST',
      url,
      headers: owner.auth,
      payload: { blob_id: reserved.json<{ data: { blob_id: string } }>().data.blob_id },
    });
    expect(incomplete.json()).toMatchObject({ error: { code: 'upload_incomplete' } });
  });

  it('turns a library image into a sticker, but not an SVG', async () => {
    const jpeg = (await createImage(await makeJpeg(80, 80), 'x.jpg')).json<{ data: { image: AlbumImage } }>()
      .data.image;
    const svg = (await createImage(makeSvg(), 'x.svg')).json<{ data: { image: AlbumImage } }>().data.image;
    const url = (id: string) => `/api/v1/images/${id}`;
    const patched = await t.app.inject({
      method: 'PATCH',
      url: url(jpeg.id),
      headers: owner.auth,
      payload: { model: 'sticker' },
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json<{ data: { image: AlbumImage } }>().data.image).toMatchObject({
      id: jpeg.id,
      model: 'sticker',
    });
    const refused = await t.app.inject({
      method: 'PATCH',
      url: url(svg.id),
      headers: owner.auth,
      payload: { model: 'sticker' },
    });
    expect(refused.json()).toEqual({
      error: {
        code: 'unsupported_type',
        message: 'Stickers accept JPEG and PNG images; this image is an SVG',
        field: 'model',
      },
    });
    expect(
      (await t.app.inject({ method: 'PATCH', url: url(jpeg.id), payload: { model: 'sticker' } })).statusCode,
    ).toBe(401);
    expect(
      (
        await t.app.inject({
          method: 'PATCH',
          url: url(jpeg.id),
          headers: stranger.auth,
          payload: { model: 'sticker' },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await t.app.inject({
          method: 'PATCH',
          url: url(newId()),
          headers: owner.auth,
          payload: { model: 'sticker' },
        })
      ).statusCode,
    ).toBe(404);
    const bad = await t.app.inject({
      method: 'PATCH',
      url: url(jpeg.id),
      headers: owner.auth,
      payload: { model: 'poster' },
    });
    expect(bad.json()).toMatchObject({ error: { code: 'invalid_input', field: 'model' } });
  });

  it('deletes an image with its files, keeping files another image still uses', async () => {
    const before = await filesSnapshot(t);
    const image = (await createImage(await makeJpeg(120, 90), 'del.jpg')).json<{
      data: { image: AlbumImage };
    }>().data.image;
    // A copy of the row (as an album made from a blueprint has) shares the files.
    const row = await t.database.db
      .selectFrom('images')
      .selectAll()
      .where('id', '=', image.id)
      .executeTakeFirstOrThrow();
    const copyId = newId();
    await t.database.db
      .insertInto('images')
      .values({ ...row, id: copyId, details: json(row.details), meta: json(row.meta), tags: json(row.tags) })
      .execute();
    const url = `/api/v1/images/${image.id}`;
    expect((await t.app.inject({ method: 'DELETE', url })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'DELETE', url, headers: stranger.auth })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'DELETE', url, headers: owner.auth })).statusCode).toBe(204);
    expect((await t.app.inject({ method: 'DELETE', url, headers: owner.auth })).statusCode).toBe(404);
    const shared = await filesSnapshot(t);
    expect(shared.objects.length).toBe(before.objects.length + 5);
    expect((await download(image.blob.medium!)).status).toBe(200);

    await t.app.inject({ method: 'DELETE', url: `/api/v1/images/${copyId}`, headers: owner.auth });
    expect(await filesSnapshot(t)).toEqual(before);
    expect((await download(image.blob.medium!)).status).toBe(404);
  });

  it('makes images of anonymous sticker-link uploads for the core routes', async () => {
    const open = await t.album(owner.id, { stickerLink: true });
    const { blobId } = await uploadBytes(t, {}, await makeJpeg(60, 90), {
      filename: 'me.jpg',
      client_id: 'client-abcdef',
      sticker_upload_token: open.stickerToken,
    });
    await expect(
      t.ctx.images.createFromBlob({
        albumId: album,
        blobId: blobId!,
        model: 'sticker',
        createdBy: null,
        clientId: 'client-abcdef',
      }),
    ).rejects.toMatchObject({ code: 'unknown_blob' });
    await expect(
      t.ctx.images.createFromBlob({
        albumId: open.id,
        blobId: blobId!,
        model: 'sticker',
        createdBy: null,
        clientId: 'other-client',
      }),
    ).rejects.toMatchObject({ code: 'unknown_blob' });
    const image = await t.ctx.images.createFromBlob({
      albumId: open.id,
      blobId: blobId!,
      model: 'sticker',
      createdBy: null,
      clientId: 'client-abcdef',
    });
    expect(image).toMatchObject({ model: 'sticker', details: { width: 60, height: 90 } });
    const rows = await t.database.db.selectFrom('images').selectAll().where('id', '=', image.id).execute();
    expect(await t.ctx.images.toWire(rows)).toEqual([image]);
    await t.ctx.images.remove([image.id]);
    expect(await t.database.db.selectFrom('images').selectAll().where('id', '=', image.id).execute()).toEqual(
      [],
    );
  });
});
