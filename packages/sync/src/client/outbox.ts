/**
 * The outbox: local patch sets that the batching queue has not yet written into the automerge documents, kept so that
 * a reload or a closed tab loses nothing (what was written is kept by automerge's own IndexedDB storage).
 */
import type { PatchSet } from '@album/editor-core';

export interface Outbox {
  load(albumId: string): Promise<PatchSet[]>;
  /** Replaces the album's unsent patch sets. */
  save(albumId: string, sets: readonly PatchSet[]): Promise<void>;
}

/** An outbox in memory (tests, and hosts without IndexedDB). Shared between "reloads" when the same object is reused. */
export function memoryOutbox(): Outbox {
  const store = new Map<string, PatchSet[]>();
  return {
    load: async (albumId) => structuredClone(store.get(albumId) ?? []),
    save: async (albumId, sets) => {
      if (sets.length === 0) store.delete(albumId);
      else store.set(albumId, structuredClone([...sets]));
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
  };
}
