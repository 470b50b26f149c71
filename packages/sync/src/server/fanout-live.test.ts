// The fan-out end to end: real `createAlbumSync` clients on a loopback sync server. Edits reach every other editor
// as change frames (the server encodes one per change), the clients do not echo them back, a reader's change is
// refused, and a client that missed edits while disconnected catches up.
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEditor, fromNested } from '@album/editor-core';
import type { AnyNode, Editor } from '@album/editor-core';
import { fixtureAlbum } from '@album/editor-core/testing';
import { createAlbumSync } from '../client/create-album-sync';
import type { AlbumSync } from '../client/create-album-sync';
import { memoryOutbox } from '../client/outbox';
import { eventually } from '../testing/loopback';
import { MemoryStorageAdapter } from '../storage/memory-storage';
import { createSyncServer } from './sync-server';
import type { RefusalReason } from './guarded-adapter';
import type { SyncServer } from './sync-server';

const ALBUM = 'fanout-album';
/** Runs of the direct-apply test so far (see there). */
let runs = 0;

function elements(editor: Editor): AnyNode[] {
  return Object.values(editor.getDocument().nodes)
    .filter((n) => n.type === 'Rectangle' || n.type === 'Text')
    .sort((a, b) => (a.id < b.id ? -1 : 1));
}

const xOf = (editor: Editor, id: string) => (editor.getNode(id)?.props as { x?: number } | undefined)?.x;

describe('fan-out between real clients', () => {
  let http: Server;
  let sync: SyncServer;
  let url: string;
  const refused: RefusalReason[] = [];
  const open: AlbumSync[] = [];

  beforeAll(async () => {
    sync = createSyncServer({
      storage: new MemoryStorageAdapter(),
      loadAlbum: async () => fromNested(fixtureAlbum()),
      onRefused: (_session, reason) => refused.push(reason),
    });
    await sync.ready();
    http = createServer();
    http.on('upgrade', (request, socket, head) => {
      const user = new URL(request.url ?? '/', 'http://localhost').searchParams.get('user') ?? 'u1';
      void sync.upgrade(request, socket, head, {
        albumId: ALBUM,
        userId: user,
        mayWrite: () => user !== 'reader',
      });
    });
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    url = `ws://127.0.0.1:${(http.address() as { port: number }).port}/sync`;
  });

  afterAll(async () => {
    for (const client of open) await client.destroy();
    await sync.close();
    await new Promise((resolve) => http.close(resolve));
  });

  async function client(user: string) {
    const editor = createEditor();
    const album = createAlbumSync({
      editor,
      albumId: ALBUM,
      url: `${url}?user=${user}`,
      storage: null,
      outbox: memoryOutbox(),
      watchOnline: false,
      delayMs: 10,
      backoff: { initialMs: 20, maxMs: 200 },
    });
    open.push(album);
    await album.ready;
    await eventually(() => album.store.getState().connected);
    return { editor, album };
  }

  it('sends each edit once as a frame to the other editors, never a sync round per peer; refuses a reader’s', async () => {
    const writers = await Promise.all(['w1', 'w2', 'w3'].map((user) => client(user)));
    const reader = await client('reader');
    const counters = sync.adapter.fanout.counters;
    const targets = elements(writers[0]!.editor).slice(0, 3);
    // Let the catch-up rounds of the joins settle before counting.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const before = { ...counters };
    for (const [i, writer] of writers.entries()) {
      writer.editor.updateProps([targets[i]!.id], { x: 100 + i });
      writer.album.flush();
      await writer.album.whenSynced();
    }
    const all = [...writers, reader];
    await eventually(() =>
      all.every(({ editor }) => targets.every((target, i) => xOf(editor, target.id) === 100 + i)),
    );
    // One frame per change, written to the three other clients.
    const frames = counters.framesEncoded - before.framesEncoded;
    expect(frames).toBeGreaterThanOrEqual(3);
    expect(counters.framesSent - before.framesSent).toBe(frames * 3);
    // Sync messages received: the writers' own, not an acknowledgement per frame from every receiver.
    expect(counters.received - before.received).toBeLessThan(frames * 3);

    const readerTarget = targets[0]!;
    reader.editor.updateProps([readerTarget.id], { x: -5 });
    reader.album.flush();
    await eventually(() => refused.includes('read-only'));
    const onServer = await sync.openAlbum(ALBUM);
    expect((onServer!.document().nodes[readerTarget.id]!.props as { x: number }).x).toBe(100);
    expect(xOf(writers[1]!.editor, readerTarget.id)).toBe(100);
  });

  it('applies frames to the documents directly, and sends the server one message per edit', async () => {
    const writers = await Promise.all(['w8', 'w9'].map((user) => client(user)));
    const receiver = await client('w10');
    const targets = elements(receiver.editor).slice(5, 7);
    // New values on every run of the test (an edit that writes the value there already is no change).
    const x0 = 200 + 100 * runs++;
    // One edit of each writer first, seen by all three: frames then flow to every client. Before its first frame a
    // client's Repo still sends its answers that only say where it stands (part of the first sync round), which a
    // busy machine can delay into the counted edits.
    for (const [i, writer] of writers.entries()) {
      writer.editor.updateProps([targets[i]!.id], { x: x0 - 1 - i });
      writer.album.flush();
    }
    await eventually(() =>
      [...writers, receiver].every(({ editor }) =>
        targets.every((target, i) => xOf(editor, target.id) === x0 - 1 - i),
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    // What the receiver's Repo is handed: a frame applied directly never reaches it.
    let toRepo = 0;
    receiver.album.adapter!.on('message', (message) => {
      if (message.type === 'sync') toRepo++;
    });
    const counters = sync.adapter.fanout.counters;
    const before = { ...counters };
    let edits = 0;
    for (let round = 0; round < 3; round++) {
      for (const [i, writer] of writers.entries()) {
        writer.editor.updateProps([targets[i]!.id], { x: x0 + round * 10 + i });
        writer.album.flush();
        edits++;
      }
      await Promise.all(writers.map((writer) => writer.album.whenSynced()));
    }
    await eventually(() => targets.every((target, i) => xOf(receiver.editor, target.id) === x0 + 20 + i));
    // Let the Repos' throttled messages (100 ms) go out before counting.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(toRepo).toBe(0);
    // The immediate send of each edit, and nothing else: the Repos' copies of changes the server holds stay behind.
    expect(counters.received - before.received).toBe(edits);
  });

  it('catches a client up with the edits it missed while disconnected', async () => {
    const a = await client('w4');
    const b = await client('w5');
    const target = elements(a.editor)[4]!;
    b.album.setOnline(false);
    for (const x of [7, 8, 9]) {
      a.editor.updateProps([target.id], { x });
      a.album.flush();
      await a.album.whenSynced();
    }
    expect(xOf(b.editor, target.id)).not.toBe(9);
    b.album.setOnline(true);
    await eventually(() => xOf(b.editor, target.id) === 9);
  });
});
