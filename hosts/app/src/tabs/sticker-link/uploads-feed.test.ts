import { QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StickerUpload } from '@album/api-client';
import { createQueryClient } from '../../app/App';
import { STICKER_UPLOADS_POLL_MS, stickerUploadsKey, stickerUploadsQuery, uploadsFeed } from './uploads-feed';

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

/** A screen showing the uploads: an observer of the query, as `useQuery` makes one. */
function observe(client: ReturnType<typeof createQueryClient>, list: () => Promise<StickerUpload[]>) {
  const observer = new QueryObserver(client, stickerUploadsQuery({ list }, 'album-1'));
  return observer.subscribe(() => undefined);
}

describe('the sticker uploads query', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('lists once for two screens, every 30 s while shown, and not after the last one leaves', async () => {
    const client = createQueryClient();
    const list = vi.fn(async () => [upload('u1'), upload('u2', '2026-11-27T09:00:00.000Z')]);
    const stop = observe(client, list);
    await vi.advanceTimersByTimeAsync(1000);
    const stopOther = observe(client, list);
    await vi.advanceTimersByTimeAsync(0);
    expect(list).toHaveBeenCalledTimes(1);
    expect(list).toHaveBeenCalledWith('album-1');
    // Merged uploads are no longer pending.
    expect(client.getQueryData<StickerUpload[]>(stickerUploadsKey('album-1'))?.map((u) => u.id)).toEqual([
      'u1',
    ]);

    // Both screens' timers aim at the moment the data is one period old: one listing between them.
    await vi.advanceTimersByTimeAsync(STICKER_UPLOADS_POLL_MS - 1000);
    expect(list).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(STICKER_UPLOADS_POLL_MS);
    expect(list).toHaveBeenCalledTimes(3);
    stop();
    await vi.advanceTimersByTimeAsync(STICKER_UPLOADS_POLL_MS);
    expect(list).toHaveBeenCalledTimes(4);
    stopOther();
    await vi.advanceTimersByTimeAsync(STICKER_UPLOADS_POLL_MS * 3);
    expect(list).toHaveBeenCalledTimes(4);
  });

  it('keeps what it had when a listing fails, says so, and recovers at the next period', async () => {
    const client = createQueryClient();
    const list = vi.fn(async () => [upload('u1')]);
    const stop = observe(client, list);
    await vi.advanceTimersByTimeAsync(0);
    list.mockRejectedValueOnce(new Error('offline'));
    await vi.advanceTimersByTimeAsync(STICKER_UPLOADS_POLL_MS);
    const state = client.getQueryState(stickerUploadsKey('album-1'));
    expect(state?.status).toBe('error');
    expect(state?.data).toEqual([upload('u1')]);
    await vi.advanceTimersByTimeAsync(STICKER_UPLOADS_POLL_MS);
    expect(client.getQueryState(stickerUploadsKey('album-1'))?.status).toBe('success');
    stop();
  });

  it('forgets uploads at once, and a listing under way cannot bring them back', async () => {
    const client = createQueryClient();
    let answer: (uploads: StickerUpload[]) => void = () => undefined;
    const list = vi.fn(async () => [upload('u1'), upload('u2')]);
    const stop = observe(client, list);
    await vi.advanceTimersByTimeAsync(0);
    list.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    const feed = uploadsFeed(client, 'album-1');
    const late = feed.refresh();
    feed.forget(['u1']);
    const pending = () =>
      client.getQueryData<StickerUpload[]>(stickerUploadsKey('album-1'))?.map((u) => u.id);
    expect(pending()).toEqual(['u2']);
    answer([upload('u1'), upload('u2')]);
    await late;
    await vi.advanceTimersByTimeAsync(0);
    expect(pending()).toEqual(['u2']);
    // The next listing tells what the server holds.
    list.mockResolvedValueOnce([upload('u2')]);
    await feed.refresh();
    expect(pending()).toEqual(['u2']);
    expect(list).toHaveBeenCalledTimes(3);
    stop();
  });
});
