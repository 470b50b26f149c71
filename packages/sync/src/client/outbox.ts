/**
 * The outbox: local patch sets that the batching queue has not yet written into the automerge documents, and the
 * automerge changes written but not yet confirmed stored by the server, kept so that a reload, a closed tab or a
 * server that lost what it had not stored loses nothing.
 */
import type { PatchSet } from '@album/editor-core';
import type { DocKind } from '../schema/layout';

/** Automerge changes (encoded) per document kind, oldest first. */
export type UnconfirmedChanges = Partial<Record<DocKind, Uint8Array[]>>;

export interface Outbox {
  load(albumId: string): Promise<PatchSet[]>;
  /** Replaces the album's unsent patch sets. */
  save(albumId: string, sets: readonly PatchSet[]): Promise<void>;
  /**
   * The album's changes written but not confirmed durable by the server. Optional: an outbox without it keeps only
   * unsent patch sets (written changes then survive a reload only in the client's local document storage).
   */
  loadUnconfirmed?(albumId: string): Promise<UnconfirmedChanges>;
  /** Replaces the album's unconfirmed changes. */
  saveUnconfirmed?(albumId: string, changes: UnconfirmedChanges): Promise<void>;
}

/** The record of an album's unconfirmed changes, beside its patch sets (one object store, no schema upgrade). */
const unconfirmedKey = (albumId: string) => `${albumId}\u0000unconfirmed`;
const isEmpty = (changes: UnconfirmedChanges) => Object.values(changes).every((list) => !list?.length);

/** An outbox in memory (tests, and hosts without IndexedDB). Shared between "reloads" when the same object is reused. */
export function memoryOutbox(): Outbox {
  const store = new Map<string, PatchSet[]>();
  const unconfirmed = new Map<string, UnconfirmedChanges>();
  return {
    load: async (albumId) => structuredClone(store.get(albumId) ?? []),
    save: async (albumId, sets) => {
      if (sets.length === 0) store.delete(albumId);
      else store.set(albumId, structuredClone([...sets]));
    },
    loadUnconfirmed: async (albumId) => structuredClone(unconfirmed.get(albumId) ?? {}),
    saveUnconfirmed: async (albumId, changes) => {
      if (isEmpty(changes)) unconfirmed.delete(albumId);
      else unconfirmed.set(albumId, structuredClone(changes));
    },
  };
}

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
      const value = (await request(tx.objectStore(STORE).get(albumId))) as PatchSet[] | undefined;
      return value ?? [];
    },
    async save(albumId, sets) {
      const tx = (await open()).transaction(STORE, 'readwrite');
      const store = tx.objectStore(STORE);
      if (sets.length === 0) await request(store.delete(albumId));
      else await request(store.put(structuredClone([...sets]), albumId));
    },
    async loadUnconfirmed(albumId) {
      const tx = (await open()).transaction(STORE, 'readonly');
      const value = (await request(tx.objectStore(STORE).get(unconfirmedKey(albumId)))) as
        UnconfirmedChanges | undefined;
      return value ?? {};
    },
    async saveUnconfirmed(albumId, changes) {
      const tx = (await open()).transaction(STORE, 'readwrite');
      const store = tx.objectStore(STORE);
      if (isEmpty(changes)) await request(store.delete(unconfirmedKey(albumId)));
      else await request(store.put(structuredClone(changes), unconfirmedKey(albumId)));
    },
  };
}
