/**
 * Server state of the start page through TanStack Query: the album list (cached, refetched when the window gets
 * focus again, so a tab left open shows albums changed elsewhere), one album's content for its cover, and the
 * delete mutation that keeps the cached list in step.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AlbumSummary } from '@album/api-client';
import { useServices } from '../app/services';

export const ALBUMS_KEY = ['albums'] as const;

/** `GET /albums`. */
export function useAlbums() {
  const { api } = useServices();
  return useQuery({ queryKey: ALBUMS_KEY, queryFn: () => api.albums.list() });
}

/**
 * One album with its content, for drawing its cover: keyed by the album's last change, so an edited album is
 * fetched again and an unchanged one comes from the cache.
 */
export function useAlbumContent(album: AlbumSummary, enabled: boolean) {
  const { api } = useServices();
  return useQuery({
    queryKey: ['album-content', album.id, album.updated_at],
    queryFn: () => api.albums.get(album.id),
    enabled,
    // Covers only need the content once per change; keeping it avoids refetching every tile on focus.
    staleTime: Infinity,
  });
}

/** `DELETE /albums/:id`, removing the album from the cached list at once. */
export function useDeleteAlbum() {
  const { api } = useServices();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (albumId: string) => api.albums.delete(albumId),
    onSuccess: (_answer, albumId) => {
      client.setQueryData<AlbumSummary[]>(ALBUMS_KEY, (albums) =>
        albums?.filter((album) => album.id !== albumId),
      );
      void client.invalidateQueries({ queryKey: ALBUMS_KEY });
    },
  });
}
