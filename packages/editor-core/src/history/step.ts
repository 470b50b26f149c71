/**
 * One undo step: the immer patches of a local change in both directions. See `design.ts` for why history stores
 * these deltas instead of document snapshots.
 */
import type { Patch } from 'immer';

/** Document keys a history step records. Nodes and stickers are the history's scope (specification section 4);
 * image records ride along only inside a step that also changes nodes or stickers (see `design.ts`). */
const RECORDED_KEYS: ReadonlySet<string | number> = new Set(['nodes', 'stickers', 'images']);
const SCOPE_KEYS: ReadonlySet<string | number> = new Set(['nodes', 'stickers']);

/**
 * A history entry as zundo stores it. zundo hands an entry back to the store's `set` on undo and redo, so the
 * entry is shaped like a partial state with one key the store's set handler recognises.
 */
export interface HistoryEntry {
  step: HistoryStep;
}

/** Patches that take the document to the other side of the step, and the patches that come back. */
export interface HistoryStep {
  /** Applied when this entry is used (inverse patches for an undo entry, forward patches for a redo entry). */
  readonly apply: readonly Patch[];
  /** The opposite direction: becomes `apply` of the entry stored on the other stack. */
  readonly reverse: readonly Patch[];
}

/** True when `value` is a history entry (and not a partial state of the store). */
export function isHistoryEntry(value: unknown): value is HistoryEntry {
  return (
    typeof value === 'object' &&
    value !== null &&
    'step' in value &&
    typeof (value as HistoryEntry).step === 'object' &&
    Array.isArray((value as HistoryEntry).step?.apply)
  );
}

/** The entry for the other stack: the same step seen from the other side. */
export function flipEntry(entry: HistoryEntry): HistoryEntry {
  return { step: { apply: entry.step.reverse, reverse: entry.step.apply } };
}

/**
 * The undo entry of one local change, or null when the change does not touch the history's scope (nodes or
 * stickers). `patches`/`inverse` come straight from `produceWithPatches`.
 */
export function undoEntryOf(patches: readonly Patch[], inverse: readonly Patch[]): HistoryEntry | null {
  if (!patches.some((p) => p.path.length > 0 && SCOPE_KEYS.has(p.path[0]!))) return null;
  const recorded = (p: Patch) => p.path.length > 0 && RECORDED_KEYS.has(p.path[0]!);
  return { step: { apply: inverse.filter(recorded), reverse: patches.filter(recorded) } };
}

function keyOf(path: Patch['path']): string {
  return path.join('\u0001');
}

/**
 * Merges the undo entries of one gesture (oldest first) into one. The merged entry undoes them newest first and
 * redoes them oldest first. A drag or resize only replaces the same few props over and over: when every patch is a
 * `replace` and no path lies inside another, only the first old value and the last new value of each path are
 * kept, so a 300-frame drag costs as much history as one move.
 */
export function mergeEntries(entries: readonly HistoryEntry[]): HistoryEntry | null {
  if (entries.length === 0) return null;
  if (entries.length === 1) return entries[0]!;
  const forward = entries.flatMap((e) => e.step.reverse);
  const backward = [...entries].reverse().flatMap((e) => e.step.apply);
  if (forward.every((p) => p.op === 'replace') && backward.every((p) => p.op === 'replace')) {
    const keys = new Set(forward.map((p) => keyOf(p.path)));
    const nested = forward.some((p) => {
      for (let n = 1; n < p.path.length; n++) if (keys.has(keyOf(p.path.slice(0, n)))) return true;
      return false;
    });
    if (!nested) {
      const lastNew = new Map<string, Patch>();
      for (const p of forward) lastNew.set(keyOf(p.path), p);
      const firstOld = new Map<string, Patch>();
      for (const entry of entries) {
        for (const p of entry.step.apply) if (!firstOld.has(keyOf(p.path))) firstOld.set(keyOf(p.path), p);
      }
      return { step: { apply: [...firstOld.values()], reverse: [...lastNew.values()] } };
    }
  }
  return { step: { apply: backward, reverse: forward } };
}
