/**
 * Minimal re-indexing of sibling lists. Fractional indexes are what peers merge on, so an action rewrites the index
 * of as few nodes as possible: the nodes that are already in order keep theirs, only the others get new keys
 * between their kept neighbours.
 */
import { indicesBetween } from '../model/tree';

/** One sibling in its current order (by index, then id). */
export interface OrderEntry {
  id: string;
  index: string;
  /** Re-sort band: 0 ordinary, 1 always-on-top, 2 comment (see `siblingRank`). */
  rank: number;
  /** Touched by the running action: when something has to move, these move first. */
  touched: boolean;
}

/**
 * Gives the entries of `desired` that are not `kept` new indexes between their kept neighbours. Kept entries must
 * appear in `desired` in increasing index order. When that is impossible (two kept neighbours share an index, or
 * an index is not a valid key), every entry is re-indexed from scratch, which is still a valid order.
 */
function fillIndexes(desired: readonly OrderEntry[], kept: ReadonlySet<string>): Map<string, string> {
  const out = new Map<string, string>();
  try {
    let lower: string | null = null;
    let run: OrderEntry[] = [];
    const flush = (upper: string | null) => {
      if (run.length === 0) return;
      const keys = indicesBetween(lower, upper, run.length);
      run.forEach((entry, i) => out.set(entry.id, keys[i]!));
      run = [];
    };
    for (const entry of desired) {
      if (kept.has(entry.id)) {
        flush(entry.index);
        lower = entry.index;
      } else run.push(entry);
    }
    flush(null);
    return out;
  } catch {
    out.clear();
    const keys = indicesBetween(null, null, desired.length);
    desired.forEach((entry, i) => {
      if (entry.index !== keys[i]) out.set(entry.id, keys[i]!);
    });
    return out;
  }
}

/**
 * New indexes that make `current` (siblings in index order) sorted by rank while keeping the order inside each
 * rank. The set of nodes that keep their index is a heaviest rank-non-decreasing subsequence, where an untouched
 * node outweighs every touched one: the nodes the action moved give way before bystanders do. Ranks take three
 * values, so the dynamic programme runs in O(3n). Returns only the nodes whose index changes.
 */
export function planResort(current: readonly OrderEntry[]): Map<string, string> {
  let sorted = true;
  for (let i = 1; i < current.length; i++) {
    if (current[i]!.rank < current[i - 1]!.rank) {
      sorted = false;
      break;
    }
  }
  if (sorted) return new Map();

  const heavy = current.length + 1;
  const ranks = [...new Set(current.map((e) => e.rank))].sort((a, b) => a - b);
  // bestEnd[k]: best weight of a chain whose last element has rank ranks[k]; endAt[k]: that element's position.
  const bestEnd = ranks.map(() => 0);
  const endAt = ranks.map(() => -1);
  const previous = new Array<number>(current.length).fill(-1);
  for (let i = 0; i < current.length; i++) {
    const entry = current[i]!;
    const k = ranks.indexOf(entry.rank);
    let best = 0;
    let from = -1;
    for (let j = 0; j <= k; j++) {
      if (endAt[j]! >= 0 && bestEnd[j]! > best) {
        best = bestEnd[j]!;
        from = endAt[j]!;
      }
    }
    const weight = best + (entry.touched ? 1 : heavy);
    previous[i] = from;
    if (weight > bestEnd[k]!) {
      bestEnd[k] = weight;
      endAt[k] = i;
    }
  }
  let last = -1;
  let top = 0;
  for (let k = 0; k < ranks.length; k++) {
    if (bestEnd[k]! > top) {
      top = bestEnd[k]!;
      last = endAt[k]!;
    }
  }
  const kept = new Set<string>();
  for (let i = last; i >= 0; i = previous[i]!) kept.add(current[i]!.id);
  const desired = current
    .map((entry, position) => ({ entry, position }))
    .sort((a, b) => a.entry.rank - b.entry.rank || a.position - b.position)
    .map((x) => x.entry);
  return fillIndexes(desired, kept);
}

/** Positions of a longest strictly increasing subsequence of `values` (patience sorting, O(n log n)). */
function longestIncreasing(values: readonly number[]): Set<number> {
  const tails: number[] = [];
  const previous = new Array<number>(values.length).fill(-1);
  for (let i = 0; i < values.length; i++) {
    let lo = 0;
    let hi = tails.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (values[tails[mid]!]! < values[i]!) lo = mid + 1;
      else hi = mid;
    }
    if (lo > 0) previous[i] = tails[lo - 1]!;
    tails[lo] = i;
  }
  const out = new Set<number>();
  for (let i = tails.length ? tails[tails.length - 1]! : -1; i >= 0; i = previous[i]!) out.add(i);
  return out;
}

/**
 * New indexes that put siblings into `desiredIds` order. `current` is the present order (by index, then id) and
 * must hold the same ids. The longest run of nodes already in the desired relative order keeps its indexes.
 * Returns only the nodes whose index changes.
 */
export function planReorder(
  current: readonly OrderEntry[],
  desiredIds: readonly string[],
): Map<string, string> {
  const byId = new Map(current.map((entry, position) => [entry.id, { entry, position }]));
  const desired = desiredIds.map((id) => byId.get(id)!);
  const keptPositions = longestIncreasing(desired.map((d) => d.position));
  const kept = new Set<string>();
  desired.forEach((d, i) => {
    if (keptPositions.has(i)) kept.add(d.entry.id);
  });
  return fillIndexes(
    desired.map((d) => d.entry),
    kept,
  );
}
