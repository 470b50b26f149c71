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
 * True when every path's forward patches are one `add` (of an object key) or `replace` followed only by `replace`s
 * (a prop set over and over, perhaps first set where it was unset), so the first and the last of them say it all.
 */
function onlySetsAgain(forward: readonly Patch[], backward: readonly Patch[]): boolean {
  if (!backward.every((p) => p.op === 'replace' || p.op === 'remove')) return false;
  const seen = new Set<string>();
  for (const p of forward) {
    const key = keyOf(p.path);
    // An `add` into an array (numeric index) inserts and shifts its neighbours: not a plain set.
    const setsKey = p.op === 'add' && typeof p.path.at(-1) === 'string' && !seen.has(key);
    if (p.op !== 'replace' && !setsKey) return false;
    seen.add(key);
  }
  return true;
}

/**
 * Merges the undo entries of one gesture (oldest first) into one. The merged entry undoes them newest first and
 * redoes them oldest first. A drag, a resize or a slider only sets the same few props over and over: when each
 * path is set (`add` the first time if it was unset, else `replace`) and no path lies inside another, only the
 * first old value and the last new value of each path are kept, so a 300-frame drag costs as much history as one
 * move, even for a prop (opacity) the element did not have before.
 */
export function mergeEntries(entries: readonly HistoryEntry[]): HistoryEntry | null {
  if (entries.length === 0) return null;
  if (entries.length === 1) return entries[0]!;
  const forward = entries.flatMap((e) => e.step.reverse);
  const backward = [...entries].reverse().flatMap((e) => e.step.apply);
  if (onlySetsAgain(forward, backward)) {
    const keys = new Set(forward.map((p) => keyOf(p.path)));
    const nested = forward.some((p) => {
      for (let n = 1; n < p.path.length; n++) if (keys.has(keyOf(p.path.slice(0, n)))) return true;
      return false;
    });
    if (!nested) {
      // The first patch of a path keeps its op (an `add` stays an `add`), the last one gives the value.
      const lastNew = new Map<string, Patch>();
      for (const p of forward) {
        const key = keyOf(p.path);
        const first = lastNew.get(key);
        lastNew.set(key, first ? { op: first.op, path: first.path, value: p.value as unknown } : p);
      }
      const firstOld = new Map<string, Patch>();
      for (const entry of entries) {
        for (const p of entry.step.apply) if (!firstOld.has(keyOf(p.path))) firstOld.set(keyOf(p.path), p);
      }
      return { step: { apply: [...firstOld.values()], reverse: [...lastNew.values()] } };
    }
  }
  return { step: { apply: backward, reverse: forward } };
}
