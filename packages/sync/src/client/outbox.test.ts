import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { CONTENT_SCHEMA_VERSION } from '@album/editor-core';
import type { PatchSet } from '@album/editor-core';
import { indexedDbOutbox, memoryOutbox, OutboxNewerVersionError } from './outbox';

const set: PatchSet = { colors: [{ op: 'replace', path: '/0', value: '#101010' }] };

/** Writes `value` under `key` in the outbox database `name`, as an older or newer editor left it. */
async function putRaw(name: string, key: string, value: unknown): Promise<void> {
  // Opening through the outbox creates the store first.
  await indexedDbOutbox({ name }).load('probe');
  const db = await new Promise<IDBDatabase>((resolve, reject) => {
    const req = indexedDB.open(name, 1);
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
  await new Promise<void>((resolve, reject) => {
    const tx = db.transaction('outbox', 'readwrite');
    tx.objectStore('outbox').put(value, key);
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error);
  });
  db.close();
}

async function getRaw(name: string, key: string): Promise<unknown> {
  const db = await new Promise<IDBDatabase>((resolve, reject) => {
    const req = indexedDB.open(name, 1);
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
  const value = await new Promise<unknown>((resolve, reject) => {
    const req = db.transaction('outbox', 'readonly').objectStore('outbox').get(key);
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
  db.close();
  return value;
}

describe('outbox schema versions', () => {
  it('writes entries with the current version and reads the bare entries of version 1, migrated', async () => {
    const name = 'outbox-versions-1';
    const outbox = indexedDbOutbox({ name });
    await outbox.save('a', [set]);
    expect(await getRaw(name, 'a')).toEqual({ v: CONTENT_SCHEMA_VERSION, sets: [set] });
    expect(await outbox.load('a')).toEqual([set]);

    // Version 1 kept a bare array of patch sets and a bare map of unconfirmed changes.
    await putRaw(name, 'old', [set]);
    await putRaw(name, 'old\u0000unconfirmed', { layout: [Uint8Array.of(1, 2)] });
    expect(await outbox.load('old')).toEqual([set]);
    expect(await outbox.loadUnconfirmed!('old')).toEqual({ layout: [Uint8Array.of(1, 2)] });
  });

  it('refuses entries a newer editor wrote', async () => {
    const name = 'outbox-versions-2';
    const outbox = indexedDbOutbox({ name });
    await putRaw(name, 'new', { v: CONTENT_SCHEMA_VERSION + 1, sets: [set] });
    await putRaw(name, 'new\u0000unconfirmed', { v: CONTENT_SCHEMA_VERSION + 1, changes: {} });
    await expect(outbox.load('new')).rejects.toBeInstanceOf(OutboxNewerVersionError);
    await expect(outbox.loadUnconfirmed!('new')).rejects.toBeInstanceOf(OutboxNewerVersionError);
    // Left as they were, for the newer editor.
    expect(await getRaw(name, 'new')).toEqual({ v: CONTENT_SCHEMA_VERSION + 1, sets: [set] });

    const memory = memoryOutbox({ schemaVersion: CONTENT_SCHEMA_VERSION + 1 });
    await memory.save('m', [set]);
    await expect(memory.load('m')).rejects.toBeInstanceOf(OutboxNewerVersionError);
    const older = memoryOutbox({ schemaVersion: 1 });
    await older.save('m', [set]);
    expect(await older.load('m')).toEqual([set]);
  });
});
