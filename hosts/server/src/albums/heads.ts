/** Keys of points in an album's history, for validators and caches (see `content-writer.ts`). */
import { createHash } from 'node:crypto';
import type { AlbumHeadsJson } from '../db/schema';

const KINDS = ['layout', 'stickers', 'settings'] as const;

/** A hash of the sorted heads of an album's three automerge documents: the core of the album answer's ETag. */
export function headsKey(heads: AlbumHeadsJson): string {
  const hash = createHash('sha256');
  for (const kind of KINDS) hash.update(`${kind}:${[...heads[kind]].sort().join(',')};`);
  return hash.digest('base64url').slice(0, 27);
}
