/**
 * The patch set that brings the editor's document to the shown album for the records that may have changed, leaving
 * out paths with local edits not yet written (the specification: a remote patch applies only when it is not older
 * than the local version of the same path). Once those local edits are written, the records they touched are
 * reconciled again, so the editor always ends equal to the shown album.
 */
import { diffDocuments, parsePointer } from '@album/editor-core';
import type { AlbumDocument, PatchDomain, PatchSet } from '@album/editor-core';
import type { ViewChanges } from './album-view';

/** Paths of local operations not yet written, per domain. */
export type PendingPaths = ReadonlyMap<PatchDomain, readonly string[]>;

/** The pending paths of a list of patch sets. */
export function pendingPathsOf(sets: readonly PatchSet[]): Map<PatchDomain, string[]> {
  const out = new Map<PatchDomain, string[]>();
  for (const set of sets) {
    for (const domain of Object.keys(set) as PatchDomain[]) {
      let list = out.get(domain);
      if (!list) out.set(domain, (list = []));
      for (const operation of set[domain] ?? []) list.push(operation.path);
    }
  }
  return out;
}

function overlaps(a: string, b: string): boolean {
  return a === b || a === '' || b === '' || a.startsWith(b + '/') || b.startsWith(a + '/');
}

/**
 * The entries of `map` named in `ids` (all of it for `'all'`), always a new object: the diff may hand the map to the
 * editor as a whole, and the binding's view updates its maps in place.
 */
function subset<T>(map: Record<string, T>, ids: Set<string> | 'all'): Record<string, T> {
  if (ids === 'all') return { ...map };
  const out: Record<string, T> = {};
  for (const id of ids) if (Object.hasOwn(map, id)) out[id] = map[id]!;
  return out;
}

/**
 * The operations that turn `current` into `shown` for the records named in `changes`, without pending paths. Only
 * those records are compared (operation paths are the same as a whole-document diff would give).
 */
export function reconcile(
  current: AlbumDocument,
  shown: AlbumDocument,
  changes: ViewChanges,
  pending: PendingPaths = new Map(),
): PatchSet {
  const settings = <K extends 'colors' | 'fonts' | 'stickerTemplateSettings'>(doc: AlbumDocument, key: K) =>
    changes.settings.has(key) ? doc[key] : current[key];
  const part = (doc: AlbumDocument): AlbumDocument => ({
    nodes: subset(doc.nodes, changes.nodes),
    stickers: subset(doc.stickers, changes.stickers),
    images: subset(doc.images, changes.images),
    colors: settings(doc, 'colors'),
    fonts: settings(doc, 'fonts'),
    stickerTemplateSettings: settings(doc, 'stickerTemplateSettings'),
  });
  const set = diffDocuments(part(current), part(shown));
  if (pending.size === 0) return set;
  const out: PatchSet = {};
  for (const domain of Object.keys(set) as PatchDomain[]) {
    const paths = pending.get(domain);
    const operations = paths
      ? set[domain]!.filter((op) => !paths.some((p) => overlaps(p, op.path)))
      : set[domain]!;
    if (operations.length > 0) out[domain] = operations;
  }
  return out;
}

/** The records a patch set touches, as view changes (used to reconcile after a write). */
export function changesOfPatchSet(set: PatchSet): ViewChanges {
  const ids = (domain: PatchDomain): Set<string> | 'all' => {
    const out = new Set<string>();
    for (const operation of set[domain] ?? []) {
      const segments = parsePointer(operation.path);
      if (!segments || segments.length === 0) return 'all';
      out.add(segments[0]!);
    }
    return out;
  };
  const settings = new Set<'colors' | 'fonts' | 'stickerTemplateSettings'>();
  for (const key of ['colors', 'fonts', 'stickerTemplateSettings'] as const)
    if (set[key]?.length) settings.add(key);
  return { nodes: ids('workspace'), stickers: ids('stickers'), images: ids('images'), settings };
}
