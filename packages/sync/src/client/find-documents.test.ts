import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEditor, fromNested } from '@album/editor-core';
import { fixtureAlbum } from '@album/editor-core/testing';
import { MemoryStorageAdapter } from '../storage/memory-storage';
import { eventually, startLoopbackServer } from '../testing/loopback';
import type { LoopbackServer } from '../testing/loopback';
import { createAlbumSync } from './create-album-sync';
import { memoryOutbox } from './outbox';

describe('a first open while the server cannot be asked', () => {
  let server: LoopbackServer;

  beforeAll(async () => {
    server = await startLoopbackServer({ loadAlbum: async () => fromNested(fixtureAlbum()) });
  });

  afterAll(async () => {
    await server.close();
  });

  it('waits for the server instead of failing with "Document … is unavailable"', async () => {
    const editor = createEditor();
    const sync = createAlbumSync({
      editor,
      albumId: 'first-open-offline',
      url: server.url,
      storage: new MemoryStorageAdapter(),
      outbox: memoryOutbox(),
      watchOnline: false,
      backoff: { initialMs: 20, maxMs: 100 },
    });
    const outcome: string[] = [];
    sync.ready.then(
      () => outcome.push('ready'),
      (error: unknown) => outcome.push(String(error)),
    );
    // Offline before the server answered: the Repo has no peer to ask and gives the documents up.
    sync.setOnline(false);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(outcome).toEqual([]);
    sync.setOnline(true);
    await eventually(() => outcome.length > 0, 10_000, 'ready settled');
    expect(outcome).toEqual(['ready']);
    expect(editor.getDocument()).toEqual(fromNested(fixtureAlbum()));
    expect(sync.store.getState().errors).toEqual([]);
    await sync.destroy();
  }, 30_000);

  it('settles when destroyed before the documents came', async () => {
    const sync = createAlbumSync({
      editor: createEditor(),
      albumId: 'destroyed-while-loading',
      url: server.url,
      storage: new MemoryStorageAdapter(),
      outbox: memoryOutbox(),
      watchOnline: false,
    });
    sync.setOnline(false);
    await new Promise((resolve) => setTimeout(resolve, 100));
    await sync.destroy();
    await expect(sync.ready).resolves.toBeUndefined();
    expect(sync.store.getState()).toMatchObject({ ready: false, errors: [] });
  });
});
