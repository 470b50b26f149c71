/**
 * Applies changes other nodes stored: told by the change feed that a document changed (`change-feed.ts`), a node
 * that has the document loaded reads the chunks it does not hold from `sync_chunks` and merges them into its handle.
 * The handle's change then reaches this node's clients through the fan-out like any other change, and the Repo saves
 * what it merged (a chunk with content hash of its own; loading several chunks with the same changes is harmless).
 * Documents not loaded here are left alone: they are read whole from storage when they are opened.
 */
import * as A from '@automerge/automerge';
import type { DocHandle, DocumentId, Repo } from '@automerge/automerge-repo';
import type { ChangeFeed } from './change-feed';
import { decodeNotice } from './change-feed';
import type { KyselyStorageAdapter } from './storage';

export interface StoredChangesOptions {
  repo: Repo;
  storage: Pick<KyselyStorageAdapter, 'loadUnheld' | 'ledger'>;
  /** This node's origin id (its own notices are skipped). */
  origin: string;
  feed: ChangeFeed;
  /** Told about failed reads (default: logged). */
  onError?: (documentId: string, error: unknown) => void;
}

/** A running follower of stored changes. */
export interface StoredChanges {
  /** Resolves once the feed listens. */
  readonly ready: Promise<void>;
  /** Reads and applies a document's unheld chunks now (also what a notice does). */
  catchUp(documentId: string): Promise<void>;
  /** Chunks applied so far, and notices handled (for tests and diagnostics). */
  readonly counters: { notices: number; applied: number };
  close(): Promise<void>;
}

/** Starts applying other nodes' stored changes to the documents loaded in `repo`. */
export function followStoredChanges(options: StoredChangesOptions): StoredChanges {
  const { repo, storage, origin, feed } = options;
  const onError =
    options.onError ?? ((documentId, error) => console.warn(`[sync] reading ${documentId}:`, error));
  /** Documents being read; a notice during a read asks for one more (the read may have missed its chunk). */
  const running = new Map<string, { again: boolean; done: Promise<void> }>();
  const counters = { notices: 0, applied: 0 };
  let closed = false;

  const loaded = (documentId: string): DocHandle<unknown> | undefined =>
    repo.handles[documentId as DocumentId] as DocHandle<unknown> | undefined;

  async function read(documentId: string): Promise<void> {
    const handle = loaded(documentId);
    if (!handle) {
      // Not loaded (any more): its next load reads every chunk, the ledger's record is of no use.
      storage.ledger.forget(documentId);
      return;
    }
    // A handle still loading reads storage itself; what it misses (stored after its read) is read here after.
    await handle.whenReady(['ready', 'unavailable', 'deleted', 'unloaded']);
    if (!handle.isReady()) return;
    const chunks = await storage.loadUnheld(documentId);
    if (chunks.length === 0 || closed || loaded(documentId) !== handle) return;
    // Snapshots first: incremental chunks usually build on them (loadIncremental also keeps changes whose
    // dependencies are missing until they arrive, so the order is not needed for correctness).
    chunks.sort((a, b) => Number(b.key[1] === 'snapshot') - Number(a.key[1] === 'snapshot'));
    handle.update((doc) => {
      let next = doc;
      for (const chunk of chunks) if (chunk.data) next = A.loadIncremental(next, chunk.data);
      return next;
    });
    counters.applied += chunks.length;
  }

  function catchUp(documentId: string): Promise<void> {
    const current = running.get(documentId);
    if (current) {
      current.again = true;
      return current.done;
    }
    const entry = { again: false, done: Promise.resolve() };
    entry.done = (async () => {
      try {
        do {
          entry.again = false;
          if (closed) return;
          try {
            await read(documentId);
          } catch (error) {
            if (!closed) onError(documentId, error);
          }
        } while (entry.again);
      } finally {
        running.delete(documentId);
      }
    })();
    running.set(documentId, entry);
    return entry.done;
  }

  const ready = feed.listen({
    onNotice(payload) {
      const notice = decodeNotice(payload);
      if (!notice || notice.origin === origin) return;
      counters.notices++;
      void catchUp(notice.documentId);
    },
    onResync() {
      for (const documentId of Object.keys(repo.handles)) void catchUp(documentId);
    },
  });

  return {
    ready,
    catchUp,
    counters,
    async close() {
      closed = true;
      await feed.close();
      await Promise.all([...running.values()].map((entry) => entry.done));
    },
  };
}
