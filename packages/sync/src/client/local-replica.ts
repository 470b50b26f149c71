/**
 * The client's local copy of an album's documents (IndexedDB in browsers), held so that it can be thrown away. An
 * automerge document cannot un-apply a change, so a client whose change the server refused drops its copy of the
 * documents and loads the server's again. automerge-repo saves a document up to 100 ms after its last change (a
 * throttled save that `shutdown` does not cancel), so the copy is closed to writes first: a late save of the refused
 * state must not land after the copy was cleared and come back at the next open.
 */
import type { Chunk, DocumentId, StorageAdapterInterface, StorageKey } from '@automerge/automerge-repo/slim';

export interface LocalReplicaStorage extends StorageAdapterInterface {
  /** Stops every later write and removal (reads still answer), then removes the documents' stored data. */
  discard(documentIds: readonly DocumentId[]): Promise<void>;
}

/** Wraps the storage a Repo is given so that its documents can be discarded. */
export function localReplicaStorage(inner: StorageAdapterInterface): LocalReplicaStorage {
  let closed = false;
  return {
    load: (key: StorageKey) => inner.load(key),
    loadRange: (prefix: StorageKey): Promise<Chunk[]> => inner.loadRange(prefix),
    save: async (key: StorageKey, data: Uint8Array) => {
      if (!closed) await inner.save(key, data);
    },
    remove: async (key: StorageKey) => {
      if (!closed) await inner.remove(key);
    },
    removeRange: async (prefix: StorageKey) => {
      if (!closed) await inner.removeRange(prefix);
    },
    async discard(documentIds) {
      closed = true;
      // Chunks, snapshots and sync states alike are keyed below the document id.
      await Promise.all(documentIds.map((id) => inner.removeRange([id])));
    },
  };
}
