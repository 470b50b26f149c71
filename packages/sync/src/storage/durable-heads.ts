/**
 * Durable heads: the state of each document that the Repo's storage has committed. automerge-repo saves a changed
 * document on a 100 ms throttle and tells nobody when the write is done, so a server that answers a sync message
 * cannot say whether the change it just took would survive a SIGKILL. This tracker saves a followed document soon
 * after it changes (`coalesceMs`; one save at a time per document; changes made during a save are taken by the next
 * one) and reports the heads each completed save covers.
 *
 * Why `repo.flush([id])` and not a hook in the storage adapter: flush hands the storage the document as it is at the
 * call (automerge-repo computes the chunk synchronously, before its first await), so the heads read just before the
 * call are exactly what is stored once it resolves; saves the Repo runs itself at the same time only add chunks
 * (content-hash keys), and a compaction writes its snapshot before it deletes what the snapshot replaces.
 */
import * as A from '@automerge/automerge/slim';
import type { DocHandle, DocumentId, Repo } from '@automerge/automerge-repo/slim';

/** Told the heads (hex change hashes) of a document once a save that covers them has completed. */
export type DurableHeadsListener = (documentId: DocumentId, heads: readonly string[]) => void;

/** Follows documents of a Repo and reports which of their heads are stored. */
export interface DurableHeadsTracker {
  /**
   * Follows a document (again, for a new handle of an unloaded document): saves it now and after every change.
   * Calling it again for the same handle does nothing.
   */
  track(handle: DocHandle<unknown>): void;
  /** The heads the last completed save of a followed document covered (undefined before the first). */
  durableHeads(documentId: DocumentId): readonly string[] | undefined;
  /** Called after every completed save that moved a document's durable heads. */
  onDurable(listener: DurableHeadsListener): () => void;
  /** Stops following every document (before the Repo shuts down). */
  stop(): void;
}

export interface DurableHeadsOptions {
  /** A save that failed (database unreachable) is tried again after this long. Default 1000 ms. */
  retryMs?: number;
  /** Told about failed saves. */
  onError?: (documentId: DocumentId, error: unknown) => void;
  /**
   * A change waits this long for others before its save starts, so that one save (and one durable-heads message)
   * covers the edits of several people: at 50 editors an edit arrives every 20 ms, and a save per edit was an eighth
   * of the server's CPU (issue #20). A client counts its edit as saved this much later, which nobody sees. Default
   * 25 ms; 0 saves at once.
   */
  coalesceMs?: number;
}

interface Followed {
  handle: DocHandle<unknown>;
  off: () => void;
  saving: boolean;
  /** A change arrived while saving: save again once done. */
  again: boolean;
  heads?: readonly string[];
  retry?: ReturnType<typeof setTimeout>;
  /** The save waiting for more changes (see `coalesceMs`). */
  pending?: ReturnType<typeof setTimeout>;
}

function sameHeads(a: readonly string[], b: readonly string[] | undefined): boolean {
  return b !== undefined && a.length === b.length && a.every((hash) => b.includes(hash));
}

/** Starts a tracker of durable heads over a Repo with storage. */
export function trackDurableHeads(repo: Repo, options: DurableHeadsOptions = {}): DurableHeadsTracker {
  const followed = new Map<DocumentId, Followed>();
  const listeners = new Set<DurableHeadsListener>();
  const retryMs = options.retryMs ?? 1000;
  const coalesceMs = options.coalesceMs ?? 25;
  let stopped = false;

  /** Still the document's live handle: an unloaded document's old handle must not be flushed (the Repo forgot it). */
  const current = (documentId: DocumentId, entry: Followed): boolean =>
    !stopped &&
    followed.get(documentId) === entry &&
    repo.handles[documentId] === entry.handle &&
    entry.handle.isReady();

  const save = async (documentId: DocumentId, entry: Followed): Promise<void> => {
    if (entry.saving) {
      entry.again = true;
      return;
    }
    entry.saving = true;
    try {
      do {
        entry.again = false;
        if (!current(documentId, entry)) return;
        const heads = A.getHeads(entry.handle.doc() as A.Doc<unknown>);
        await repo.flush([documentId]);
        if (!sameHeads(heads, entry.heads)) {
          entry.heads = heads;
          if (current(documentId, entry)) for (const listener of [...listeners]) listener(documentId, heads);
        }
      } while (entry.again);
    } catch (error) {
      options.onError?.(documentId, error);
      clearTimeout(entry.retry);
      entry.retry = setTimeout(() => void save(documentId, entry), retryMs);
      entry.retry.unref?.();
    } finally {
      entry.saving = false;
    }
  };

  return {
    track(handle) {
      if (stopped) return;
      const documentId = handle.documentId;
      const known = followed.get(documentId);
      if (known?.handle === handle) return;
      if (known) known.off();
      const entry: Followed = { handle, off: () => {}, saving: false, again: false, heads: known?.heads };
      const saveNow = () => void save(documentId, entry);
      const onChange = () => {
        if (coalesceMs <= 0) return saveNow();
        entry.pending ??= setTimeout(() => {
          entry.pending = undefined;
          saveNow();
        }, coalesceMs);
      };
      handle.on('heads-changed', onChange);
      entry.off = () => {
        handle.off('heads-changed', onChange);
        clearTimeout(entry.retry);
        clearTimeout(entry.pending);
      };
      followed.set(documentId, entry);
      if (handle.isReady()) saveNow();
      else void handle.whenReady().then(saveNow, () => undefined);
    },
    durableHeads: (documentId) => followed.get(documentId)?.heads,
    onDurable(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    stop() {
      stopped = true;
      for (const entry of followed.values()) entry.off();
      followed.clear();
      listeners.clear();
    },
  };
}
