/**
 * Which nodes a patch set touches: what a consumer of remote or batched patches passes on to incremental caches
 * (the spatial index, the renderer's picture cache).
 */
import { parsePointer } from './pointer';
import type { PatchSet } from './types';

/**
 * Ids of the nodes the workspace operations of `set` add, change or remove; `'all'` when an operation replaces the
 * whole workspace (or its pointer cannot be read), so the consumer rebuilds.
 */
export function touchedNodeIds(set: PatchSet): Set<string> | 'all' {
  const ids = new Set<string>();
  for (const operation of set.workspace ?? []) {
    const segments = parsePointer(operation.path);
    if (segments === null || segments.length === 0) return 'all';
    ids.add(segments[0]!);
  }
  return ids;
}
