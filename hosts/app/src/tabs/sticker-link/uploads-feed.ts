/**
 * The pending sticker uploads of an album, listed again every 30 s while anything shows them (spec section 9). The
 * stickers tab's card and the tab badge read the same feed, so the album is asked once per period however many
 * places show the count: one feed per API client and album, started by its first subscriber and stopped by its
 * last.
 */
import type { ApiClient, StickerUpload } from '@album/api-client';

/** Section 9: sticker uploads are polled every 30 s. */
export const STICKER_UPLOADS_POLL_MS = 30_000;

export interface UploadsSnapshot {
  /** The uploads not merged yet, oldest first; null until the first answer. */
  pending: StickerUpload[] | null;
  /** The last listing failed (the feed keeps what it had). */
  failed: boolean;
}

type StickerUploadsApi = Pick<ApiClient['stickerUploads'], 'list'>;

/** One album's feed. */
export class UploadsFeed {
  private snapshot: UploadsSnapshot = { pending: null, failed: false };
  private readonly listeners = new Set<() => void>();
  private timer: ReturnType<typeof setInterval> | null = null;
  /** Counts listings so an older answer arriving late cannot overwrite a newer one. */
  private generation = 0;

  constructor(
    private readonly api: StickerUploadsApi,
    private readonly albumId: string,
    private readonly pollMs: number = STICKER_UPLOADS_POLL_MS,
  ) {}

  getSnapshot = (): UploadsSnapshot => this.snapshot;

  /** Adds a listener; the first one starts the polling (with a listing at once), the last one stops it. */
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    if (this.listeners.size === 1) {
      void this.refresh();
      this.timer = setInterval(() => void this.refresh(), this.pollMs);
    }
    return () => {
      this.listeners.delete(listener);
      if (this.listeners.size === 0 && this.timer !== null) {
        clearInterval(this.timer);
        this.timer = null;
      }
    };
  };

  /** Lists the uploads now (after a merge or a delete, without waiting for the next period). */
  async refresh(): Promise<void> {
    const generation = ++this.generation;
    try {
      const uploads = await this.api.list(this.albumId);
      if (generation !== this.generation) return;
      this.set({ pending: uploads.filter((upload) => !upload.merged_at), failed: false });
    } catch {
      if (generation === this.generation) this.set({ ...this.snapshot, failed: true });
    }
  }

  /** Drops uploads from the list at once (they were merged or deleted); the next listing confirms it. */
  forget(ids: readonly string[]): void {
    if (!this.snapshot.pending) return;
    const gone = new Set(ids);
    // A listing under way may still name them: it is superseded.
    this.generation++;
    this.set({ ...this.snapshot, pending: this.snapshot.pending.filter((upload) => !gone.has(upload.id)) });
  }

  private set(next: UploadsSnapshot): void {
    this.snapshot = next;
    for (const listener of this.listeners) listener();
  }
}

const feeds = new WeakMap<object, Map<string, UploadsFeed>>();

/** The feed of `albumId` for this API client (created on first use). */
export function uploadsFeed(api: StickerUploadsApi, albumId: string): UploadsFeed {
  let byAlbum = feeds.get(api);
  if (!byAlbum) {
    byAlbum = new Map();
    feeds.set(api, byAlbum);
  }
  let feed = byAlbum.get(albumId);
  if (!feed) {
    feed = new UploadsFeed(api, albumId);
    byAlbum.set(albumId, feed);
  }
  return feed;
}
