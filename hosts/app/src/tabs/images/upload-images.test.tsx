import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AlbumImage, UploadOptions, UploadProgress } from '@album/api-client';
import { useImageUploader } from './upload-images';
import { toastMessages } from '../../test/toasts';
import { createTestAlbum, makeFile } from './test-support';

function imageFor(blobId: string, model: 'image' | 'sticker' = 'image'): AlbumImage {
  return {
    id: `img-${blobId}`,
    model,
    blob: { small: `/files/${blobId}-small.jpg`, filename: `${blobId}.jpg` },
    details: { width: 10, height: 10 },
  };
}

function fakeApi(options: { failUpload?: string[]; failCreate?: string[] } = {}) {
  const upload = vi.fn(async (file: Blob, request: UploadOptions) => {
    request.onProgress?.({ loaded: file.size / 2, total: file.size });
    if (options.failUpload?.includes(request.filename)) throw new Error('network');
    request.onProgress?.({ loaded: file.size, total: file.size });
    return { blob_id: request.filename, byte_size: file.size, content_type: 'image/jpeg', checksum: 'x' };
  });
  const create = vi.fn(async (_albumId: string, input: { blob_id: string; model?: 'image' | 'sticker' }) => {
    if (options.failCreate?.includes(input.blob_id)) throw new Error('server');
    return imageFor(input.blob_id, input.model);
  });
  return { api: { uploads: { upload }, images: { create } }, upload, create };
}

/** A PNG header announcing `width` x `height` pixels. */
function pngHeader(width: number, height: number): Uint8Array {
  const bytes = new Uint8Array(32);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  const view = new DataView(bytes.buffer);
  view.setUint32(16, width);
  view.setUint32(20, height);
  return bytes;
}

describe('useImageUploader', () => {
  it('uploads each file, creates the image and adds it to the document', async () => {
    const { api, upload, create } = fakeApi();
    const album = createTestAlbum({ api });
    const { result } = renderHook(() => useImageUploader(), { wrapper: album.wrapper });
    let images: AlbumImage[] = [];
    await act(async () => {
      images = await result.current.upload([makeFile('a.jpg', 'image/jpeg'), makeFile('b.png', 'image/png')]);
    });
    expect(images.map((i) => i.id)).toEqual(['img-a.jpg', 'img-b.png']);
    expect(upload).toHaveBeenCalledWith(
      expect.any(File),
      expect.objectContaining({ filename: 'a.jpg', content_type: 'image/jpeg', model: 'image' }),
    );
    expect(create).toHaveBeenCalledWith('album-1', { blob_id: 'a.jpg', model: 'image' });
    expect(album.editor.getDocument().images['img-b.png']?.model).toBe('image');
    expect(result.current.uploads).toEqual([]);
    expect(toastMessages(album.services)).toEqual([]);
  });

  it('refuses more than 15 files with the maximum in the message and uploads none', async () => {
    const { api, upload } = fakeApi();
    const album = createTestAlbum({ api });
    const { result } = renderHook(() => useImageUploader(), { wrapper: album.wrapper });
    const files = Array.from({ length: 16 }, (_, i) => makeFile(`p${i}.jpg`, 'image/jpeg'));
    await act(async () => {
      await result.current.upload(files);
    });
    expect(upload).not.toHaveBeenCalled();
    expect(toastMessages(album.services)).toEqual(['You can upload at most 15 images at once.']);
  });

  it('names too big, wrong-type and too-large-in-pixels files in one warning joined by commas', async () => {
    const { api, upload } = fakeApi();
    const album = createTestAlbum({ api });
    const { result } = renderHook(() => useImageUploader(), { wrapper: album.wrapper });
    const files = [
      makeFile('big.jpg', 'image/jpeg', 17 * 1024 * 1024),
      makeFile('doc.pdf', 'application/pdf'),
      makeFile('huge.png', 'image/png', 2048, pngHeader(8000, 5000)),
      makeFile('fine.jpg', 'image/jpeg'),
    ];
    await act(async () => {
      await result.current.upload(files);
    });
    expect(toastMessages(album.services)).toEqual([
      'Some files were not added: big.jpg is larger than 16 MB, ' +
        'doc.pdf has an unsupported file type. Accepted: JPEG, PNG, or SVG, ' +
        'huge.png is too large: at most 32 million pixels are accepted.',
    ]);
    expect(album.services.toasts.visibleToasts[0]?.content.label).toBe('Warning');
    expect(upload).toHaveBeenCalledTimes(1);
    expect(upload.mock.calls[0]?.[1].filename).toBe('fine.jpg');
  });

  it('accepts only JPEG and PNG for sticker images', async () => {
    const { api, create } = fakeApi();
    const album = createTestAlbum({ api });
    const { result } = renderHook(() => useImageUploader(), { wrapper: album.wrapper });
    await act(async () => {
      await result.current.upload(
        [makeFile('logo.svg', 'image/svg+xml'), makeFile('face.png', 'image/png')],
        { model: 'sticker' },
      );
    });
    expect(toastMessages(album.services)[0]).toContain(
      'logo.svg has an unsupported file type. Accepted: JPEG or PNG',
    );
    expect(create).toHaveBeenCalledWith('album-1', { blob_id: 'face.png', model: 'sticker' });
  });

  it('reports the progress of every file while the batch runs', async () => {
    let release: () => void = () => undefined;
    const progress: Array<(p: UploadProgress) => void> = [];
    const upload = vi.fn(
      (file: Blob, request: UploadOptions) =>
        new Promise((resolve) => {
          if (request.onProgress) progress.push(request.onProgress);
          release = () =>
            resolve({
              blob_id: request.filename,
              byte_size: file.size,
              content_type: 'image/png',
              checksum: 'x',
            });
        }),
    );
    const create = vi.fn(async (_id: string, input: { blob_id: string }) => imageFor(input.blob_id));
    const album = createTestAlbum({ api: { uploads: { upload }, images: { create } } as never });
    const { result } = renderHook(() => useImageUploader(), { wrapper: album.wrapper });
    let done: Promise<AlbumImage[]> = Promise.resolve([]);
    act(() => {
      done = result.current.upload([
        makeFile('one.png', 'image/png', 1000),
        makeFile('two.png', 'image/png', 1000),
      ]);
    });
    await waitFor(() => expect(progress).toHaveLength(1));
    act(() => progress[0]?.({ loaded: 250, total: 1000 }));
    expect(result.current.uploads).toEqual([
      { key: expect.any(String), name: 'one.png', status: 'uploading', progress: 0.25 },
      { key: expect.any(String), name: 'two.png', status: 'queued', progress: 0 },
    ]);
    await act(async () => release());
    await waitFor(() => expect(progress).toHaveLength(2));
    expect(result.current.uploads.map((u) => [u.name, u.status, u.progress])).toEqual([
      ['one.png', 'done', 1],
      ['two.png', 'uploading', 0],
    ]);
    await act(async () => {
      release();
      await done;
    });
    expect(result.current.uploads).toEqual([]);
  });

  it('names a file whose upload failed and goes on with the others', async () => {
    const { api, create } = fakeApi({ failUpload: ['broken.jpg'] });
    const album = createTestAlbum({ api });
    const { result } = renderHook(() => useImageUploader(), { wrapper: album.wrapper });
    let images: AlbumImage[] = [];
    await act(async () => {
      images = await result.current.upload([
        makeFile('broken.jpg', 'image/jpeg'),
        makeFile('ok.jpg', 'image/jpeg'),
      ]);
    });
    expect(toastMessages(album.services)).toEqual(['broken.jpg could not be uploaded.']);
    expect(create).toHaveBeenCalledTimes(1);
    expect(images.map((i) => i.id)).toEqual(['img-ok.jpg']);
  });

  it('shows the generic error and skips a file whose image could not be created', async () => {
    const { api } = fakeApi({ failCreate: ['a.jpg'] });
    const album = createTestAlbum({ api });
    const { result } = renderHook(() => useImageUploader(), { wrapper: album.wrapper });
    let images: AlbumImage[] = [];
    await act(async () => {
      images = await result.current.upload([
        makeFile('a.jpg', 'image/jpeg'),
        makeFile('b.jpg', 'image/jpeg'),
      ]);
    });
    expect(toastMessages(album.services)).toEqual(['An error occurred. Please try again.']);
    expect(album.services.toasts.visibleToasts[0]?.content.type).toBe('error');
    expect(images.map((i) => i.id)).toEqual(['img-b.jpg']);
    expect(album.editor.getDocument().images['img-a.jpg']).toBeUndefined();
  });
});
