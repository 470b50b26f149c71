/**
 * Opening an album: the REST answer gives the meta data and a first content to draw at once; then, for editors,
 * the live sync takes over the content (autosave, collaboration, unsent changes restored from IndexedDB).
 */
import type { Album, ApiClient, User } from '@album/api-client';
import { createEditor, fromNested } from '@album/editor-core';
import type { Editor } from '@album/editor-core';
import type { AlbumSync } from '@album/sync/client';
import { NO_PRESENCE } from '@album/editor-react';
import type { PresenceSource } from '@album/editor-react';
import { AUTOMERGE_WASM_URL } from './automerge-wasm';
import { deferredPresence } from './deferred-presence';
import type { WorkspaceMode } from './album-session';

export interface OpenedAlbum {
  album: Album;
  editor: Editor;
  /** Other users on the album (their selections), empty until the sync has loaded and in preview mode. */
  presence: PresenceSource;
  /** The live sync once its code has loaded; null in preview mode. */
  sync: Promise<AlbumSync> | null;
  mode: WorkspaceMode;
}

export interface OpenAlbumOptions {
  api: ApiClient;
  albumId: string;
  user: User | null;
  /** The token of a preview link: read-only, no sync writes. */
  previewToken?: string;
  /** Bearer token getter for the sync socket. */
  token: () => string | null;
  /** Where the API lives (`/api/v1` or absolute), to derive the sync socket's address. */
  apiBase: string;
}

/** `ws(s)://host/sync` next to the API. */
export function syncUrlFor(apiBase: string, origin: string = window.location.origin): string {
  const api = new URL(apiBase, origin);
  return `${api.protocol === 'https:' ? 'wss:' : 'ws:'}//${api.host}/sync`;
}

// The sync engine (automerge and its wasm, about a quarter of the editor's code) is its own chunk: it downloads
// while the album answer and CanvasKit load, and the first paint does not wait for it. Its wasm is fetched as soon as
// the chunk is there (a failure is reported by `createAlbumSync`, which tries again).
const loadSyncModule = () =>
  import('@album/sync/client').then((module) => {
    module.initAutomerge(AUTOMERGE_WASM_URL).catch(() => undefined);
    return module;
  });

/**
 * The sync endpoints the server names when it runs as several nodes; null for a single node (then the socket goes
 * next to the API, which also holds behind a dev proxy or another host name than the server's PUBLIC_URL) and when
 * the question fails (the single-node address still works and the socket fails over on its own).
 */
async function syncEndpointsOf(api: ApiClient, albumId: string): Promise<string[] | null> {
  try {
    const endpoints = await api.albums.syncEndpoints(albumId);
    return endpoints.length > 1 ? endpoints : null;
  } catch {
    return null;
  }
}

export async function openAlbum(options: OpenAlbumOptions): Promise<OpenedAlbum> {
  const { api, albumId, user, previewToken } = options;
  const isAdmin = user?.roles.includes('admin') ?? false;
  const syncModule = previewToken || !user ? null : loadSyncModule();
  // Handled where it is awaited; this only keeps an early failure from being reported as unhandled.
  syncModule?.catch(() => undefined);
  // Asked in parallel with the album: with several server nodes the album's own node comes first.
  const endpoints = syncModule ? syncEndpointsOf(api, albumId) : null;
  const album = previewToken
    ? await api.albums.preview(albumId, previewToken)
    : await api.albums.get(albumId);
  const mode = previewToken || (album.locked && !isAdmin) ? 'preview' : 'edit';
  const editor = createEditor({
    document: fromNested(album),
    readOnly: mode === 'preview',
    ...(user ? { user: { userId: user.id, isAdmin } } : {}),
  });
  const sync =
    mode === 'edit' && user && syncModule
      ? Promise.all([syncModule, endpoints]).then(([{ createAlbumSync, presenceSourceOf }, url]) => {
          const started = createAlbumSync({
            editor,
            albumId,
            url: url ?? syncUrlFor(options.apiBase),
            token: options.token,
            user: { id: user.id, email: user.email, avatar: user.picture },
            automergeWasm: AUTOMERGE_WASM_URL,
          });
          return { sync: started, presence: presenceSourceOf(started) };
        })
      : null;
  return {
    album,
    editor,
    sync: sync?.then((started) => started.sync) ?? null,
    presence: sync ? deferredPresence(sync.then((started) => started.presence)) : NO_PRESENCE,
    mode,
  };
}
