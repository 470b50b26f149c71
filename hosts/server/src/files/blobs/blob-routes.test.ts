import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AlbumImage } from '@album/editor-core';
import { newId } from '../../http/ids';
import { makeJpeg } from '../images/test-images';
import { filesRuntime } from '../runtime';
import { createTestApp, localPath, uploadBytes } from '../test-support';
import type { TestApp } from '../test-support';
import { URL_WINDOW_SECONDS } from './url-signer';

describe('GET /blobs/:id/:filename', () => {
  let t: TestApp;
  let image: AlbumImage;

  beforeAll(async () => {
    t = await createTestApp();
    const owner = await t.user();
    const album = (await t.album(owner.id)).id;
    const { blobId } = await uploadBytes(t, owner.auth, await makeJpeg(300, 200), { filename: 'beach.jpg' });
    const created = await t.app.inject({
      method: 'POST',
      url: `/api/v1/albums/${album}/images`,
      headers: owner.auth,
      payload: { blob_id: blobId },
    });
    image = created.json<{ data: { image: AlbumImage } }>().data.image;
  });
  afterAll(() => t.close());

  it('serves a file by its signed URL, cacheable until the URL expires', async () => {
    const response = await t.app.inject({ method: 'GET', url: localPath(image.blob.medium!) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    expect(response.headers['content-disposition']).toBe("inline; filename*=UTF-8''beach-medium.jpg");
    const maxAge = Number(/max-age=(\d+)/.exec(String(response.headers['cache-control']))?.[1]);
    expect(response.headers['cache-control']).toContain('immutable');
    expect(maxAge).toBeGreaterThan(URL_WINDOW_SECONDS - 60);
    expect(maxAge).toBeLessThanOrEqual(2 * URL_WINDOW_SECONDS);
    expect(response.headers['access-control-allow-origin']).toBe('*');

    const again = await t.app.inject({
      method: 'GET',
      url: localPath(image.blob.medium!),
      headers: { 'if-none-match': String(response.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('refuses changed, expired and missing signatures', async () => {
    const url = new URL(image.blob.medium!);
    const tampered = `${url.pathname}?exp=${url.searchParams.get('exp')}&sig=${'A'.repeat(32)}`;
    expect((await t.app.inject({ method: 'GET', url: tampered })).json()).toMatchObject({
      error: { code: 'invalid_signature' },
    });
    expect((await t.app.inject({ method: 'GET', url: url.pathname })).statusCode).toBe(403);
    const otherBlob = localPath(image.blob.small!).replace(
      /blobs\/[^/]+/,
      `blobs/${new URL(image.blob.medium!).pathname.split('/')[4]}`,
    );
    expect((await t.app.inject({ method: 'GET', url: otherBlob })).statusCode).toBe(403);
    const expired = `${url.pathname}?exp=1000&sig=${url.searchParams.get('sig')}`;
    expect((await t.app.inject({ method: 'GET', url: expired })).statusCode).toBe(403);
  });

  it('answers 404 for a signed URL whose file is gone', async () => {
    // A valid signature for an id that has no row.
    const signer = await filesRuntime(t.ctx).signer();
    const response = await t.app.inject({ method: 'GET', url: localPath(signer.url(newId(), 'x.jpg')) });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: { code: 'not_found' } });
  });
});
