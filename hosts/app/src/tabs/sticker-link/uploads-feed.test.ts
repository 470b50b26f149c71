import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StickerUpload } from '@album/api-client';
import { STICKER_UPLOADS_POLL_MS, UploadsFeed, uploadsFeed } from './uploads-feed';

function upload(id: string, merged_at: string | null = null): StickerUpload {
  return {
    id,
    name: id,
    last_name: null,
    position: null,
    image: null,
    section_id: null,
    merged_at,
    created_at: '2026-11-27T08:00:00.000Z',
  };
}

describe('UploadsFeed', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('lists at the first subscription, every 30 s while subscribed, and not after the last leaves', async () => {
    const list = vi.fn(async () => [upload('u1'), upload('u2', '2026-11-27T09:00:00.000Z')]);
    const feed = new UploadsFeed({ list }, 'album-1');
    const listener = vi.fn();
    const stop = feed.subscribe(listener);
    const stopOther = feed.subscribe(() => undefined);
    await vi.advanceTimersByTimeAsync(0);
    expect(list).toHaveBeenCalledTimes(1);
    expect(list).toHaveBeenCalledWith('album-1');
    // Merged uploads are no longer pending.
    expect(feed.getSnapshot().pending?.map((u) => u.id)).toEqual(['u1']);
    expect(listener).toHaveBeenCalled();

    await vi.advanceTimersByTimeAsync(STICKER_UPLOADS_POLL_MS);
    expect(list).toHaveBeenCalledTimes(2);
    stop();
    await vi.advanceTimersByTimeAsync(STICKER_UPLOADS_POLL_MS);
    expect(list).toHaveBeenCalledTimes(3);
    stopOther();
    await vi.advanceTimersByTimeAsync(STICKER_UPLOADS_POLL_MS * 3);
    expect(list).toHaveBeenCalledTimes(3);
  });

  it('keeps what it had when a listing fails, and says so', async () => {
    const list = vi.fn(async () => [upload('u1')]);
    const feed = new UploadsFeed({ list }, 'album-1');
    const stop = feed.subscribe(() => undefined);
    await vi.advanceTimersByTimeAsync(0);
    list.mockRejectedValueOnce(new Error('offline'));
    await feed.refresh();
    expect(feed.getSnapshot()).toEqual({ pending: [upload('u1')], failed: true });
    stop();
  });

  it('forgets uploads at once, and a listing under way cannot bring them back', async () => {
    let answer: (uploads: StickerUpload[]) => void = () => undefined;
    const list = vi.fn(async () => [upload('u1'), upload('u2')]);
    const feed = new UploadsFeed({ list }, 'album-1');
    const stop = feed.subscribe(() => undefined);
    await vi.advanceTimersByTimeAsync(0);
    list.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    const late = feed.refresh();
    feed.forget(['u1']);
    expect(feed.getSnapshot().pending?.map((u) => u.id)).toEqual(['u2']);
    answer([upload('u1'), upload('u2')]);
    await late;
    expect(feed.getSnapshot().pending?.map((u) => u.id)).toEqual(['u2']);
    stop();
  });
});

describe('uploadsFeed', () => {
  it('shares one feed per client and album', () => {
    const api = { list: vi.fn(async () => []) };
    expect(uploadsFeed(api, 'a')).toBe(uploadsFeed(api, 'a'));
    expect(uploadsFeed(api, 'a')).not.toBe(uploadsFeed(api, 'b'));
    expect(uploadsFeed({ list: api.list }, 'a')).not.toBe(uploadsFeed(api, 'a'));
  });
});
