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
  const workspace: unknown = typeof set === 'object' && set !== null ? set.workspace : undefined;
  if (workspace === undefined) return ids;
  // A malformed set (from a peer, before `sanitizePatchSet`) is answered with a rebuild, never an exception.
  if (!Array.isArray(workspace)) return 'all';
  for (const operation of workspace as unknown[]) {
    if (typeof operation !== 'object' || operation === null) return 'all';
    const path: unknown = (operation as { path?: unknown }).path;
    if (typeof path !== 'string') return 'all';
    const segments = parsePointer(path);
    if (segments === null || segments.length === 0) return 'all';
    ids.add(segments[0]!);
  }
  return ids;
}
