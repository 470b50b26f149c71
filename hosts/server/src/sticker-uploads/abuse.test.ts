/**
 * The public sticker link under abuse, against the real server and database: unknown and disabled links, files
 * that are too large, not images or too many pixels, a flood from one browser, markup in the name and the same
 * photo sent twice. Also what the stored photo looks like: orientation applied, EXIF gone.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { makeJpeg, makePng } from '../files/images/test-images';
import { describeBackends, startTestServer, type TestServer, type TestUser } from '../../test/harness';

describeBackends('the public sticker link under abuse', (backend) => {
  let server: TestServer;
  let owner: TestUser;

  beforeAll(async () => {
    // The front door's per-address limits stay out of the way: this suite is one address sending a lot on purpose.
    server = await startTestServer(backend, { RATE_LIMIT_PUBLIC_WRITE: '10000/1m' });
    owner = await server.user();
  });
  afterAll(() => server.close());

  async function openLink() {
    const fixture = await server.album(owner);
    const patched = await server.request({
      method: 'PATCH',
      url: `/albums/${fixture.id}`,
      headers: owner.headers,
      payload: { stickerUploadEnabled: true, stickerUploadContent: 'Send your photo' },
    });
    return {
      id: fixture.id,
      token: (patched.json().data.album.stickerUploadsPath as string).split('/').pop()!,
    };
  }

  /** Reserves an anonymous upload and sends `bytes`; answers the PUT's response and the blob id. */
  async function put(token: string, clientId: string, bytes: Buffer, contentType = 'image/png') {
    const target = await server.request({
      method: 'POST',
      url: '/uploads',
      payload: {
        filename: 'me.png',
        content_type: contentType,
        model: 'sticker',
        sticker_upload_token: token,
        client_id: clientId,
      },
    });
    expect(target.statusCode).toBe(201);
    const data = target.json().data;
    const url = new URL(data.upload_url);
    const response = await server.app.inject({
      method: 'PUT',
      url: url.pathname + url.search,
      headers: data.headers,
      payload: bytes,
    });
    return { response, blobId: data.blob_id as string };
  }

  function submit(token: string, body: Record<string, unknown>) {
    return server.request({
      method: 'POST',
      url: `/public/sticker_uploads/${token}`,
      payload: { sticker_upload: body },
    });
  }

  async function pending(albumId: string) {
    const list = await server.request({
      method: 'GET',
      url: `/albums/${albumId}/sticker_uploads`,
      headers: owner.headers,
    });
    return list.json().data.sticker_uploads as Array<{ id: string; name: string; image: { id: string } }>;
  }

  it('answers unknown and disabled links with 404 and the spec’s message, for reads, uploads and posts', async () => {
    const closed = await server.album(owner);
    const closedToken = closed.album.stickerUploadsPath!.split('/').pop()!;
    for (const token of ['no-such-token', closedToken]) {
      const read = await server.request({ method: 'GET', url: `/public/sticker_uploads/${token}` });
      expect(read.statusCode).toBe(404);
      expect(read.json().error.message).toBe(
        'This album does not exist or is currently not accepting uploads.',
      );
      const reserve = await server.request({
        method: 'POST',
        url: '/uploads',
        payload: { filename: 'a.png', sticker_upload_token: token, client_id: 'client-12345678' },
      });
      expect(reserve.statusCode).toBe(404);
      const post = await submit(token, { name: 'Eve', blob_id: 'x', client_id: 'client-12345678' });
      expect(post.statusCode).toBe(404);
    }
  });

  it('refuses a 20 MB file, a file that is not an image and a 40 megapixel image; nothing reaches the album', async () => {
    const { id, token } = await openLink();
    const huge = Buffer.alloc(20 * 1024 * 1024, 7);
    (await makePng(10, 10)).copy(huge);
    const big = await put(token, 'client-big00000', huge);
    expect(big.response.statusCode).toBe(413);
    expect(big.response.json().error.code).toBe('file_too_large');

    const text = Buffer.from('<html><script>alert(1)</script></html>'.repeat(10));
    const script = await put(token, 'client-text0000', text, 'image/png');
    expect(script.response.statusCode).toBe(400);
    expect(script.response.json().error.code).toBe('unsupported_type');

    // 8000 × 5000 of one colour: a small file whose header names 40 million pixels.
    const wide = await makePng(8000, 5000);
    const stored = await put(token, 'client-wide0000', wide);
    expect(stored.response.statusCode).toBe(200);
    const post = await submit(token, { name: 'Wide', blob_id: stored.blobId, client_id: 'client-wide0000' });
    expect(post.statusCode).toBe(400);
    expect(post.json().error.code).toBe('too_many_pixels');
    expect(await pending(id)).toEqual([]);
  });

  it('stores the photo upright and without EXIF', async () => {
    const { token } = await openLink();
    // Stored 300 × 200 and tagged "turn 90°": shown (and printed) 200 × 300.
    const photo = await makeJpeg(300, 200, { orientation: 6, artist: 'Secret Photographer' });
    const { blobId } = await put(token, 'client-exif0000', photo, 'image/jpeg');
    const post = await submit(token, { name: 'Ada', blob_id: blobId, client_id: 'client-exif0000' });
    expect(post.statusCode).toBe(201);
    const image = post.json().data.sticker_upload.image;
    expect(image.details).toMatchObject({ width: 200, height: 300 });
    const original = new URL(image.blob.original, 'http://x');
    const file = await server.app.inject({ method: 'GET', url: original.pathname + original.search });
    expect(file.statusCode).toBe(200);
    const metadata = await sharp(file.rawPayload).metadata();
    expect({ width: metadata.width, height: metadata.height }).toEqual({ width: 200, height: 300 });
    expect(metadata.orientation ?? 1).toBe(1);
    expect(metadata.exif).toBeUndefined();
    expect(file.rawPayload.includes(Buffer.from('Secret Photographer'))).toBe(false);
  });

  it('keeps markup in the name as text', async () => {
    const { id, token } = await openLink();
    const { blobId } = await put(token, 'client-xss00000', await makePng(200, 260));
    const name = '<script>alert(1)</script>';
    const post = await submit(token, {
      name,
      last_name: '<b>x</b>',
      blob_id: blobId,
      client_id: 'client-xss00000',
    });
    expect(post.statusCode).toBe(201);
    expect(post.headers['content-type']).toContain('application/json');
    expect(post.json().data.sticker_upload).toMatchObject({ name, last_name: '<b>x</b>' });
    expect((await pending(id)).map((upload) => upload.name)).toEqual([name]);
  });

  it('stores the same photo sent twice by one client once', async () => {
    const { id, token } = await openLink();
    const photo = await makeJpeg(240, 320);
    const first = await put(token, 'client-twice000', photo, 'image/jpeg');
    const second = await put(token, 'client-twice000', photo, 'image/jpeg');
    const a = await submit(token, { name: 'Bo', blob_id: first.blobId, client_id: 'client-twice000' });
    const b = await submit(token, { name: 'Bo', blob_id: second.blobId, client_id: 'client-twice000' });
    expect(a.statusCode).toBe(201);
    expect(b.statusCode).toBe(200);
    expect(b.json().data.sticker_upload.id).toBe(a.json().data.sticker_upload.id);
    expect(await pending(id)).toHaveLength(1);
    const images = await server.ctx.db.selectFrom('images').select('id').where('album_id', '=', id).execute();
    expect(images).toHaveLength(1);

    // A double tap: the same photo posted twice at once is stored once too.
    const tapped = await makeJpeg(250, 330);
    const [x, y] = [
      await put(token, 'client-tap00000', tapped, 'image/jpeg'),
      await put(token, 'client-tap00000', tapped, 'image/jpeg'),
    ];
    const both = await Promise.all(
      [x, y].map((upload) =>
        submit(token, { name: 'Tap', blob_id: upload.blobId, client_id: 'client-tap00000' }),
      ),
    );
    expect(both.map((response) => response.statusCode).sort()).toEqual([200, 201]);
    expect(both[0]!.json().data.sticker_upload.id).toBe(both[1]!.json().data.sticker_upload.id);
    expect(await pending(id)).toHaveLength(2);
    // Another browser sending the same photo is another contribution.
    const other = await put(token, 'client-other000', photo, 'image/jpeg');
    const c = await submit(token, { name: 'Cy', blob_id: other.blobId, client_id: 'client-other000' });
    expect(c.statusCode).toBe(201);
    expect(await pending(id)).toHaveLength(3);
  });

  it('answers 100 rapid posts from one client with 429 beyond its limit, keeping the earlier uploads', async () => {
    const { id, token } = await openLink();
    const client = 'client-flood000';
    const blobs: string[] = [];
    for (let i = 0; i < 8; i++) blobs.push((await put(token, client, await makePng(200 + i, 260))).blobId);
    const statuses: number[] = [];
    for (let i = 0; i < 100; i++) {
      const response = await submit(token, {
        name: `Flood ${i}`,
        blob_id: blobs[Math.min(i, blobs.length - 1)],
        client_id: client,
      });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) {
        expect(response.json().error.code).toBe('rate_limited');
        expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
      }
    }
    // The default limit lets six contributions a minute through.
    expect(statuses.slice(0, 6)).toEqual([201, 201, 201, 201, 201, 201]);
    expect(statuses.slice(6).every((status) => status === 429)).toBe(true);
    const kept = await pending(id);
    expect(kept.map((upload) => upload.name)).toEqual([
      'Flood 0',
      'Flood 1',
      'Flood 2',
      'Flood 3',
      'Flood 4',
      'Flood 5',
    ]);
    expect(kept.every((upload) => upload.image !== null)).toBe(true);
    // Another browser is not held up by the flood.
    const { blobId } = await put(token, 'client-calm0000', await makePng(210, 260));
    expect(
      (await submit(token, { name: 'Calm', blob_id: blobId, client_id: 'client-calm0000' })).statusCode,
    ).toBe(201);
  });
});
