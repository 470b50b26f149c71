/**
 * A standing copy of one document for the document guard (`document-guard.ts`): the guard applies a writer's changes
 * to it, instead of to a fresh copy of the document per message, and reads back only the records they touched.
 *
 * Why: the guard's own application of a change was the largest part of the server's CPU per edit after the fan-out
 * (issue #20). A fresh copy per message is a cheap fork in automerge 3, but applying changes to it goes through the
 * JavaScript document: every change updates the materialised object tree (a copy of each object on the path, the
 * 64-bucket node maps included), which the guard never reads beyond a few records. The copy here is automerge's
 * document itself (`getBackend`, without the JavaScript tree): changes are applied and their patches read with
 * `diffIncremental`, and the records the checks need are materialised one by one (`read`). That halves the guard's
 * cost per change on a 1,000-element album (see `document-guard.bench.ts`).
 *
 * The copy is kept in step with the live document by the changes themselves: a change the guard kept is the change
 * the live document takes next, so after it both are at the same heads and the next check applies only its own
 * changes. Changes that reached the live document some other way (REST writes, other nodes, schema upgrades,
 * collapsed heads, changes kept for another socket) are read from the live document since the copy's heads and
 * applied before a check. A copy that went where the live document did not (a refused change, a kept change that was
 * then never applied, a failure while applying) is dropped: the next check starts from a fresh one.
 *
 * The price is memory: one more copy of each document while it is being edited. `dropIfIdle` frees copies that were
 * not used for a while (the sync server sweeps them with its idle unloading).
 */
import * as A from '@automerge/automerge';
import { holdsHeads } from '../replica/holds-heads';

/** Automerge's document without its JavaScript object tree. */
type Backend = ReturnType<typeof A.getBackend>;

function sameHeads(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((hash) => b.includes(hash));
}

/** Object types of automerge (`getWithType`): their value is the object's id. */
const OBJECT_TYPES: ReadonlySet<string> = new Set(['map', 'list', 'text']);

/** See the module comment. */
export class GuardFork {
  private copy: Backend | undefined;
  private lastUsed = 0;
  /** Fresh copies made (the first one, and one after each drop): for tests and benchmarks. */
  copies = 0;

  /**
   * Applies `changes` to the copy, brought to the heads of `live` first, and answers their patches. Throws when they
   * do not apply (the copy is then dropped). Follow with `drop` when the changes are refused.
   */
  apply(live: A.Doc<unknown>, changes: Uint8Array[], now = Date.now()): A.Patch[] {
    this.lastUsed = now;
    const copy = this.atHeadsOf(live);
    try {
      try {
        copy.applyChanges(changes);
      } catch {
        // A sync message's "changes" may also be bundles (several changes in one chunk; automerge's clients send them),
        // which only `loadIncremental` takes. `applyChanges` reads every change before it applies any, so nothing
        // was applied by the failed call.
        for (const change of changes) copy.loadIncremental(change);
      }
      return copy.diffIncremental();
    } catch (error) {
      this.dispose();
      throw error;
    }
  }

  /**
   * The value at `path` in the copy (after the last `apply`), as the document would show it; undefined when there is
   * none. An empty path reads the whole document.
   */
  read(path: readonly A.Prop[]): unknown {
    const copy = this.copy;
    if (!copy) return undefined;
    let obj = '_root';
    for (const [i, prop] of path.entries()) {
      const found = copy.getWithType(obj, prop);
      if (!found) return undefined;
      const [type, value] = found;
      if (!OBJECT_TYPES.has(type)) return i === path.length - 1 ? value : undefined;
      obj = value as string;
    }
    return copy.materialize(obj);
  }

  /** Forgets the copy (it holds changes the live document will not take) and frees its memory at once. */
  drop(): void {
    this.dispose();
  }

  /** Frees the copy when the last check is `idleMs` ago or longer; true when it did. */
  dropIfIdle(now: number, idleMs: number): boolean {
    if (!this.copy || now - this.lastUsed < idleMs) return false;
    this.dispose();
    return true;
  }

  /** Frees the copy (the document was unloaded). */
  dispose(): void {
    this.copy?.free();
    this.copy = undefined;
  }

  /** True while a copy is held (for tests). */
  get holding(): boolean {
    return this.copy !== undefined;
  }

  /** The copy at the heads of `live`: caught up, or made afresh when it cannot be. */
  private atHeadsOf(live: A.Doc<unknown>): Backend {
    if (this.copy) {
      try {
        const heads = this.copy.getHeads();
        if (!sameHeads(heads, A.getHeads(live))) {
          // Only forward: a copy with changes the live document lacks is not the live document plus anything.
          if (!holdsHeads(live, heads)) throw new Error('diverged');
          this.copy.applyChanges(A.getChangesSince(live, heads));
          // Patches are read from here on: the changes of this catch-up are not the writer's.
          this.copy.updateDiffCursor();
        }
      } catch {
        this.dispose();
      }
    }
    if (!this.copy) {
      // The document's own copy operation (data types registered as on the live document), not `A.clone`, which
      // would also build the JavaScript object tree.
      this.copy = A.getBackend(live).clone();
      this.copy.updateDiffCursor();
      this.copies++;
    }
    return this.copy;
  }
}
