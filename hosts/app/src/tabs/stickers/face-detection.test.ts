import { describe, expect, it, vi } from 'vitest';
import type { AlbumImage } from '@album/api-client';
import { detectStickerFace } from './face-detection';

/** The first bytes of a PNG of `width` × `height` (signature and IHDR size are all the size reader needs). */
function pngHeader(width: number, height: number): Blob {
  const bytes = new Uint8Array(33);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  const view = new DataView(bytes.buffer);
  view.setUint32(16, width);
  view.setUint32(20, height);
  return new Blob([bytes], { type: 'image/png' });
}

const image = (face?: AlbumImage['details']['face']): AlbumImage =>
  ({
    id: 'img-1',
    model: 'sticker',
    blob: { large: '/files/large.png', original: '/files/original.png', filename: 'a.png' },
    details: { width: 1600, height: 1200, ...(face ? { face } : {}) },
  }) as AlbumImage;

describe('detectStickerFace', () => {
  it('answers a stored face box without asking the server', async () => {
    const detectFace = vi.fn();
    const face = { x: 1, y: 2, width: 3, height: 4 };
    expect(await detectStickerFace({ images: { detectFace } } as never, image(face))).toEqual(face);
    expect(detectFace).not.toHaveBeenCalled();
  });

  it('sends the large rendition and scales the box to the original’s pixels', async () => {
    const detectFace = vi.fn(async () => ({ x: 100, y: 50, width: 40, height: 60 }));
    const fetchImage = vi.fn(async () => pngHeader(400, 300));
    const face = await detectStickerFace({ images: { detectFace } } as never, image(), fetchImage);
    expect(fetchImage).toHaveBeenCalledWith('/files/large.png');
    expect(detectFace).toHaveBeenCalledWith(expect.stringMatching(/^iVBORw0KGgo/));
    expect(face).toEqual({ x: 400, y: 200, width: 160, height: 240 });
  });

  it('answers null when the server finds no face', async () => {
    const detectFace = vi.fn(async () => null);
    const face = await detectStickerFace({ images: { detectFace } } as never, image(), async () =>
      pngHeader(400, 300),
    );
    expect(face).toBeNull();
  });
});
