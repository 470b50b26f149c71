import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AlbumImage, StockPhoto, StockSearchPage, UploadOptions } from '@album/api-client';
import type { AnyNode } from '@album/editor-core';
import { ImagesTab } from './ImagesTab';
import { expectNoSeriousA11yViolations } from '../../test/axe';
import { toastMessages } from '../../test/toasts';
import { createTestAlbum, makeFile } from './test-support';

function stockPhoto(id: number): StockPhoto {
  const url = `https://stock.test/${id}.jpg`;
  return {
    id,
    width: 300,
    height: 200,
    photographer: `Photographer ${id}`,
    photographer_url: null,
    url: null,
    alt: `photo ${id}`,
    avg_color: '#888888',
    src: { tiny: url, small: url, medium: url, large: url, large2x: url, original: url },
  };
}

function fakeApi() {
  let nextUpload: Promise<void> = Promise.resolve();
  const upload = vi.fn(async (file: Blob, request: UploadOptions) => {
    request.onProgress?.({ loaded: file.size / 4, total: file.size });
    await nextUpload;
    request.onProgress?.({ loaded: file.size, total: file.size });
    return { blob_id: request.filename, byte_size: file.size, content_type: 'image/jpeg', checksum: 'x' };
  });
  const create = vi.fn(async (_albumId: string, input: { blob_id: string }): Promise<AlbumImage> => ({
    id: `img-new-${input.blob_id}`,
    model: 'image',
    blob: { small: `/files/${input.blob_id}`, filename: input.blob_id },
    details: { width: 10, height: 10 },
  }));
  const remove = vi.fn(async () => undefined);
  const update = vi.fn();
  const search = vi.fn(async (q: string, page = 1): Promise<StockSearchPage> => {
    // 20 photos per term: a full first page of 16 and a second one of 4.
    const ids = Array.from({ length: 20 }, (_, i) => q.length * 100 + i + 1);
    const photos = ids.slice((page - 1) * 16, page * 16).map(stockPhoto);
    return { provider: 'offline', page, per_page: 16, total_results: ids.length, photos };
  });
  return {
    api: {
      uploads: { upload },
      images: { create, delete: remove, update },
      stock: { search },
    },
    upload,
    create,
    remove,
    search,
    /** Holds every upload until the returned function is called. */
    holdUploads() {
      let release = () => undefined as void;
      nextUpload = new Promise<void>((resolve) => (release = resolve));
      return () => release();
    },
  };
}

function setup(options: { mode?: 'edit' | 'preview' } = {}) {
  const fake = fakeApi();
  const album = createTestAlbum({ api: fake.api, ...options });
  const view = render(<ImagesTab onOpenTab={() => undefined} />, { wrapper: album.wrapper });
  return { ...fake, album, view, user: userEvent.setup() };
}

function imageNodesOn(album: ReturnType<typeof createTestAlbum>, imageId: string): AnyNode[] {
  return Object.values(album.editor.getDocument().nodes).filter(
    (node) => node.type === 'Image' && (node.props as { image?: unknown }).image === imageId,
  );
}

function tileOf(imageId: string): HTMLElement {
  const tile = screen.getAllByTestId('image-tile').find((el) => el.dataset.imageId === imageId);
  if (!tile) throw new Error(`no tile for ${imageId}`);
  return tile;
}

beforeEach(() => {
  localStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ImagesTab', () => {
  it('shows the upload controls, the library grid (newest first) and the stock panel without axe violations', async () => {
    const { view, search } = setup();
    const input = screen.getByTestId('images-upload-input');
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,image/svg+xml,.jpg,.jpeg,.png,.svg');
    expect(input).toHaveAttribute('multiple');
    expect(screen.getByTestId('images-upload-button')).toHaveTextContent('Upload images');
    const ids = screen.getAllByTestId('image-tile').map((tile) => tile.dataset.imageId);
    // Library images only (sticker images live in the stickers tab), last added first.
    expect(ids).toEqual(['img-texture', 'img-arrow', 'img-landscape']);
    expect(screen.getByTestId('stock-search-input')).toBeInTheDocument();
    await waitFor(() => expect(search).toHaveBeenCalledWith('Texture', 1));
    await screen.findByText('Photo by Photographer 701');
    await expectNoSeriousA11yViolations(view.container);
  });

  it('uploads chosen files with a progress bar per file and adds them to the grid', async () => {
    const { upload, holdUploads, user } = setup();
    const release = holdUploads();
    await user.upload(screen.getByTestId('images-upload-input'), [
      makeFile('beach.jpg', 'image/jpeg'),
      makeFile('dune.png', 'image/png'),
    ]);
    const progress = await screen.findByTestId('upload-progress');
    expect(within(progress).getByText('Uploading image 1 of 2…')).toBeInTheDocument();
    expect(within(progress).getAllByRole('progressbar')).toHaveLength(2);
    expect(within(progress).getByText('beach.jpg')).toBeInTheDocument();
    expect(within(progress).getByText('dune.png: waiting')).toBeInTheDocument();
    act(() => release());
    await waitFor(() => expect(screen.queryByTestId('upload-progress')).not.toBeInTheDocument());
    expect(upload).toHaveBeenCalledTimes(2);
    expect(
      screen
        .getAllByTestId('image-tile')
        .map((t) => t.dataset.imageId)
        .slice(0, 2),
    ).toEqual(['img-new-dune.png', 'img-new-beach.jpg']);
  });

  it('warns with the validation messages for dropped files, joined in one warning, and uploads the valid ones', async () => {
    const { album, upload } = setup();
    const zone = screen.getByTestId('images-upload-button').closest('.upload-zone')!;
    const files = [
      makeFile('notes.txt', 'text/plain'),
      makeFile('huge.jpg', 'image/jpeg', 17 * 1024 * 1024),
      makeFile('ok.png', 'image/png'),
    ];
    fireEvent.drop(zone, { dataTransfer: { files, types: ['Files'] } });
    await waitFor(() => expect(upload).toHaveBeenCalledTimes(1));
    const [message] = toastMessages(album.services);
    expect(message).toContain('notes.txt has an unsupported file type');
    expect(message).toContain('huge.jpg is larger than 16 MB');
    expect(message).toContain(', ');
    expect(upload.mock.calls[0]?.[1].filename).toBe('ok.png');
  });

  it('refuses more than 15 files with the maximum in the message', async () => {
    const { album, upload, user } = setup();
    const files = Array.from({ length: 16 }, (_, i) => makeFile(`p${i}.jpg`, 'image/jpeg'));
    await user.upload(screen.getByTestId('images-upload-input'), files);
    await waitFor(() =>
      expect(toastMessages(album.services)).toEqual(['You can upload at most 15 images at once.']),
    );
    expect(upload).not.toHaveBeenCalled();
  });

  it('places an image on the current spread on click and on Enter, and selects it', async () => {
    const { album, user } = setup();
    const before = imageNodesOn(album, 'img-texture').length;
    const track = vi.spyOn(album.services.analytics, 'track');
    const handle = within(tileOf('img-texture')).getByRole('button', {
      name: 'texture.png: add to the page',
    });
    await user.click(handle);
    await waitFor(() => expect(imageNodesOn(album, 'img-texture')).toHaveLength(before + 1));
    const placed = imageNodesOn(album, 'img-texture').find((n) =>
      album.editor.getSelection().ids.includes(n.id),
    );
    expect(placed?.parentId).toBe(album.editor.getSelection().spreadId);
    handle.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(imageNodesOn(album, 'img-texture')).toHaveLength(before + 2));
    expect(track).toHaveBeenCalledWith('Background Image Placed', { source: 'library' });
  });

  it('deletes an unused image after the plain confirmation', async () => {
    const { album, remove, user } = setup();
    act(() => {
      album.editor.addImages([
        {
          id: 'img-spare',
          model: 'image',
          blob: { small: '/files/spare', filename: 'spare.jpg' },
          // A valid record: the editor refuses images without their size.
          details: { width: 800, height: 600 },
        },
      ] as AlbumImage[]);
    });
    await user.click(within(tileOf('img-spare')).getByTestId('image-delete'));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Delete this image? It will be removed from every page.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(album.editor.getDocument().images['img-spare']).toBeUndefined());
    expect(remove).toHaveBeenCalledWith('img-spare');
    expect(screen.queryAllByTestId('image-tile').some((t) => t.dataset.imageId === 'img-spare')).toBe(false);
  });

  it('warns where a used image appears and keeps it when cancelled', async () => {
    const { album, remove, user } = setup();
    const uses = imageNodesOn(album, 'img-arrow').length;
    await user.click(within(tileOf('img-arrow')).getByTestId('image-delete'));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(`This image is used in ${uses} places of the album.`);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(remove).not.toHaveBeenCalled();
    expect(album.editor.getDocument().images['img-arrow']).toBeDefined();
  });

  it('empties the frames of a deleted used image, and keeps the image when the server refuses', async () => {
    const { album, remove, user } = setup();
    remove.mockRejectedValueOnce(new Error('server'));
    await user.click(within(tileOf('img-arrow')).getByTestId('image-delete'));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(toastMessages(album.services)).toEqual(['An error occurred. Please try again.']),
    );
    expect(album.editor.getDocument().images['img-arrow']).toBeDefined();

    await user.click(within(tileOf('img-arrow')).getByTestId('image-delete'));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(album.editor.getDocument().images['img-arrow']).toBeUndefined());
    expect(imageNodesOn(album, 'img-arrow')).toEqual([]);
  });

  it('hides a dismissed hint for good', async () => {
    const { user, view } = setup();
    const hint = screen.getByTestId('hint-images');
    await user.click(within(hint).getByRole('button', { name: 'Got it' }));
    expect(screen.queryByTestId('hint-images')).not.toBeInTheDocument();
    expect(screen.getByTestId('hint-stock')).toBeInTheDocument();
    view.unmount();
    setup();
    expect(screen.queryByTestId('hint-images')).not.toBeInTheDocument();
  });

  it('filters the library by file name', async () => {
    const { user } = setup();
    await user.type(screen.getByRole('searchbox', { name: 'Search your images' }), 'arr');
    expect(screen.getAllByTestId('image-tile').map((t) => t.dataset.imageId)).toEqual(['img-arrow']);
    await user.type(screen.getByRole('searchbox', { name: 'Search your images' }), 'zzz');
    expect(screen.getByText('No image matches “arrzzz”.')).toBeInTheDocument();
  });

  it('searches stock photos from 3 characters on, after the debounce, and loads the next page', async () => {
    const { search, user } = setup();
    await waitFor(() => expect(search).toHaveBeenCalledTimes(1));
    const input = screen.getByTestId('stock-search-input');
    await user.type(input, 'wo');
    expect(await screen.findByText('Type at least 3 characters to search.')).toBeInTheDocument();
    await user.type(input, 'od');
    expect(search).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(search).toHaveBeenLastCalledWith('wood', 1), { timeout: 2000 });
    const results = screen.getByTestId('stock-results');
    await waitFor(() => expect(within(results).getAllByRole('listitem')).toHaveLength(16));
    expect(screen.getByText('20 photos for “wood”')).toBeInTheDocument();
    expect(within(results).getByText('Photo by Photographer 401')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(results).getAllByRole('listitem')).toHaveLength(20));
    expect(search).toHaveBeenLastCalledWith('wood', 2);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('adds a stock photo to the album and the page with its photo id', async () => {
    const { album, create, user } = setup();
    const fetchMock = vi.fn(async () => ({
      ok: true,
      status: 200,
      blob: async () => new Blob([new Uint8Array(4096)], { type: 'image/jpeg' }),
    }));
    vi.stubGlobal('fetch', fetchMock);
    const add = await screen.findByRole('button', { name: 'Add the photo by Photographer 701 to the page' });
    await user.click(add);
    await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    expect(fetchMock).toHaveBeenCalledWith('https://stock.test/701.jpg');
    const imageId = 'img-new-stock-701-photographer-701.jpg';
    await waitFor(() => expect(imageNodesOn(album, imageId)).toHaveLength(1));
    expect((imageNodesOn(album, imageId)[0]!.props as { pexelsId?: number }).pexelsId).toBe(701);
  });

  it('reports a failed stock search and shows nothing', async () => {
    const fake = fakeApi();
    fake.search.mockRejectedValue(new Error('offline'));
    const album = createTestAlbum({ api: fake.api });
    render(<ImagesTab onOpenTab={() => undefined} />, { wrapper: album.wrapper });
    await waitFor(() => expect(album.services.reportError).toHaveBeenCalled());
    expect(within(screen.getByTestId('stock-results')).queryAllByRole('listitem')).toEqual([]);
  });

  it('shows the library only in preview mode', () => {
    setup({ mode: 'preview' });
    expect(screen.queryByTestId('images-upload-button')).not.toBeInTheDocument();
    expect(screen.queryByTestId('stock-search-input')).not.toBeInTheDocument();
    expect(screen.queryByTestId('image-delete')).not.toBeInTheDocument();
    expect(screen.getAllByTestId('image-tile')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: /add to the page/ })).not.toBeInTheDocument();
  });
});
