/**
 * Knowing when the server holds a write. With the client's own socket adapter, from the heads the server reports in
 * its sync messages (`createWriteTracker`). With a host-made Repo, from automerge-repo's record of the heads the
 * server peer (which has a storage id) last reported (`whenServerHas`): a write is saved when none of its changes is
 * missing there.
 */
import * as A from '@automerge/automerge/slim';
import { decodeHeads } from '@automerge/automerge-repo/slim';
import type { DocHandle, DocumentId, StorageId, UrlHeads } from '@automerge/automerge-repo/slim';
import { holdsHeads } from '../replica/holds-heads';

/** True when the peer with `storageId` has every change up to `heads` of the handle's document. */
export function serverHas(handle: DocHandle<unknown>, storageId: StorageId, heads: UrlHeads): boolean {
  const remote = handle.getSyncInfo(storageId)?.lastHeads;
  if (!remote) return false;
  const doc = handle.doc();
  const remoteHeads = decodeHeads(remote);
  // The server reports heads we have not received yet: wait for them.
  if (!holdsHeads(doc, remoteHeads)) return false;
  const written = new Set(decodeHeads(heads));
  // Changes we hold that are not behind the server's heads; cheap: no document is materialised.
  return !A.getChangesMetaSince(doc, remoteHeads).some((change) => written.has(change.hash));
}

/**
 * Resolves once the server (whose storage id `storageId()` returns, once known) holds `heads` of every handle.
 * Checks again on every `remote-heads` event and every `pollMs`.
 */
export function whenServerHas(
  targets: ReadonlyArray<{ handle: DocHandle<unknown>; heads: UrlHeads }>,
  storageId: () => StorageId | undefined,
  pollMs = 250,
): { promise: Promise<void>; cancel: () => void } {
  let cancel = () => {};
  const promise = new Promise<void>((resolve) => {
    const check = () => {
      const id = storageId();
      if (id && targets.every(({ handle, heads }) => serverHas(handle, id, heads))) {
        cancel();
        resolve();
      }
    };
    const timer = setInterval(check, pollMs);
    for (const { handle } of targets) handle.on('remote-heads', check);
    cancel = () => {
      clearInterval(timer);
      for (const { handle } of targets) handle.off('remote-heads', check);
    };
    check();
  });
  return { promise, cancel };
}

/** Where a write tracker learns what the server holds: the heads it reports per document. */
export interface ServerHeadsSource {
  serverHeads(documentId: DocumentId): readonly string[] | undefined;
  onServerHeads(listener: (documentId: DocumentId, heads: readonly string[]) => void): () => void;
}

/** Follows which of this client's writes the server holds. */
export interface WriteTracker {
  /**
   * Resolves once the server holds the last local change of each handle's document as it is now (call right after
   * writing), or, where `hashes` names one, that change.
   */
  whenHeld(
    handles: ReadonlyArray<DocHandle<unknown>>,
    hashes?: ReadonlyArray<string | undefined>,
  ): { promise: Promise<void>; cancel: () => void };
  dispose(): void;
}

interface PendingWrite {
  hash: string;
  /** When the write was made (`Date.now()`). */
  at: number;
  held: () => void;
}

/**
 * A write tracker over the heads the server reports (cheap: no lookup in the document per message). A write is held
 * once its change hash appears in the server's heads, and so is every earlier write to the same document: each local
 * change depends on the one before it. A server whose heads moved past a write before reporting it (another change
 * built on it arrived first) is caught by an exact check of the document every `pollMs`, once per document.
 */
export function createWriteTracker(source: ServerHeadsSource, pollMs = 1000): WriteTracker {
  const pending = new Map<DocumentId, PendingWrite[]>();
  const handles = new Map<DocumentId, DocHandle<unknown>>();

  const settleUpTo = (documentId: DocumentId, index: number) => {
    const list = pending.get(documentId);
    if (!list || index < 0) return;
    const done = list.splice(0, index + 1);
    if (list.length === 0) pending.delete(documentId);
    for (const write of done) write.held();
  };

  const onHeads = (documentId: DocumentId, heads: readonly string[]) => {
    const list = pending.get(documentId);
    if (!list) return;
    let last = -1;
    for (let i = list.length - 1; i >= 0 && last < 0; i--) if (heads.includes(list[i]!.hash)) last = i;
    settleUpTo(documentId, last);
  };
  const off = source.onServerHeads(onHeads);

  const exactCheck = () => {
    const due = Date.now() - pollMs;
    for (const [documentId, list] of [...pending]) {
      const heads = source.serverHeads(documentId);
      const handle = handles.get(documentId);
      if (!heads || !handle || list[0]!.at > due) continue;
      const doc = handle.doc() as A.Doc<unknown>;
      // Heads we have not received yet: wait for them. (A change waiting in the queue for a dependency that never
      // comes must not keep this client "saving" for ever: `holdsHeads` looks at the heads only.)
      if (!holdsHeads(doc, heads)) continue;
      const missing = new Set(A.getChangesMetaSince(doc, [...heads]).map((change) => change.hash));
      let last = -1;
      list.forEach((write, i) => {
        if (!missing.has(write.hash)) last = i;
      });
      settleUpTo(documentId, last);
    }
  };
  const timer = setInterval(() => {
    if (pending.size > 0) exactCheck();
  }, pollMs);

  return {
    whenHeld(targets, hashes) {
      const cancels: Array<() => void> = [];
      const promise = Promise.all(
        targets.map(
          (handle, i) =>
            new Promise<void>((resolve) => {
              const documentId = handle.documentId;
              const hash = hashes?.[i] ?? A.getHeads(handle.doc() as A.Doc<unknown>)[0];
              if (hash === undefined) return resolve();
              handles.set(documentId, handle);
              const write: PendingWrite = { hash, at: Date.now(), held: resolve };
              let list = pending.get(documentId);
              if (!list) pending.set(documentId, (list = []));
              list.push(write);
              cancels.push(() => {
                const current = pending.get(documentId);
                const at = current?.indexOf(write) ?? -1;
                if (at >= 0) current!.splice(at, 1);
                if (current?.length === 0) pending.delete(documentId);
              });
              onHeads(documentId, source.serverHeads(documentId) ?? []);
            }),
        ),
      ).then(() => undefined);
      return { promise, cancel: () => cancels.forEach((cancel) => cancel()) };
    },
    dispose() {
      off();
      clearInterval(timer);
      pending.clear();
    },
  };
}
