/**
 * Test wiring for the sticker link screens: the shared workspace wiring (services with a fake API, a real editor on
 * the fixture album) with an album that has the sticker link fields, a session whose `updateAlbum` behaves like the
 * real one (the answer replaces the album), the confirmation host and a fresh query cache.
 */
import { useState } from 'react';
import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { Album, AlbumPatch, StickerUpload } from '@album/api-client';
import { AlbumSessionContext, useAlbumSession } from '../../album/album-session';
import { createQueryClient } from '../../app/App';
import { ConfirmHost } from '../../dialogs/confirm';
import { createWorkspaceTest } from '../../test/render-workspace';
import type { FakeApi, WorkspaceTest } from '../../test/render-workspace';

/** The sticker link fields of the test album. */
export function linkAlbum(fields: Partial<Album> = {}): Album {
  return {
    id: 'album-1',
    title: 'FC Example 2026',
    category: 'sports',
    stickerUploadEnabled: false,
    stickerUploadWhiteLabel: false,
    stickerUploadContent: 'Send us your best photo!',
    stickerUploadCustomDomain: null,
    stickerUploadRequirePosition: false,
    stickerUploadsPath: '/s/tok-123',
    ...fields,
  } as unknown as Album;
}

/** Keeps the album in state, as the workspace does, so a saved patch shows in the screen. */
function LiveAlbum({ children, update }: { children: ReactNode; update(patch: AlbumPatch): Promise<Album> }) {
  const session = useAlbumSession();
  const [album, setAlbum] = useState(session.album);
  const value = {
    ...session,
    album,
    updateAlbum: async (patch: AlbumPatch) => {
      const updated = await update(patch);
      setAlbum(updated);
      return updated;
    },
  };
  return <AlbumSessionContext.Provider value={value}>{children}</AlbumSessionContext.Provider>;
}

export interface LinkTestOptions {
  api?: FakeApi;
  album?: Partial<Album>;
  mode?: 'edit' | 'preview';
  /** The server's answer to `PATCH /albums/:id`; by default the patch applied to the album. */
  update?(patch: AlbumPatch, album: Album): Promise<Album>;
}

/** Builds the services and session for the sticker link screens. */
export function createLinkTest(options: LinkTestOptions = {}): WorkspaceTest & { saved: AlbumPatch[] } {
  let current = linkAlbum(options.album);
  const saved: AlbumPatch[] = [];
  const update = async (patch: AlbumPatch) => {
    saved.push(patch);
    current = options.update ? await options.update(patch, current) : ({ ...current, ...patch } as Album);
    return current;
  };
  const queryClient = createQueryClient();
  const test = createWorkspaceTest({
    api: options.api,
    session: { album: current, mode: options.mode ?? 'edit' },
    inner: (children) => (
      <ConfirmHost>
        <LiveAlbum update={update}>{children}</LiveAlbum>
      </ConfirmHost>
    ),
    // The app's server-state cache (the uploads are a query), fresh for each test.
    outer: (children) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>,
  });
  return { ...test, saved };
}

/** A pending upload with a photo (of the fixture's image size). */
export function pendingUpload(id: string, fields: Partial<StickerUpload> = {}): StickerUpload {
  return {
    id,
    name: `Name ${id}`,
    last_name: null,
    position: null,
    image: {
      id: `img-${id}`,
      model: 'sticker',
      blob: { small: `/files/${id}-small.jpg`, medium: `/files/${id}.jpg` },
      details: { width: 600, height: 800, face: null },
    },
    section_id: null,
    merged_at: null,
    created_at: '2026-11-27T08:00:00.000Z',
    ...fields,
  };
}
