/**
 * The history panel's list (specification section 4, "Undo/redo"): what each undo step did, read from the
 * forward patches editor-core's history keeps, and the number of undo or redo calls that reach a chosen step.
 */
import type { AnyNode, NodeMap } from '@album/editor-core';

/** An immer patch as history steps hold them (only what the summary reads). */
export interface Patch {
  op: 'add' | 'remove' | 'replace';
  path: readonly (string | number)[];
  value?: unknown;
}

/** What a step did, as the panel names it. */
export type StepKind = 'added' | 'deleted' | 'moved' | 'changed' | 'stickers';

export interface StepSummary {
  kind: StepKind;
  /** Node types the step touched, deduplicated, in patch order (empty for sticker-only steps). */
  types: AnyNode['type'][];
}

/** A history entry as the store keeps it: only its step's patches matter here. */
export interface StepRecord {
  step?: { readonly apply: readonly Patch[]; readonly reverse: readonly Patch[] };
}

/** Node keys whose change alone is a move (position, spread, or order among siblings). */
const MOVE_PATHS = new Set(['props.x', 'props.y', 'parentId', 'index']);

function nodeTypeOf(value: unknown): AnyNode['type'] | null {
  if (typeof value !== 'object' || value === null || !('type' in value)) return null;
  const type = (value as { type: unknown }).type;
  return typeof type === 'string' ? (type as AnyNode['type']) : null;
}

/**
 * Names one step from its forward patches (`forward`) and its backward patches (`backward`, which hold the nodes
 * a deletion removed). `nodes` is the document as it is now, to name the type of a changed node.
 */
export function summariseStep(
  forward: readonly Patch[],
  backward: readonly Patch[],
  nodes: NodeMap,
): StepSummary {
  const types: AnyNode['type'][] = [];
  const addType = (type: AnyNode['type'] | null) => {
    if (type && !types.includes(type)) types.push(type);
  };
  const removedTypes = new Map<string, AnyNode['type'] | null>();
  for (const patch of backward) {
    if (patch.path[0] === 'nodes' && patch.path.length === 2 && patch.op === 'add') {
      removedTypes.set(String(patch.path[1]), nodeTypeOf(patch.value));
    }
  }
  let added = false;
  let deleted = false;
  let moved = true;
  let touchesNodes = false;
  for (const patch of forward) {
    if (patch.path[0] !== 'nodes' || patch.path.length < 2) continue;
    touchesNodes = true;
    const id = String(patch.path[1]);
    if (patch.path.length === 2 && patch.op === 'add') {
      added = true;
      addType(nodeTypeOf(patch.value));
    } else if (patch.path.length === 2 && patch.op === 'remove') {
      deleted = true;
      addType(removedTypes.get(id) ?? null);
    } else {
      addType(nodes[id]?.type ?? removedTypes.get(id) ?? null);
      if (!MOVE_PATHS.has(patch.path.slice(2).join('.'))) moved = false;
    }
  }
  if (!touchesNodes) return { kind: 'stickers', types: [] };
  // Adding wins over deleting: a duplicate or a group adds the nodes the step is about.
  const kind: StepKind = added ? 'added' : deleted ? 'deleted' : moved ? 'moved' : 'changed';
  // Elements matter more than the spreads and sections a step also touched.
  const elements = types.filter((t) => t !== 'Spread' && t !== 'Section' && t !== 'Root');
  return { kind, types: elements.length > 0 ? elements : types };
}

export interface HistoryListItem {
  /** Position in the list: 0 is the state before the first step, then one row per step. */
  position: number;
  /** Null for the starting state. */
  summary: StepSummary | null;
  /** True for the state the document is in. */
  current: boolean;
  /** True for undone steps (redo reaches them). */
  undone: boolean;
}

/**
 * The panel's rows, oldest first: the starting state, every undo step, then the undone steps in redo order.
 * zundo keeps `past` oldest first and `future` with the next redo last.
 */
export function historyList(
  past: readonly StepRecord[],
  future: readonly StepRecord[],
  nodes: NodeMap,
): HistoryListItem[] {
  const rows: HistoryListItem[] = [{ position: 0, summary: null, current: past.length === 0, undone: false }];
  past.forEach((record, i) => {
    // An undo entry applies the backward patches and keeps the forward ones to redo.
    const step = record.step;
    rows.push({
      position: i + 1,
      summary: step ? summariseStep(step.reverse, step.apply, nodes) : null,
      current: i === past.length - 1,
      undone: false,
    });
  });
  [...future].reverse().forEach((record, i) => {
    // A redo entry applies the forward patches.
    const step = record.step;
    rows.push({
      position: past.length + i + 1,
      summary: step ? summariseStep(step.apply, step.reverse, nodes) : null,
      current: false,
      undone: true,
    });
  });
  return rows;
}

/** How to reach list position `target` from `current`: undo or redo that many times (0 when already there). */
export function stepsTo(current: number, target: number): { action: 'undo' | 'redo'; count: number } {
  return target < current
    ? { action: 'undo', count: current - target }
    : { action: 'redo', count: target - current };
}
