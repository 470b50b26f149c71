import * as A from '@automerge/automerge/slim';
import type { DocHandle } from '@automerge/automerge-repo/slim';
import { holdsHeads } from '../replica/holds-heads';

/**
 * Applies a change frame's `changes` to an open document (the `FrameSink` of `createAlbumSync`): true when the
 * document then holds the frame's `heads`. False, and the document as it was, when the handle is not ready or the
 * changes do not parse (the Repo's sync message path takes them then); false, with the changes waiting inside
 * automerge, when they depend on changes the document lacks (the Repo's answer to the frame asks for those).
 */
export function applyFrame(
  handle: DocHandle<unknown> | undefined,
  changes: Uint8Array[],
  heads: string[],
): boolean {
  if (!handle?.isReady()) return false;
  let complete = false;
  handle.update((doc) => {
    let next: A.Doc<unknown>;
    try {
      // Changes that do not parse throw before the document is touched.
      [next] = A.applyChanges(doc as A.Doc<unknown>, changes);
    } catch {
      return doc;
    }
    complete = holdsHeads(next, heads);
    return next;
  });
  return complete;
}
