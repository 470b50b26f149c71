import { afterAll, describe, expect, it } from 'vitest';
import { createEditor, fromNested } from '@album/editor-core';
import type { AnyNode, Editor } from '@album/editor-core';
import { fixtureAlbum } from '@album/editor-core/testing';
import { createAlbumSync } from '../client/create-album-sync';
import type { AlbumSync } from '../client/create-album-sync';
import { memoryOutbox } from '../client/outbox';
import { presenceSourceOf } from '../client/presence-source';
import { MemoryStorageAdapter } from '../storage/memory-storage';
import { eventually, freePort, startLoopbackServer } from '../testing';
import type { LoopbackServer } from '../testing';

/** Geometry of a node in a test: every element node carries x and y, the typed union does not say so. */
const geo = (node: { props: object } | undefined) => (node?.props ?? {}) as { x?: number; y?: number };

const ALBUM = 'two-node-album';
const CREDENTIAL = 'node-credential';

function elements(editor: Editor): AnyNode[] {
  return Object.values(editor.getDocument().nodes)
    .filter((n) => n.type === 'Rectangle' || n.type === 'Text')
    .sort((a, b) => (a.id < b.id ? -1 : 1));
}

describe('two sync server nodes on one storage', () => {
  const storage = new MemoryStorageAdapter();
  const syncs: AlbumSync[] = [];
  const servers: LoopbackServer[] = [];

  async function startNode(port: number, ports: number[]): Promise<LoopbackServer> {
    const server = await startLoopbackServer({
      storage,
      port,
      loadAlbum: async () => fromNested(fixtureAlbum()),
      nodeCredential: CREDENTIAL,
      server: {
        nodes: {
          self: `http://127.0.0.1:${port}`,
          nodes: ports.map((p) => `http://127.0.0.1:${p}`),
          credential: () => CREDENTIAL,
          backoff: { initialMs: 50, maxMs: 200 },
        },
      },
    });
    servers.push(server);
    return server;
  }

  function open(urls: string[], user: string): { editor: Editor; sync: AlbumSync } {
    const editor = createEditor();
    const sync = createAlbumSync({
      editor,
      albumId: ALBUM,
      url: urls.map((url) => `${url}?user=${user}`),
      user: { id: user, email: `${user}@example.com` },
      storage: null,
      outbox: memoryOutbox(),
      watchOnline: false,
      delayMs: 50,
      backoff: { initialMs: 50, maxMs: 200 },
      presenceHeartbeatMs: 100,
      presencePeerTtlMs: 2000,
    });
    syncs.push(sync);
    return { editor, sync };
  }

  afterAll(async () => {
    for (const sync of syncs) await sync.destroy();
    for (const server of servers) await server.close().catch(() => undefined);
  });

  it('relays edits and presence between clients of different nodes, and fails a client over when its node stops', async () => {
    const ports = [await freePort(), await freePort()];
    const [a, b] = [await startNode(ports[0]!, ports), await startNode(ports[1]!, ports)];
    await eventually(() => a.sync.liveNodes().length === 2 && b.sync.liveNodes().length === 2);
    expect(a.sync.nodes()).toEqual(ports.map((p) => `http://127.0.0.1:${p}`).sort());

    const ana = open([a.url, b.url], 'ana');
    const ben = open([b.url, a.url], 'ben');
    await Promise.all([ana.sync.ready, ben.sync.ready]);
    expect(ana.sync.adapter!.getState().endpoint).toContain(String(ports[0]));
    expect(ben.sync.adapter!.getState().endpoint).toContain(String(ports[1]));
    const [first, second, third] = elements(ana.editor);

    ana.editor.updateProps([first!.id], { x: 41 });
    ben.editor.updateProps([second!.id], { x: 42 });
    await eventually(
      () => geo(ben.editor.getNode(first!.id)).x === 41 && geo(ana.editor.getNode(second!.id)).x === 42,
      15_000,
      'edits crossing nodes',
    );

    // Presence crosses nodes too (relayed with its original sender).
    const seenByBen = presenceSourceOf(ben.sync);
    ana.editor.selectIds([third!.id]);
    await eventually(
      () => seenByBen.getCollaborators().some((c) => c.id === 'ana' && c.selection[0] === third!.id),
      15_000,
      'presence crossing nodes',
    );

    // Node A stops while Ana has an edit not yet sent: she fails over to B and the edit lands there.
    await ana.sync.whenSynced();
    ana.sync.setOnline(false);
    ana.editor.updateProps([third!.id], { y: 43 });
    ana.sync.flush();
    await a.close();
    ana.sync.setOnline(true);
    await eventually(() => ana.sync.store.getState().connected, 15_000, 'failover');
    expect(ana.sync.adapter!.getState().endpoint).toContain(String(ports[1]));
    await eventually(() => geo(ben.editor.getNode(third!.id)).y === 43, 15_000, 'the unsent edit');
    await ana.sync.whenSynced();
    expect(b.sync.liveNodes()).toEqual([`http://127.0.0.1:${ports[1]}`]);
    const onB = await b.sync.openAlbum(ALBUM);
    expect(onB!.document().nodes[third!.id]!.props).toMatchObject({ y: 43 });
    expect(ana.editor.getDocument()).toEqual(ben.editor.getDocument());
  });

  it('refuses node links without the credential', async () => {
    const port = await freePort();
    const server = await startLoopbackServer({
      storage: new MemoryStorageAdapter(),
      port,
      loadAlbum: async () => null,
      nodeCredential: CREDENTIAL,
    });
    servers.push(server);
    const status = await new Promise<number>((resolve) => {
      const socket = new WebSocket(`${server.url}?node=http://evil`, ['automerge-repo', 'bearer.wrong']);
      socket.addEventListener('open', () => resolve(101));
      socket.addEventListener('error', () => resolve(401));
    });
    expect(status).toBe(401);
  });
});
