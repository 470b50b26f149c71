import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Album } from '@album/api-client';
import { albumSpreads, fromNested } from '@album/editor-core';
import { fixtureAlbum } from '@album/editor-core/testing';
import { CoverRendererContext } from '../start/covers';
import type { ThumbnailRenderer } from '../tabs/layouts/thumbnails';
import { createWorkspaceTest } from '../test/render-workspace';
import { PreviewStep } from './PreviewStep';

const album = {
  ...fixtureAlbum(),
  id: 'album-1',
  version: 7,
  updated_at: '2030-05-01T10:00:00Z',
} as unknown as Album;
const spreadCount = albumSpreads(fromNested(album)).length;

function setUp(options: { get?: () => Promise<Album>; draw?: (key: string) => Promise<string> } = {}) {
  const get = vi.fn(options.get ?? (() => Promise.resolve(album)));
  const draw = vi.fn(options.draw ?? ((key: string) => Promise.resolve(`blob:${key}`)));
  const renderer: ThumbnailRenderer = { render: draw };
  const { wrapper } = createWorkspaceTest({
    api: { albums: { get } },
    withEditorProvider: false,
    outer: (children) => (
      <CoverRendererContext.Provider value={renderer}>{children}</CoverRendererContext.Provider>
    ),
  });
  render(<PreviewStep albumId="album-1" />, { wrapper });
  return { get, draw };
}

describe('PreviewStep', () => {
  it('shows the saved album spread by spread, with or without its stickers', async () => {
    const { get, draw } = setUp();
    const first = await screen.findByRole('img', { name: `Spread 1 of ${spreadCount}` });
    expect(get).toHaveBeenCalledWith('album-1');
    expect(first.getAttribute('src')).toMatch(/^blob:checkout:album-1:7:.*:true$/);
    expect(screen.getByRole('button', { name: 'Previous spread' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Next spread' }));
    expect(await screen.findByRole('img', { name: `Spread 2 of ${spreadCount}` })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('switch', { name: 'Show stickers' }));
    const withoutStickers = await screen.findByRole('img', { name: `Spread 2 of ${spreadCount}` });
    expect(withoutStickers.getAttribute('src')).toMatch(/:false$/);
    expect(draw).toHaveBeenCalledTimes(3);
  });

  it('says the preview is not available when the album does not load', async () => {
    setUp({ get: () => Promise.reject(new Error('offline')) });
    expect(await screen.findByRole('status')).toHaveTextContent('The preview is not available right now.');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('says so too when a spread cannot be drawn', async () => {
    setUp({ draw: () => Promise.reject(new Error('no canvas')) });
    expect(await screen.findByRole('status')).toHaveTextContent('You can still order.');
    expect(screen.getByRole('button', { name: 'Next spread' })).toBeEnabled();
  });
});
