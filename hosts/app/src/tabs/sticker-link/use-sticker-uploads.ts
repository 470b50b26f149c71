/**
 * The album's pending sticker uploads for a screen (the stickers tab's card, the tab badge, the uploads modal),
 * from the shared query polled every 30 s. Viewers of a shared preview link are no album members and see none; so
 * does a screen outside an open album (the workspace's badge renders wherever the tab strip does) or outside the
 * app's query cache.
 */
import { useContext, useMemo } from 'react';
import { QueryClient, QueryClientContext, useQuery } from '@tanstack/react-query';
import type { StickerUpload } from '@album/api-client';
import { AlbumSessionContext } from '../../album/album-session';
import { ServicesContext } from '../../app/services';
import { stickerUploadsQuery, uploadsFeed } from './uploads-feed';
import type { UploadsFeed } from './uploads-feed';

export interface StickerUploadsState {
  /** The uploads not merged yet, oldest first; null until the first answer. */
  pending: StickerUpload[] | null;
  /** The last listing failed (the list keeps what it had). */
  failed: boolean;
  /** Refreshes or forgets uploads after a merge or a delete; null when there is none to show. */
  feed: UploadsFeed | null;
}

/**
 * A cache that never fetches, for screens rendered without the app's (a partial test's tree): the query below is
 * disabled there, and hooks cannot be skipped.
 */
const idleClient = new QueryClient();

/** Observes the album's uploads (polling runs while at least one screen uses them). */
export function useStickerUploads(): StickerUploadsState {
  const services = useContext(ServicesContext);
  const session = useContext(AlbumSessionContext);
  const client = useContext(QueryClientContext);
  // A client without the resource is a test's partial fake: nothing to poll.
  const resource = (services?.api as Partial<NonNullable<typeof services>['api']> | undefined)
    ?.stickerUploads;
  const albumId = session && !session.previewLink && resource && client ? session.albumId : null;
  const query = useQuery(
    {
      ...stickerUploadsQuery(resource ?? { list: () => Promise.resolve([]) }, albumId ?? ''),
      enabled: albumId !== null,
    },
    client ?? idleClient,
  );
  const feed = useMemo(
    () => (albumId !== null && client ? uploadsFeed(client, albumId) : null),
    [client, albumId],
  );
  if (albumId === null) return { pending: [], failed: false, feed: null };
  return { pending: query.data ?? null, failed: query.isError, feed };
}
