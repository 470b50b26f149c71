/**
 * Hands the undo entry of the local change being committed to zundo, and folds a gesture's changes into one entry.
 */
import type { Patch } from 'immer';
import { mergeEntries, undoEntryOf } from './step';
import type { HistoryEntry } from './step';

/** Collects the history entry of each local change (and of an open gesture) until zundo records it. */
export class HistoryRecorder {
  private pending: HistoryEntry | null = null;
  private gesture: HistoryEntry[] | null = null;

  /**
   * Called by the store for every local change right before it is set. Inside a gesture the entry is kept for
   * the gesture; otherwise it waits for zundo's `diff` to take it.
   */
  offer(patches: readonly Patch[], inverse: readonly Patch[]): void {
    const entry = undoEntryOf(patches, inverse);
    if (!entry) return;
    if (this.gesture) this.gesture.push(entry);
    else this.pending = entry;
  }

  /** Queues an already built entry (the merged entry of a committed gesture). */
  queue(entry: HistoryEntry): void {
    this.pending = entry;
  }

  /** The entry waiting to be recorded, once; null when the last change is not to be recorded. */
  take(): HistoryEntry | null {
    const entry = this.pending;
    this.pending = null;
    return entry;
  }

  /** True between `beginGesture` and `endGesture`. */
  get inGesture(): boolean {
    return this.gesture !== null;
  }

  /** Opens a gesture; false when one is already open. */
  beginGesture(): boolean {
    if (this.gesture) return false;
    this.gesture = [];
    return true;
  }

  /** Closes the gesture and returns its merged entry (null when it changed nothing in scope, or none was open). */
  endGesture(): HistoryEntry | null {
    const entries = this.gesture;
    this.gesture = null;
    return entries ? mergeEntries(entries) : null;
  }

  /** Forgets everything (after a load). */
  reset(): void {
    this.pending = null;
    this.gesture = null;
  }
}
