/**
 * One open album in the workspace: its meta data (title, release date, lock, order), the editor holding its content,
 * and the live sync (autosave + collaboration) when the viewer may edit. Screens read it with `useAlbumSession()`.
 */
import { createContext, useContext } from 'react';
import type { Album, AlbumPatch, User } from '@album/api-client';
import type { Editor } from '@album/editor-core';
import type { ImageLoader, PresenceSource } from '@album/editor-react';
import type { AlbumSync, SyncStatus } from '@album/sync/client';
import type { StoreApi } from 'zustand/vanilla';

export type WorkspaceMode = 'edit' | 'preview';

export interface AlbumSession {
  albumId: string;
  /** Meta data as last answered by the server (content lives in the editor). */
  album: Album;
  editor: Editor;
  /** Live sync; null in preview mode. */
  sync: AlbumSync | null;
  /** The sync state for indicators (a fixed "saved" state in preview mode). */
  syncStatus: StoreApi<SyncStatus>;
  /** `preview`: a read-only link, or a locked album for a non-admin (spec section 4, Lock and review). */
  mode: WorkspaceMode;
  /** Opened through a shared preview link (no account needed): canvas only, no tabs. */
  previewLink: boolean;
  user: User | null;
  isAdmin: boolean;
  images: ImageLoader;
  /** Collaborators shown on the canvas (none in preview mode). */
  presence: PresenceSource;
  /** Opens the album afresh (REST answer + new sync session; unsent changes come back from the outbox). */
  reload(): void;
  /** `PATCH /albums/:id` (title and release date, fonts, locked, ...); updates `album` on success, throws otherwise. */
  updateAlbum(patch: AlbumPatch): Promise<Album>;
}

export const AlbumSessionContext = createContext<AlbumSession | null>(null);

export function useAlbumSession(): AlbumSession {
  const session = useContext(AlbumSessionContext);
  if (!session) throw new Error('useAlbumSession needs the workspace (AlbumSessionContext)');
  return session;
}
