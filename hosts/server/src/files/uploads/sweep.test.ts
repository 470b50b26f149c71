import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeJpeg } from '../images/test-images';
import { filesRuntime } from '../runtime';
import { createTestApp, filesSnapshot, uploadBytes } from '../test-support';
import type { TestApp } from '../test-support';
import { STALE_UPLOAD_MS, sweepStaleUploads } from './sweep';

describe('sweepStaleUploads', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('removes uploads older than a day that never became an image, and nothing else', async () => {
    const owner = await t.user();
    const album = (await t.album(owner.id)).id;
    const used = await uploadBytes(t, owner.auth, await makeJpeg(40, 40), { filename: 'used.jpg' });
    await t.app.inject({
      method: 'POST',
      url: `/api/v1/albums/${album}/images`,
      headers: owner.auth,
      payload: { blob_id: used.blobId },
    });
    const keep = await filesSnapshot(t);
    await uploadBytes(t, owner.auth, await makeJpeg(40, 40), { filename: 'forgotten.jpg' });
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/uploads',
      headers: owner.auth,
      payload: { filename: 'never-sent.jpg' },
    });
    const runtime = filesRuntime(t.ctx);
    expect(await sweepStaleUploads(t.ctx, runtime)).toBe(0);
    expect(
      await sweepStaleUploads(t.ctx, runtime, STALE_UPLOAD_MS, Date.now() + STALE_UPLOAD_MS + 1000),
    ).toBe(2);
    expect(await filesSnapshot(t)).toEqual(keep);
  });
});
