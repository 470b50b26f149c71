/**
 * The album's pending sticker uploads for a screen (the stickers tab's card, the tab badge, the uploads modal),
 * from the shared feed polled every 30 s. Viewers of a shared preview link are no album members and see none; so
 * does a screen outside an open album (the workspace's badge renders wherever the tab strip does).
 */
import { useContext, useSyncExternalStore } from 'react';
import { AlbumSessionContext } from '../../album/album-session';
import { ServicesContext } from '../../app/services';
import { uploadsFeed } from './uploads-feed';
import type { UploadsFeed, UploadsSnapshot } from './uploads-feed';

const NONE: UploadsSnapshot = { pending: [], failed: false };
const noSubscription = () => () => undefined;
const noSnapshot = () => NONE;

export interface StickerUploadsState extends UploadsSnapshot {
  /** The feed, to refresh or forget uploads after a merge or a delete; null when there is none to show. */
  feed: UploadsFeed | null;
}

/** Subscribes to the album's uploads feed (polling runs while at least one screen uses it). */
export function useStickerUploads(): StickerUploadsState {
  const services = useContext(ServicesContext);
  const session = useContext(AlbumSessionContext);
  // A client without the resource is a test's partial fake: nothing to poll.
  const resource = (services?.api as Partial<NonNullable<typeof services>['api']> | undefined)
    ?.stickerUploads;
  const feed = session && !session.previewLink && resource ? uploadsFeed(resource, session.albumId) : null;
  const snapshot = useSyncExternalStore(
    feed ? feed.subscribe : noSubscription,
    feed ? feed.getSnapshot : noSnapshot,
  );
  return { ...snapshot, feed };
}
