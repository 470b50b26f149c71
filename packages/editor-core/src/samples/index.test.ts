import { describe, expect, it, vi } from 'vitest';

// Any module that loads fast-check fails to load in this file: embeds that show the sample do not install it.
vi.mock('fast-check', () => {
  throw new Error('fast-check was loaded');
});

describe('@album/editor-core/samples', () => {
  it('loads without fast-check and offers the sample album with its images', async () => {
    const { FIXTURE_IDS, FIXTURE_IMAGES, fixtureAlbum, fixtureImageBytes } = await import('./index');
    const album = fixtureAlbum();
    expect(album.images.length).toBe(FIXTURE_IMAGES.length);
    expect(JSON.stringify(album.workspace)).toContain(FIXTURE_IDS.spreads.blue1);
    for (const image of FIXTURE_IMAGES) {
      const bytes = fixtureImageBytes(image.file);
      // PNG and JPEG signatures.
      expect([...bytes.subarray(0, 2)]).toEqual(image.format === 'png' ? [0x89, 0x50] : [0xff, 0xd8]);
    }
  });

  it('(the check works: /testing, with its arbitraries, does load fast-check)', async () => {
    await expect(import('../testing/index')).rejects.toThrow(/error when mocking/);
  });
});
