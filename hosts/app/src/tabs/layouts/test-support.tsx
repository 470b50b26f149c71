/**
 * Test wiring for the layouts, styles and onboarding tabs: the shared workspace wiring (services with a fake API, a
 * real editor on the fixture album) plus the confirmation host and a thumbnail renderer that draws nothing (CanvasKit
 * does not run in jsdom).
 */
import { vi } from 'vitest';
import type { Album } from '@album/api-client';
import type { Editor } from '@album/editor-core';
import type { AlbumSession } from '../../album/album-session';
import { ConfirmHost } from '../../dialogs/confirm';
import { createWorkspaceTest } from '../../test/render-workspace';
import type { FakeApi, WorkspaceTest } from '../../test/render-workspace';
import { ThumbnailContext } from './thumbnails';
import type { ThumbnailRenderer } from './thumbnails';

export interface TestAlbum extends WorkspaceTest {
  thumbnails: ThumbnailRenderer & { render: ReturnType<typeof vi.fn> };
}

export interface TestAlbumOptions {
  api?: FakeApi;
  album?: Partial<Album>;
  editor?: Editor;
  mode?: AlbumSession['mode'];
}

/** Builds the services and album session around a real editor on the fixture album. */
export function createTestAlbum(options: TestAlbumOptions = {}): TestAlbum {
  const album = {
    id: 'album-1',
    title: 'Team album',
    releaseDate: null,
    category: null,
    blueprint_album_id: null,
    blueprint_category: null,
    ...options.album,
  } as Album;
  const render = vi.fn((key: string) => Promise.resolve(`blob:thumb/${encodeURIComponent(key)}`));
  const thumbnails = { render } as TestAlbum['thumbnails'];
  const test = createWorkspaceTest({
    editor: options.editor,
    api: options.api,
    session: { album, mode: options.mode ?? 'edit' },
    inner: (children) => (
      <ThumbnailContext.Provider value={thumbnails}>
        <ConfirmHost>{children}</ConfirmHost>
      </ThumbnailContext.Provider>
    ),
  });
  return { ...test, thumbnails };
}
