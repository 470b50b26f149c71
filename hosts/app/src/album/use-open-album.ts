/**
 * Opens an album for a workspace route and closes it (sync stopped, editor disposed) when the route leaves it.
 * Until the live sync has loaded the album the editor stays read-only, so no edit can be made that the sync would
 * not see.
 *
 * Why the opening is no TanStack Query (#15, see docs/architecture.md): what it makes is not server state to cache
 * but live resources, an editor and a sync session (a WebSocket, the Automerge document, edits not yet sent), that
 * must be flushed and destroyed exactly when the route leaves the album or reopens it. In the query cache they would
 * outlive the screen until garbage collection, be shared between observers, be replaced by a refetch on window focus
 * or by an invalidation (losing the sync's state and edits under way), and the cache's `clear()` on another sign-in
 * would drop them without destroying them. The REST answer only seeds the editor; from then on the sync document is
 * the truth, so a cached copy of the answer would be a second, stale one. Its retry is the reload throttle, driven
 * by the sync's failures rather than by the request. The album's own writes do go through the cache: `updateAlbum`
 * invalidates what the cached screens show of the album (the start page's list, the onboarding state).
 */
import { useEffect, useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@album/api-client';
import type { AlbumPatch } from '@album/api-client';
import { createStore } from 'zustand/vanilla';
import type { AlbumSync, SyncStatus } from '@album/sync/client';
import { useStore } from 'zustand';
import { useServices } from '../app/services';
import { ALBUMS_KEY } from '../start/queries';
import { onboardingStateKey } from '../tabs/onboarding/use-onboarding-state';
import type { AlbumSession } from './album-session';
import { createImageLoader } from './image-loader';
import { createReloadThrottle } from './reload-throttle';
import { openAlbum } from './open-album';
import type { OpenedAlbum } from './open-album';

export type OpenAlbumState =
  | { status: 'loading' }
  | { status: 'error'; code: 'not_found' | 'forbidden' | 'failed'; message: string }
  | { status: 'ready'; session: AlbumSession };

const SAVED: SyncStatus = {
  ready: true,
  synced: true,
  hasUnsavedChanges: false,
  saving: false,
  lastSavedAt: null,
  online: true,
  connected: true,
  pending: 0,
  errors: [],
  ended: null,
};

/** Preview mode: nothing to save, ever. */
const PREVIEW_STATUS = createStore<SyncStatus>(() => SAVED);
/** Editing, while the sync code loads: not ready (the editor is read-only until it is). */
const LOADING_STATUS = createStore<SyncStatus>(() => ({ ...SAVED, ready: false, connected: false }));

/** The album of a workspace route: loading, an error (not found, no access, failed) or the ready session. */
export function useOpenAlbum(albumId: string, previewToken?: string): OpenAlbumState {
  const services = useServices();
  const queryClient = useQueryClient();
  const user = useStore(services.session, (state) => state.user);
  // The user object changes when the profile is saved; the album only needs reopening for another user id.
  const userId = user?.id;
  const [opened, setOpened] = useState<OpenedAlbum | null>(null);
  const [album, setAlbum] = useState<OpenedAlbum['album'] | null>(null);
  const [error, setError] = useState<Extract<OpenAlbumState, { status: 'error' }> | null>(null);
  const [generation, setGeneration] = useState(0);
  const [sync, setSync] = useState<AlbumSync | null>(null);
  // Kept across reopenings: an album that fails again right after a reopen is reopened at a slower pace, not in a loop.
  const reloads = useMemo(() => createReloadThrottle(() => setGeneration((n) => n + 1)), []);
  useEffect(() => () => reloads.dispose(), [reloads]);

  // An effect with a `live` flag rather than a query: see the head of the file.
  useEffect(() => {
    let live = true;
    let current: AlbumSync | null = null;
    setOpened(null);
    setSync(null);
    setError(null);
    openAlbum({
      api: services.api,
      albumId,
      // Read when (re)opening rather than subscribed to: see `userId` above.
      user: services.session.getState().user,
      ...(previewToken ? { previewToken } : {}),
      token: () => services.session.getState().token,
      apiBase: services.apiBase,
    })
      .then((result) => {
        if (!live) return;
        if (result.sync) {
          result.editor.setReadOnly(true);
          result.sync.then(
            (started) => {
              current = started;
              if (!live) {
                void started.destroy();
                return;
              }
              setSync(started);
              started.ready.then(
                () => {
                  // `ready` also settles when the sync stopped before loading (closed, access removed): then the
                  // editor stays read-only, nothing could be saved.
                  const status = started.store.getState();
                  if (live && status.ready && !status.ended) result.editor.setReadOnly(false);
                },
                (cause: unknown) => {
                  // Closed meanwhile (route left, album reopened) or ended by the server (access removed, change
                  // refused: the sync reports that itself): the documents' "unavailable" is no fault to report.
                  if (live && !started.store.getState().ended) services.reportError(cause, { albumId });
                },
              );
            },
            (cause: unknown) => {
              services.reportError(cause, { albumId });
              if (live) setError({ status: 'error', code: 'failed', message: String(cause) });
            },
          );
        }
        setAlbum(result.album);
        setOpened(result);
      })
      .catch((cause: unknown) => {
        if (!live) return;
        const status = cause instanceof ApiError ? cause.status : 0;
        setError({
          status: 'error',
          code: status === 404 ? 'not_found' : status === 403 ? 'forbidden' : 'failed',
          message: cause instanceof Error ? cause.message : String(cause),
        });
      });
    return () => {
      live = false;
      if (current) {
        current.flush();
        void current.destroy();
      }
    };
  }, [albumId, previewToken, userId, services, generation]);

  const session = useMemo<AlbumSession | null>(() => {
    if (!opened || !album) return null;
    const isAdmin = user?.roles.includes('admin') ?? false;
    return {
      albumId,
      album,
      editor: opened.editor,
      sync,
      syncStatus: sync?.store ?? (opened.sync ? LOADING_STATUS : PREVIEW_STATUS),
      mode: opened.mode,
      previewLink: Boolean(previewToken),
      user,
      isAdmin,
      images: createImageLoader(opened.editor),
      presence: opened.presence,
      reload: () => reloads.request(),
      async updateAlbum(patch: AlbumPatch) {
        const updated = await services.api.albums.update(albumId, patch);
        setAlbum(updated);
        // The start page lists the title and date; the server records the title-and-date onboarding step. The top
        // bar's preflight follows the album's title and date itself.
        void queryClient.invalidateQueries({ queryKey: ALBUMS_KEY, exact: true });
        void queryClient.invalidateQueries({ queryKey: onboardingStateKey(albumId) });
        return updated;
      },
    };
  }, [opened, sync, album, user, albumId, previewToken, services, reloads, queryClient]);

  if (error) return error;
  if (!session) return { status: 'loading' };
  return { status: 'ready', session };
}
