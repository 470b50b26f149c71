// A change the server received but never stored (it died first) survives the client's tab being closed: it stays in
// the outbox until confirmed, and the next open sends it again, to a server that restarted without it.
import { afterAll, describe, expect, it } from 'vitest';
import { createEditor, fromNested } from '@album/editor-core';
import { fixtureAlbum } from '@album/editor-core/testing';
import { GatedStorageAdapter } from '../storage/gated-storage';
import { eventually, startLoopbackServer } from '../testing';
import type { LoopbackServer } from '../testing';
import { createAlbumSync } from './create-album-sync';
import { memoryOutbox } from './outbox';

const ALBUM = 'unconfirmed-album';
const xOf = (node: { props: object } | undefined) => (node?.props as { x?: number } | undefined)?.x;

describe('unconfirmed changes in the outbox', () => {
  const servers: LoopbackServer[] = [];
  const first = new GatedStorageAdapter();

  afterAll(async () => {
    first.release();
    for (const server of servers) await server.close();
  });

  it('keeps a written change until the server stores it, and sends it again after a reload', async () => {
    const loadAlbum = async () => fromNested(fixtureAlbum());
    const serverA = await startLoopbackServer({ storage: first, loadAlbum });
    servers.push(serverA);
    const outbox = memoryOutbox();
    const open = (url: string) => {
      const editor = createEditor();
      const sync = createAlbumSync({
        editor,
        albumId: ALBUM,
        url,
        storage: null,
        outbox,
        watchOnline: false,
        delayMs: 0,
      });
      return { editor, sync };
    };

    const tab = open(serverA.url);
    await tab.sync.ready;
    await eventually(() => tab.sync.store.getState().connected);
    await tab.sync.whenSynced();
    const element = Object.values(tab.editor.getDocument().nodes).find((n) => n.type === 'Rectangle')!;
    // The server takes the edit but its storage never commits it.
    first.hold();
    tab.editor.updateProps([element.id], { x: 321 });
    tab.sync.flush();
    const album = (await serverA.sync.openAlbum(ALBUM))!;
    await eventually(() => xOf(album.document().nodes[element.id]) === 321);
    expect((await outbox.loadUnconfirmed!(ALBUM)).layout?.length).toBe(1);
    await tab.sync.destroy();

    // The server "restarts" from what its storage committed: a copy without the edit.
    const stored = new GatedStorageAdapter();
    for (const chunk of await first.loadRange([])) await stored.save(chunk.key, chunk.data!);
    const serverB = await startLoopbackServer({ storage: stored, loadAlbum });
    servers.push(serverB);
    const before = (await serverB.sync.openAlbum(ALBUM))!;
    expect(xOf(before.document().nodes[element.id])).not.toBe(321);

    const reopened = open(serverB.url);
    await reopened.sync.ready;
    expect(xOf(reopened.editor.getNode(element.id))).toBe(321);
    await reopened.sync.whenSynced();
    expect(xOf(before.document().nodes[element.id])).toBe(321);
    await eventually(async () => Object.keys(await outbox.loadUnconfirmed!(ALBUM)).length === 0);
    await reopened.sync.destroy();
  });
});
