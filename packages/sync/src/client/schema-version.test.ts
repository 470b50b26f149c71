/**
 * Schema versions on the client (docs/schema-migrations.md): a client opens an older local replica once the
 * server's upgrade reached it and migrates its outbox; a client older than the album it meets writes nothing and
 * says so (`ended: 'newer-version'`, `sync.error.newerVersion`).
 */
import * as A from '@automerge/automerge';
import { Repo } from '@automerge/automerge-repo';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_SCHEMA_VERSION, createEditor, fromNested } from '@album/editor-core';
import type { AnyNode, Editor } from '@album/editor-core';
import { albumOfVersion } from '@album/editor-core/testing';
import { albumDocumentId, DOC_KINDS } from '../schema/layout';
import type { SeededDocs } from '../schema/seed';
import { albumDocsVersion } from '../schema/version';
import { SyncCloseCode } from '../server/close-codes';
import { seedVersion1AlbumDocs } from '../server/version-1-docs';
import { MemoryStorageAdapter } from '../storage/memory-storage';
import { eventually, startLoopbackServer } from '../testing/loopback';
import type { LoopbackServer } from '../testing/loopback';
import { createAlbumSync } from './create-album-sync';
import type { AlbumSync } from './create-album-sync';
import { memoryOutbox } from './outbox';
import type { Outbox } from './outbox';
import { serverCloseAction } from './server-close';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function firstElement(editor: Editor): AnyNode {
  return Object.values(editor.getDocument().nodes)
    .filter((n) => n.type === 'Rectangle' || n.type === 'Text')
    .sort((a, b) => (a.id < b.id ? -1 : 1))[0]!;
}

/** Puts `docs` into `storage` as an album's stored documents. */
async function store(storage: MemoryStorageAdapter, albumId: string, docs: SeededDocs): Promise<void> {
  const repo = new Repo({ storage, network: [] });
  for (const kind of DOC_KINDS)
    repo.import(A.save(docs[kind] as A.Doc<unknown>), { docId: albumDocumentId(albumId, kind) });
  await repo.flush();
  await repo.shutdown();
}

describe('schema versions in the client (real sync server on loopback)', () => {
  let server: LoopbackServer;
  let serverStorage: MemoryStorageAdapter;
  const opened: AlbumSync[] = [];
  /** Version-1 documents, as the server and a client stored them before the upgrade (one history). */
  const v1Docs = seedVersion1AlbumDocs(fromNested(albumOfVersion(1)), 'aa'.repeat(16) as A.ActorId, 0);

  beforeAll(async () => {
    serverStorage = new MemoryStorageAdapter();
    await store(serverStorage, 'old-replica', v1Docs);
    server = await startLoopbackServer({
      storage: serverStorage,
      loadAlbum: async () => fromNested(albumOfVersion(CONTENT_SCHEMA_VERSION)),
    });
  });

  afterAll(async () => {
    for (const sync of opened) await sync.destroy();
    await server.close();
  });

  const open = (
    albumId: string,
    editor: Editor,
    outbox: Outbox,
    storage: MemoryStorageAdapter | null = null,
  ) => {
    const sync = createAlbumSync({
      editor,
      albumId,
      url: server.url,
      storage,
      outbox,
      watchOnline: false,
      delayMs: 20,
      backoff: { initialMs: 20, maxMs: 100 },
    });
    opened.push(sync);
    return sync;
  };

  /** Marks the server's documents of `albumId` as saved by the next version of the editor. */
  async function makeNewer(albumId: string): Promise<void> {
    const album = (await server.sync.openAlbum(albumId))!;
    album.handles.settings.change((doc) => void (doc.v = CONTENT_SCHEMA_VERSION + 1));
  }

  const serverHeads = async (albumId: string) => JSON.stringify(await server.sync.heads(albumId));

  it('opens a version-1 local replica with a version-1 outbox: migrated, loaded and sent', async () => {
    const albumId = 'old-replica';
    const clientStorage = new MemoryStorageAdapter();
    await store(clientStorage, albumId, v1Docs);
    const element = Object.values(fromNested(albumOfVersion(1)).nodes).find((n) => n.type === 'Rectangle')!;
    // An unsent patch set an editor of version 1 kept in its outbox.
    const outbox = memoryOutbox({ schemaVersion: 1 });
    await outbox.save(albumId, [
      { workspace: [{ op: 'replace', path: `/${element.id}/props/x`, value: 42 }] },
    ]);
    const editor = createEditor();
    const sync = open(albumId, editor, outbox, clientStorage);
    await sync.ready;
    expect(sync.store.getState()).toMatchObject({ ready: true, ended: null });
    const handles = await Promise.all(
      DOC_KINDS.map((kind) => sync.repo.find<never>(albumDocumentId(albumId, kind) as never)),
    );
    const docs = Object.fromEntries(DOC_KINDS.map((kind, i) => [kind, handles[i]!.doc()])) as never;
    expect(albumDocsVersion(docs)).toMatchObject({ oldest: CONTENT_SCHEMA_VERSION });
    expect(editor.getNode(element.id)?.props).toMatchObject({ x: 42 });
    sync.flush();
    await sync.whenSynced();
    const onServer = await server.sync.openAlbum(albumId);
    expect(onServer!.document().nodes[element.id]!.props).toMatchObject({ x: 42 });
    const { nodes: _nodes, ...rest } = onServer!.document();
    const { nodes: _expected, ...expected } = fromNested(albumOfVersion(CONTENT_SCHEMA_VERSION));
    expect(rest).toEqual(expected);
  }, 30_000);

  it('an old client facing a newer document refuses to write and says so', async () => {
    const albumId = 'newer-at-open';
    await makeNewer(albumId);
    const before = await serverHeads(albumId);
    const editor = createEditor();
    const sync = open(albumId, editor, memoryOutbox());
    await sync.ready;
    expect(sync.store.getState()).toMatchObject({ ready: false, ended: 'newer-version' });
    expect(sync.store.getState().errors.at(-1)).toMatchObject({
      kind: 'version',
      messageKey: 'sync.error.newerVersion',
    });
    sync.flush();
    await sleep(300);
    expect(await serverHeads(albumId)).toBe(before);
  }, 30_000);

  it('stops writing when the album turns newer during the session', async () => {
    const albumId = 'newer-while-open';
    const editor = createEditor();
    const outbox = memoryOutbox();
    const sync = open(albumId, editor, outbox);
    await sync.ready;
    await eventually(() => sync.store.getState().connected, 10_000, 'connected');
    await makeNewer(albumId);
    await eventually(() => sync.store.getState().ended === 'newer-version', 10_000, 'newer-version');
    const before = await serverHeads(albumId);
    editor.updateProps([firstElement(editor).id], { x: 5 });
    sync.flush();
    await sleep(500);
    expect(await serverHeads(albumId)).toBe(before);
    expect(sync.store.getState().errors.at(-1)?.messageKey).toBe('sync.error.newerVersion');
  }, 30_000);

  it('stops on 4426 from the server and on an outbox written by a newer editor', async () => {
    const albumId = 'upgrade-required';
    const sync = open(albumId, createEditor(), memoryOutbox());
    await sync.ready;
    await eventually(() => sync.store.getState().connected, 10_000, 'connected');
    server.sync.closeSessions(
      (s) => s.albumId === albumId,
      SyncCloseCode.upgradeRequired,
      'schema 3 required',
    );
    await eventually(() => sync.store.getState().ended === 'newer-version', 10_000, 'newer-version');
    expect(serverCloseAction(SyncCloseCode.upgradeRequired)).toBe('newer-version');

    const newerOutbox = memoryOutbox({ schemaVersion: CONTENT_SCHEMA_VERSION + 1 });
    await newerOutbox.save('newer-outbox', [{ colors: [{ op: 'replace', path: '/0', value: '#000001' }] }]);
    const second = open('newer-outbox', createEditor(), newerOutbox);
    await second.ready;
    expect(second.store.getState()).toMatchObject({ ended: 'newer-version', ready: false });
    // Kept for the newer editor.
    await expect(newerOutbox.load('newer-outbox')).rejects.toThrow(/newer version/);
  }, 30_000);
});
