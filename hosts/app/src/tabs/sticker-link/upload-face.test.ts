import { describe, expect, it, vi } from 'vitest';
import type { AlbumImage } from '@album/api-client';
import { findUploadFace, scaleFace } from './upload-face';

const image: AlbumImage = {
  id: 'img-1',
  model: 'sticker',
  blob: { large: 'https://files.test/large.jpg', original: 'https://files.test/original.jpg' },
  details: { width: 2400, height: 3200 },
};

describe('scaleFace', () => {
  it('scales a box from the image sent to the source pixels', () => {
    expect(
      scaleFace({ x: 100, y: 50, width: 200, height: 300 }, { width: 600, height: 800 }, image.details),
    ).toEqual({
      x: 400,
      y: 200,
      width: 800,
      height: 1200,
    });
  });

  it('leaves the box as it is when a size is unknown', () => {
    const face = { x: 1, y: 2, width: 3, height: 4 };
    expect(scaleFace(face, { width: 0, height: 0 }, image.details)).toEqual(face);
  });
});

describe('findUploadFace', () => {
  it('sends the large variant as a data URL and answers the face in source pixels', async () => {
    const fetch = vi.fn(
      async () => new Response(new Uint8Array([1, 2, 3]), { headers: { 'content-type': 'image/jpeg' } }),
    );
    const detectFace = vi.fn(async () => ({ x: 150, y: 100, width: 150, height: 200 }));
    const face = await findUploadFace(
      { api: { detectFace }, fetch, measure: async () => ({ width: 600, height: 800 }) },
      image,
    );
    expect(fetch).toHaveBeenCalledWith('https://files.test/large.jpg');
    expect(detectFace).toHaveBeenCalledWith('data:image/jpeg;base64,AQID');
    expect(face).toEqual({ x: 600, y: 400, width: 600, height: 800 });
  });

  it('uses the face the record already knows without asking the server', async () => {
    const fetch = vi.fn();
    const known = { x: 1, y: 2, width: 3, height: 4 };
    const face = await findUploadFace(
      { api: { detectFace: vi.fn() }, fetch, measure: vi.fn() },
      { ...image, details: { ...image.details, face: known } },
    );
    expect(face).toEqual(known);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('answers null when the server finds no face, and rejects when the photo cannot be fetched', async () => {
    const deps = {
      api: { detectFace: vi.fn(async () => null) },
      fetch: vi.fn(async () => new Response(new Uint8Array([1]))),
      measure: async () => ({ width: 10, height: 10 }),
    };
    expect(await findUploadFace(deps, image)).toBeNull();
    deps.fetch.mockResolvedValueOnce(new Response('gone', { status: 404 }));
    await expect(findUploadFace(deps, image)).rejects.toThrow('404');
  });
});
