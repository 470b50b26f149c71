/**
 * The shareable preview link (spec section 2, General tab): the server answers a path
 * (`/album/{id}/preview/{token}`); people copy a full address. A rotation gives a new path that this tab remembers
 * per album, because the album answer the workspace holds still names the old one until it is opened again.
 */
import { create } from 'zustand';

/** The full address of a preview path on this site. */
export function previewUrl(path: string, origin: string): string {
  return new URL(path, origin).href;
}

interface RotatedPaths {
  paths: Record<string, string>;
  remember(albumId: string, path: string): void;
}

/** Preview paths rotated in this tab, by album id. */
export const useRotatedPreviewPaths = create<RotatedPaths>((set) => ({
  paths: {},
  remember: (albumId, path) => set((state) => ({ paths: { ...state.paths, [albumId]: path } })),
}));

/** The album's current preview path: the one rotated to in this tab, else the album answer's. */
export function usePreviewPath(albumId: string, fromAlbum: string | null): string | null {
  const rotated = useRotatedPreviewPaths((state) => state.paths[albumId]);
  return rotated ?? fromAlbum;
}
