/**
 * Knowing when the server holds a write: the server peer has a storage id, and automerge-repo records, per document,
 * the heads that peer last reported (`remote-heads`). A write is saved when none of its changes is missing there.
 */
import * as A from '@automerge/automerge';
import { decodeHeads } from '@automerge/automerge-repo';
import type { DocHandle, StorageId, UrlHeads } from '@automerge/automerge-repo';

/** True when the peer with `storageId` has every change up to `heads` of the handle's document. */
export function serverHas(handle: DocHandle<unknown>, storageId: StorageId, heads: UrlHeads): boolean {
  const remote = handle.getSyncInfo(storageId)?.lastHeads;
  if (!remote) return false;
  const doc = handle.doc();
  const remoteHeads = decodeHeads(remote);
  // The server reports heads we have not received yet: wait for them.
  if (!A.hasHeads(doc, remoteHeads)) return false;
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
