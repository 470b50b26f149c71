import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import * as A from '@automerge/automerge/slim';
import { describe, expect, it, vi } from 'vitest';
import { createEditor, fromNested } from '@album/editor-core';
import { fixtureAlbum } from '@album/editor-core/testing';
import { AutomergeWasmError } from '../wasm/init-automerge';
import { createAlbumSync } from './create-album-sync';
import { memoryOutbox } from './outbox';
import type { WebSocketFactory } from './socket-adapter';

// A browser-like start: nothing loaded automerge's engine (only slim entries are imported here), the host gives its
// source. The engine loads once per process, so the failure runs first.

/** Node's WebSocket towards a closed port, counting connection attempts. */
function countingSockets() {
  const attempts = { count: 0 };
  const Base = globalThis.WebSocket as unknown as WebSocketFactory;
  class Counting extends Base {
    constructor(url: string, protocols?: string | string[]) {
      super(url, protocols);
      attempts.count++;
    }
  }
  return { attempts, WebSocket: Counting as WebSocketFactory };
}

function start(automergeWasm: Parameters<typeof createAlbumSync>[0]['automergeWasm']) {
  const sockets = countingSockets();
  const sync = createAlbumSync({
    editor: createEditor({ document: fromNested(fixtureAlbum()) }),
    albumId: 'album-wasm',
    url: 'ws://127.0.0.1:9/sync',
    WebSocket: sockets.WebSocket,
    storage: null,
    outbox: memoryOutbox(),
    watchOnline: false,
    automergeWasm,
  });
  return { sync, attempts: sockets.attempts };
}

/** Lets pending promise jobs and one turn of the event loop run (the repo connects its adapters after a microtask). */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('createAlbumSync before automerge is loaded', () => {
  it('reports an engine that cannot be loaded, without connecting', async () => {
    const { sync, attempts } = start(new Uint8Array([1, 2, 3]));
    await expect(sync.ready).rejects.toBeInstanceOf(AutomergeWasmError);
    const errors = sync.store.getState().errors;
    expect(errors.map((e) => e.kind)).toEqual(['connection']);
    expect(errors[0]!.detail).toMatch(/automerge's WebAssembly could not be loaded from 3 bytes/);
    expect(attempts.count).toBe(0);
    await sync.destroy();
  });

  it('connects only once the engine given in `automergeWasm` is loaded', async () => {
    let answer!: (response: Response) => void;
    const response = new Promise<Response>((resolve) => (answer = resolve));
    const { sync, attempts } = start(response);
    await settle();
    await settle();
    expect(A.isWasmInitialized()).toBe(false);
    expect(attempts.count).toBe(0);

    const bytes = await readFile(fileURLToPath(import.meta.resolve('@automerge/automerge/automerge.wasm')));
    answer(new Response(bytes, { headers: { 'content-type': 'application/wasm' } }));
    await vi.waitFor(() => expect(attempts.count).toBeGreaterThan(0));
    expect(A.isWasmInitialized()).toBe(true);
    await sync.destroy();
  });
});
