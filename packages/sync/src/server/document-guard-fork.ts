/**
 * A standing copy of one document for the document guard (`document-guard.ts`): the guard applies a writer's changes
 * to it, instead of to a fresh copy of the whole document per message, and reads their patches from it.
 *
 * Why: copying the document per message was most of the guard's cost and grew with the album (about half of the
 * server's CPU per edit on a 1,000-element album, issue #20; each copy also takes fresh wasm memory, which on a
 * server holding many documents means growing the wasm heap). The copy is kept in step with the live document by
 * the changes themselves: a change the guard kept is the change the live document takes next, so after it both are
 * at the same heads and the next check applies only its own changes. Changes that reached the live document some
 * other way (REST writes, other nodes, schema upgrades, collapsed heads, changes kept by another socket) are read
 * from the live document since the copy's heads and applied to the copy before a check. A copy that went where the
 * live document did not (a refused change, a kept change that was then never applied, a failure while applying) is
 * dropped: the next check starts again from a fresh copy, which is what every check cost before.
 *
 * The price is memory: one more copy of each document while it is being edited. `dropIfIdle` frees copies that
 * were not used for a while (the sync server sweeps them with its idle unloading).
 */
import * as A from '@automerge/automerge';

function sameHeads(a: A.Heads, b: A.Heads): boolean {
  return a.length === b.length && a.every((hash) => b.includes(hash));
}

/** See the module comment. */
export class GuardFork {
  private copy: A.Doc<unknown> | undefined;
  private lastUsed = 0;
  /** Fresh copies made (the first one, and one after each drop): for tests and benchmarks. */
  copies = 0;

  /**
   * The copy, at the heads of `live` (brought up to date, or made afresh), for the guard to apply changes to. Hand
   * the result back with `keep` or `drop`: applying changes outdates the object this returns.
   */
  take(live: A.Doc<unknown>, now = Date.now()): A.Doc<unknown> {
    this.lastUsed = now;
    const copy = this.copy;
    this.copy = undefined;
    if (copy) {
      try {
        const heads = A.getHeads(copy);
        if (sameHeads(heads, A.getHeads(live))) return copy;
        // Only forward: a copy with changes the live document lacks is not the live document plus anything.
        if (A.hasHeads(live, heads)) {
          const [caughtUp] = A.applyChanges(copy, A.getChangesSince(live, heads));
          return caughtUp;
        }
      } catch {
        // An unreadable copy is replaced below like a diverged one.
      }
      A.free(copy);
    }
    this.copies++;
    return A.clone(live);
  }

  /** Keeps `doc` (the copy after changes that the live document takes next) for the next check. */
  keep(doc: A.Doc<unknown>): void {
    if (this.copy && this.copy !== doc) A.free(this.copy);
    this.copy = doc;
  }

  /** Forgets `doc` (a copy that went where the live document will not) and frees its memory at once. */
  drop(doc: A.Doc<unknown> | undefined): void {
    if (doc && doc !== this.copy) A.free(doc);
  }

  /** Frees the copy when the last check is `idleMs` ago or longer; true when it did. */
  dropIfIdle(now: number, idleMs: number): boolean {
    if (!this.copy || now - this.lastUsed < idleMs) return false;
    A.free(this.copy);
    this.copy = undefined;
    return true;
  }

  /** Frees the copy (the document was unloaded). */
  dispose(): void {
    if (this.copy) A.free(this.copy);
    this.copy = undefined;
  }

  /** True while a copy is held (for tests). */
  get holding(): boolean {
    return this.copy !== undefined;
  }
}
