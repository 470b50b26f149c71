import * as A from '@automerge/automerge';
import { Repo } from '@automerge/automerge-repo';
import { describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { CONTENT_SCHEMA_VERSION, fromNested } from '@album/editor-core';
import { albumOfVersion } from '@album/editor-core/testing';
import { albumDocumentId, DOC_KINDS } from '../schema/layout';
import type { SeededDocs } from '../schema/seed';
import { seedAlbumDocs } from '../schema/seed';
import { albumDocsVersion } from '../schema/version';
import { MemoryStorageAdapter } from '../storage/memory-storage';
import { startLoopbackServer } from '../testing/loopback';
import { SyncCloseCode } from './close-codes';
import { announcedSchemaVersion, checkClientSchema } from './schema-check';
import { createSyncServer, NewerSchemaError } from './sync-server';
import type { AlbumDocsUpgrade } from '../schema/upgrade';
import { seedVersion1AlbumDocs } from './version-1-docs';

/** A storage holding `docs` as an album's stored documents (as a server of their version left them). */
async function storageWith(albumId: string, docs: SeededDocs): Promise<MemoryStorageAdapter> {
  const storage = new MemoryStorageAdapter();
  const repo = new Repo({ storage, network: [] });
  for (const kind of DOC_KINDS)
    repo.import(A.save(docs[kind] as A.Doc<unknown>), { docId: albumDocumentId(albumId, kind) });
  await repo.flush();
  await repo.shutdown();
  return storage;
}

describe('schema versions on the server', () => {
  it('upgrades a stored version-1 album when it loads it, before any client', async () => {
    const storage = await storageWith('old', seedVersion1AlbumDocs(fromNested(albumOfVersion(1))));
    const upgrades: Array<[string, AlbumDocsUpgrade]> = [];
    let loads = 0;
    const server = createSyncServer({
      storage,
      loadAlbum: async () => {
        loads++;
        return null;
      },
      onSchemaUpgrade: (albumId, result) => void upgrades.push([albumId, result]),
    });
    await server.ready();
    const album = (await server.openAlbum('old'))!;
    expect(loads).toBe(0);
    expect(upgrades).toEqual([
      ['old', { status: 'upgraded', from: 1, to: CONTENT_SCHEMA_VERSION, problems: [] }],
    ]);
    expect(albumDocsVersion(album.access.docs())).toMatchObject({
      oldest: CONTENT_SCHEMA_VERSION,
      newest: CONTENT_SCHEMA_VERSION,
    });
    // The REST answer is the current version's committed album (records in automerge's key order).
    const content = (await server.albumContent('old'))!;
    expect(content.schemaVersion).toBe(CONTENT_SCHEMA_VERSION);
    expect(fromNested(content)).toEqual(fromNested(albumOfVersion(CONTENT_SCHEMA_VERSION)));
    // Stored upgraded: the next load has nothing to do.
    expect(await server.unloadIdle(Date.now() + 3_600_000)).toEqual(['old']);
    await server.openAlbum('old');
    expect(upgrades).toHaveLength(1);
    await server.close();
  });

  it('refuses to open documents of a newer schema and writes nothing to them', async () => {
    const current = seedAlbumDocs(fromNested(albumOfVersion(CONTENT_SCHEMA_VERSION)));
    const newer = {
      ...current,
      layout: A.change(current.layout, (d) => void (d.v = CONTENT_SCHEMA_VERSION + 1)),
    };
    const storage = await storageWith('new', newer);
    const server = createSyncServer({ storage, loadAlbum: async () => null });
    await server.ready();
    await expect(server.openAlbum('new')).rejects.toBeInstanceOf(NewerSchemaError);
    await server.close();
  });

  it('closes the socket of a client of an older schema with 4426', async () => {
    const server = await startLoopbackServer({
      loadAlbum: async () => fromNested(albumOfVersion(1)),
      server: { unannouncedSchemaVersion: 1 },
    });
    const closeOf = (query: string) =>
      new Promise<number>((resolve) => {
        const ws = new WebSocket(`${server.url}?album=a${query}`, ['automerge-repo']);
        ws.on('close', (code) => resolve(code));
        ws.on('open', () => setTimeout(() => ws.close(1000), 300));
        ws.on('error', () => undefined);
      });
    expect(await closeOf(`&schema=${CONTENT_SCHEMA_VERSION - 1}`)).toBe(SyncCloseCode.upgradeRequired);
    expect(await closeOf('')).toBe(SyncCloseCode.upgradeRequired);
    expect(await closeOf(`&schema=${CONTENT_SCHEMA_VERSION}`)).toBe(1000);
    await server.close();
  });
});

describe('checkClientSchema', () => {
  it('refuses older clients only', () => {
    expect(checkClientSchema(1, 2)).toMatchObject({ ok: false, code: 4426 });
    expect(checkClientSchema(2, 2)).toEqual({ ok: true });
    expect(checkClientSchema(3, 2)).toEqual({ ok: true });
    expect(checkClientSchema(null, 2)).toEqual({ ok: true });
    expect(checkClientSchema(null, 2, 1)).toMatchObject({ ok: false });
  });

  it('reads the announced version from the URL', () => {
    expect(announcedSchemaVersion('/sync?album=a&schema=2')).toBe(2);
    expect(announcedSchemaVersion('ws://h/sync?schema=7&album=a')).toBe(7);
    for (const url of ['/sync?album=a', '/sync?schema=0', '/sync?schema=x', '/sync?schema=1.5', undefined])
      expect(announcedSchemaVersion(url)).toBeNull();
  });
});
