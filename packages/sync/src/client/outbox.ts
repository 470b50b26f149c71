/**
 * The outbox: local patch sets that the batching queue has not yet written into the automerge documents, and the
 * automerge changes written but not yet confirmed stored by the server, kept so that a reload, a closed tab or a
 * server that lost what it had not stored loses nothing.
 *
 * Entries carry the schema version of the editor that wrote them (`{v, sets}`, `{v, changes}`; the bare arrays and
 * maps of before are version 1). Patch sets of an older version are migrated when read (editor-core's
 * `migratePatchSets`); unconfirmed changes of an older version are automerge changes of the same documents and are
 * handed over as they are (the server upgrades the documents, its guard checks each change). Entries of a newer
 * version make the reads reject with `OutboxNewerVersionError`: this editor must not apply them.
 */
import { CONTENT_SCHEMA_VERSION, declaredSchemaVersion, migratePatchSets } from '@album/editor-core';
import type { PatchSet } from '@album/editor-core';
import type { DocKind } from '../schema/layout';

/** Automerge changes (encoded) per document kind, oldest first. */
export type UnconfirmedChanges = Partial<Record<DocKind, Uint8Array[]>>;

/** The rejection of an outbox read whose entries a newer version of the editor wrote. */
export class OutboxNewerVersionError extends Error {
  override readonly name = 'OutboxNewerVersionError';
  constructor(readonly version: number) {
    super(`the outbox was written by a newer version of the editor (schema ${version})`);
  }
}

/** Where unsent local patch sets wait across reloads until the server holds them. */
export interface Outbox {
  /**
   * The album's unsent patch sets, migrated to the current schema version. Rejects with `OutboxNewerVersionError`
   * when a newer editor wrote them.
   */
  load(albumId: string): Promise<PatchSet[]>;
  /** Replaces the album's unsent patch sets. */
  save(albumId: string, sets: readonly PatchSet[]): Promise<void>;
  /**
   * The album's changes written but not confirmed durable by the server (rejects with `OutboxNewerVersionError` when
   * a newer editor wrote them). Optional: an outbox without it keeps only
   * unsent patch sets (written changes then survive a reload only in the client's local document storage).
   */
  loadUnconfirmed?(albumId: string): Promise<UnconfirmedChanges>;
  /** Replaces the album's unconfirmed changes. */
  saveUnconfirmed?(albumId: string, changes: UnconfirmedChanges): Promise<void>;
}

/** The record of an album's unconfirmed changes, beside its patch sets (one object store, no schema upgrade). */
const unconfirmedKey = (albumId: string) => `${albumId}\u0000unconfirmed`;
const isEmpty = (changes: UnconfirmedChanges) => Object.values(changes).every((list) => !list?.length);

/** Patch sets as stored, with the schema version of their writer. */
interface StoredSets {
  v: number;
  sets: PatchSet[];
}

/** Unconfirmed changes as stored, with the schema version of their writer. */
interface StoredUnconfirmed {
  v: number;
  changes: UnconfirmedChanges;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The patch sets of a stored record (a bare array: version 1), migrated to the current version. */
function readSets(value: unknown): PatchSet[] {
  if (value === undefined) return [];
  const version = Array.isArray(value) ? 1 : isObject(value) ? declaredSchemaVersion(value.v) : null;
  const sets = (Array.isArray(value) ? value : isObject(value) ? value.sets : []) as PatchSet[];
  if (version === null) return [];
  const migrated = migratePatchSets(sets, version);
  if (!migrated) throw new OutboxNewerVersionError(version);
  return migrated;
}

/** The unconfirmed changes of a stored record (a bare map: version 1). */
function readUnconfirmed(value: unknown): UnconfirmedChanges {
  if (!isObject(value)) return {};
  if (!('changes' in value)) return value as UnconfirmedChanges;
  const version = declaredSchemaVersion(value.v);
  if (version === null) return {};
  if (version > CONTENT_SCHEMA_VERSION) throw new OutboxNewerVersionError(version);
  return value.changes as UnconfirmedChanges;
}

/** Options of `memoryOutbox`. */
export interface MemoryOutboxOptions {
  /**
   * The schema version its writes are marked with (default `CONTENT_SCHEMA_VERSION`): tests set another to act as
   * an editor of that version. Reads always answer for the current version.
   */
  schemaVersion?: number;
}

/** An outbox in memory (tests, and hosts without IndexedDB). Shared between "reloads" when the same object is reused. */
export function memoryOutbox(options: MemoryOutboxOptions = {}): Outbox {
  const v = options.schemaVersion ?? CONTENT_SCHEMA_VERSION;
  const store = new Map<string, StoredSets>();
  const unconfirmed = new Map<string, StoredUnconfirmed>();
  return {
    load: async (albumId) => readSets(structuredClone(store.get(albumId))),
    save: async (albumId, sets) => {
      if (sets.length === 0) store.delete(albumId);
      else store.set(albumId, { v, sets: structuredClone([...sets]) });
    },
    loadUnconfirmed: async (albumId) => readUnconfirmed(structuredClone(unconfirmed.get(albumId))),
    saveUnconfirmed: async (albumId, changes) => {
      if (isEmpty(changes)) unconfirmed.delete(albumId);
      else unconfirmed.set(albumId, { v, changes: structuredClone(changes) });
    },
  };
}

/** Options of the IndexedDB outbox. */
export interface IndexedDbOutboxOptions {
  /** Database name. Default `album-sync-outbox`. */
  name?: string;
  /** The IndexedDB factory (default `globalThis.indexedDB`). */
  indexedDB?: IDBFactory;
}

const STORE = 'outbox';

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

/** An outbox in IndexedDB: one record per album. */
export function indexedDbOutbox(options: IndexedDbOutboxOptions = {}): Outbox {
  const factory = options.indexedDB ?? globalThis.indexedDB;
  let db: Promise<IDBDatabase> | undefined;
  const open = () =>
    (db ??= new Promise<IDBDatabase>((resolve, reject) => {
      const req = factory.open(options.name ?? 'album-sync-outbox', 1);
      req.onupgradeneeded = () => req.result.createObjectStore(STORE);
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(req.error);
    }));
  return {
    async load(albumId) {
      const tx = (await open()).transaction(STORE, 'readonly');
      return readSets(await request(tx.objectStore(STORE).get(albumId)));
    },
    async save(albumId, sets) {
      const tx = (await open()).transaction(STORE, 'readwrite');
      const store = tx.objectStore(STORE);
      if (sets.length === 0) await request(store.delete(albumId));
      else {
        const record: StoredSets = { v: CONTENT_SCHEMA_VERSION, sets: structuredClone([...sets]) };
        await request(store.put(record, albumId));
      }
    },
    async loadUnconfirmed(albumId) {
      const tx = (await open()).transaction(STORE, 'readonly');
      return readUnconfirmed(await request(tx.objectStore(STORE).get(unconfirmedKey(albumId))));
    },
    async saveUnconfirmed(albumId, changes) {
      const tx = (await open()).transaction(STORE, 'readwrite');
      const store = tx.objectStore(STORE);
      if (isEmpty(changes)) await request(store.delete(unconfirmedKey(albumId)));
      else {
        const record: StoredUnconfirmed = { v: CONTENT_SCHEMA_VERSION, changes: structuredClone(changes) };
        await request(store.put(record, unconfirmedKey(albumId)));
      }
    },
  };
}
