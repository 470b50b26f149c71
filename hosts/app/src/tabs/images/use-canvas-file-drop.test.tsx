import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AlbumImage, UploadOptions } from '@album/api-client';
import { toastMessages } from '../../test/toasts';
import { createTestAlbum, makeFile } from './test-support';
import { useCanvasFileDrop } from './use-canvas-file-drop';
import { useImageConversion } from './use-image-conversion';

function fakeApi() {
  const upload = vi.fn(async (file: Blob, request: UploadOptions) => ({
    blob_id: request.filename,
    byte_size: file.size,
    content_type: 'image/jpeg',
    checksum: 'x',
  }));
  const create = vi.fn(
    async (
      _albumId: string,
      input: { blob_id: string; model?: 'image' | 'sticker' },
    ): Promise<AlbumImage> => ({
      id: `img-${input.blob_id}`,
      model: input.model ?? 'image',
      blob: { small: `/files/${input.blob_id}`, filename: input.blob_id },
      details: { width: 400, height: 300 },
    }),
  );
  const update = vi.fn(async () => ({}) as AlbumImage);
  return { api: { uploads: { upload }, images: { create, update } }, upload, create, update };
}

describe('useCanvasFileDrop', () => {
  it('uploads dropped files and places them at the drop point, each next one a little further', async () => {
    const fake = fakeApi();
    const album = createTestAlbum({ api: fake.api });
    const { result } = renderHook(() => useCanvasFileDrop(), { wrapper: album.wrapper });
    const spreadId = album.editor.getSpreads()[1]!.id;
    act(() =>
      result.current(
        [makeFile('a.jpg', 'image/jpeg'), makeFile('b.jpg', 'image/jpeg')],
        { spreadId, point: { x: 200, y: 150 }, elementId: null },
        null,
        { key: 'validation.upload.tooMany', values: { max: 15 } },
      ),
    );
    expect(toastMessages(album.services)).toEqual(['You can upload at most 15 images at once.']);
    const placed = () =>
      Object.values(album.editor.getDocument().nodes).filter(
        (n) => n.type === 'Image' && String((n.props as { image?: unknown }).image).startsWith('img-'),
      );
    await waitFor(() => {
      const nodes = Object.values(album.editor.getDocument().nodes);
      expect(nodes.filter((n) => (n.props as { image?: unknown }).image === 'img-b.jpg')).toHaveLength(1);
    });
    const [a, b] = ['img-a.jpg', 'img-b.jpg'].map((id) =>
      placed().find((n) => (n.props as { image?: unknown }).image === id)!,
    );
    expect(a!.parentId).toBe(spreadId);
    const centre = (n: typeof a) => {
      const p = n!.props as { x: number; y: number; width: number; height: number };
      return { x: p.x + p.width / 2, y: p.y + p.height / 2 };
    };
    expect(centre(b).x - centre(a).x).toBeCloseTo(10, 0);
    expect(centre(b).y - centre(a).y).toBeCloseTo(10, 0);
  });

  it('makes one file dropped on a sticker cell the sticker image of that cell', async () => {
    const fake = fakeApi();
    const album = createTestAlbum({ api: fake.api });
    const cell = Object.values(album.editor.getDocument().nodes).find(
      (n) => n.type === 'StickerCell' && (n.props as { stickerId?: string | null }).stickerId,
    )!;
    const stickerId = (cell.props as { stickerId: string }).stickerId;
    const { result } = renderHook(() => useCanvasFileDrop(), { wrapper: album.wrapper });
    act(() =>
      result.current(
        [makeFile('face.jpg', 'image/jpeg')],
        { spreadId: cell.parentId!, point: { x: 0, y: 0 }, elementId: cell.id },
        cell.id,
        null,
      ),
    );
    await waitFor(() => expect(album.editor.getDocument().stickers[stickerId]?.image).toBe('img-face.jpg'));
    expect(fake.upload.mock.calls[0]?.[1].model).toBe('sticker');
    expect(album.editor.getDocument().images['img-face.jpg']?.model).toBe('sticker');
  });
});

describe('useImageConversion', () => {
  it('saves the conversion to a sticker image and shows the generic error when it fails', async () => {
    const fake = fakeApi();
    const album = createTestAlbum({ api: fake.api });
    const { result } = renderHook(() => useImageConversion(), { wrapper: album.wrapper });
    act(() => result.current('img-arrow'));
    expect(fake.update).toHaveBeenCalledWith('img-arrow', { model: 'sticker' });
    expect(toastMessages(album.services)).toEqual([]);
    fake.update.mockRejectedValueOnce(new Error('server'));
    act(() => result.current('img-arrow'));
    await waitFor(() =>
      expect(toastMessages(album.services)).toEqual(['An error occurred. Please try again.']),
    );
  });
});
