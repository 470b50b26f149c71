/**
 * The schema version of an album's automerge documents: each document carries `v` (see `layout.ts`). The album's
 * documents are read as the oldest and the newest version among the three: they differ only for a moment while an
 * upgrade's changes arrive one document after the other.
 */
import { CONTENT_SCHEMA_VERSION, declaredSchemaVersion } from '@album/editor-core';
import { DOC_KINDS } from './layout';
import type { DocKind } from './layout';
import type { AlbumDocs } from './read';

/** The versions of an album's documents. */
export interface AlbumDocsVersion {
  /** Each document's version (`v`; 1 when absent). */
  byKind: Record<DocKind, number>;
  oldest: number;
  newest: number;
}

/** The schema version of one document: its `v`, 1 when absent, null when `v` is not a valid version. */
export function docSchemaVersion(doc: { v?: unknown } | undefined): number | null {
  return declaredSchemaVersion(doc?.v);
}

/** The versions of an album's documents, or null when a document's `v` is not a valid version. */
export function albumDocsVersion(docs: AlbumDocs): AlbumDocsVersion | null {
  const byKind = {} as Record<DocKind, number>;
  for (const kind of DOC_KINDS) {
    const version = docSchemaVersion(docs[kind] as { v?: unknown });
    if (version === null) return null;
    byKind[kind] = version;
  }
  const versions = Object.values(byKind);
  return { byKind, oldest: Math.min(...versions), newest: Math.max(...versions) };
}

/**
 * How this build stands to an album's documents: `current` (it may read and write them), `older` (they must be
 * upgraded first: by the server, see `upgradeAlbumDocuments`), `newer` (saved by a newer version of the editor:
 * this build must write nothing), or `invalid`.
 */
export type DocsVersionStanding = 'current' | 'older' | 'newer' | 'invalid';

/** See `DocsVersionStanding`. A document newer than this build wins over one still older. */
export function docsVersionStanding(docs: AlbumDocs, current = CONTENT_SCHEMA_VERSION): DocsVersionStanding {
  const version = albumDocsVersion(docs);
  if (!version) return 'invalid';
  if (version.newest > current) return 'newer';
  if (version.oldest < current) return 'older';
  return 'current';
}
