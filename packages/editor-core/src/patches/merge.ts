/**
 * Combining and measuring patch sets.
 */
import { PATCH_DOMAINS } from './domains';
import type { PatchSet } from './types';

/** Concatenates patch sets domain by domain, keeping the order of the sets and of the operations inside each. */
export function mergePatchSets(...sets: readonly PatchSet[]): PatchSet {
  const out: PatchSet = {};
  for (const domain of PATCH_DOMAINS) {
    let merged: PatchSet[typeof domain];
    for (const set of sets) {
      const operations = set[domain];
      if (!operations || operations.length === 0) continue;
      if (merged) merged.push(...operations);
      else merged = operations.slice();
    }
    if (merged) out[domain] = merged;
  }
  return out;
}

/** Number of operations in a patch set, over every domain. */
export function countOperations(set: PatchSet): number {
  let count = 0;
  for (const domain of PATCH_DOMAINS) count += set[domain]?.length ?? 0;
  return count;
}

/** True when a patch set holds no operation. */
export function isEmptyPatchSet(set: PatchSet): boolean {
  return countOperations(set) === 0;
}
