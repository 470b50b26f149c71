/**
 * Keeps the heads of a live document few. Every collaborator's change depends on the heads they knew when they made
 * it, so with many people editing at once the document gathers one head per change still in flight, and
 * automerge-repo re-encodes all heads (base58check: two SHA-256 each) on every sync message a document handle
 * takes, on the server and in every client. Slow delivery means more heads, more heads mean slower delivery: with 50
 * writers that loop made the server fall minutes behind. An empty change on the server joins the heads into one;
 * clients receive it with the next sync message and build on it.
 */
import * as A from '@automerge/automerge';
import type { DocHandle } from '@automerge/automerge-repo';

export interface CollapseHeadsOptions {
  /** More heads than this are joined (default 8). */
  maxHeads?: number;
  /** How long after a change the heads are counted: changes arriving meanwhile are joined at once (default 100 ms). */
  delayMs?: number;
}

/** Joins the heads of `handle`'s document whenever there are more than `maxHeads`. Returns the stop function. */
export function collapseHeads(handle: DocHandle<unknown>, options: CollapseHeadsOptions = {}): () => void {
  const maxHeads = options.maxHeads ?? 8;
  const delayMs = options.delayMs ?? 100;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const check = () => {
    timer = undefined;
    if (!handle.isReady()) return;
    if (A.getHeads(handle.doc() as A.Doc<unknown>).length <= maxHeads) return;
    handle.update((doc) => A.emptyChange(doc));
  };
  const onHeads = () => {
    if (timer !== undefined) return;
    timer = setTimeout(check, delayMs);
    timer.unref?.();
  };
  handle.on('heads-changed', onHeads);
  return () => {
    handle.off('heads-changed', onHeads);
    if (timer !== undefined) clearTimeout(timer);
  };
}
