/**
 * The pending sticker uploads of an album as a TanStack query, listed again every 30 s while anything shows them
 * (spec section 9). The stickers tab's card and the tab badge observe the same query, and both time their next
 * listing from the moment the data arrived, so the album is asked once per period however many places show the
 * count. A merge or a delete drops uploads from the cached list at once; the next listing confirms it.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient, StickerUpload } from '@album/api-client';

/** Section 9: sticker uploads are polled every 30 s. */
export const STICKER_UPLOADS_POLL_MS = 30_000;

type StickerUploadsApi = Pick<ApiClient['stickerUploads'], 'list'>;

/** The cache key of an album's pending uploads. */
export const stickerUploadsKey = (albumId: string) => ['albums', albumId, 'sticker-uploads'] as const;

/** The query of an album's pending uploads (the ones not merged yet, oldest first). */
export function stickerUploadsQuery(api: StickerUploadsApi, albumId: string) {
  return {
    queryKey: stickerUploadsKey(albumId),
    queryFn: async (): Promise<StickerUpload[]> =>
      (await api.list(albumId)).filter((upload) => !upload.merged_at),
    /**
     * The time left until the data is one period old: every observer's timer then fires at the same moment, and
     * the later ones join the listing the first one started instead of asking again.
     */
    refetchInterval: (query: { state: { dataUpdatedAt: number } }) =>
      Math.max(1, query.state.dataUpdatedAt + STICKER_UPLOADS_POLL_MS - Date.now()),
    // A screen opening within the period shows the list the others have, without a listing of its own.
    staleTime: STICKER_UPLOADS_POLL_MS,
    // Polling is the retry: a failed listing is tried again at the next period, the list keeping what it had.
    retry: false,
  };
}

/** What the uploads modal does to the list after a merge or a delete. */
export interface UploadsFeed {
  /** Drops uploads from the list at once (merged or deleted); a listing under way cannot bring them back. */
  forget(ids: readonly string[]): void;
  /** Lists the uploads now, without waiting for the next period. */
  refresh(): Promise<void>;
}

/** The feed controls of `albumId`'s uploads in `client`'s cache. */
export function uploadsFeed(client: QueryClient, albumId: string): UploadsFeed {
  const queryKey = stickerUploadsKey(albumId);
  return {
    forget(ids) {
      const gone = new Set(ids);
      client.setQueryData<StickerUpload[]>(queryKey, (pending) =>
        pending?.filter((upload) => !gone.has(upload.id)),
      );
      // A listing under way may still name them: cancelled, the list goes back to the one just set.
      void client.cancelQueries({ queryKey });
    },
    refresh: () => client.invalidateQueries({ queryKey }),
  };
}
