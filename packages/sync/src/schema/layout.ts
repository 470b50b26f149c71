/**
 * How one album lives in automerge: three documents per album.
 *
 * - `layout`: the workspace tree, `{buckets: {[bucket]: {[nodeId]: node}}}`. Nodes are spread over
 *   `NODE_BUCKETS` maps by a hash of their id, because automerge costs grow with map width (about 3 ms per edit on a
 *   flat 5,000-key map, 0.3 ms on narrow ones). A node keeps `parentId` and `index`, so a move is one property write.
 * - `stickers`: `{stickers: {[id]: sticker}}`.
 * - `settings`: `{colors, fonts, stickerTemplateSettings, images: {[id]: image record}}`. Image bytes never enter
 *   automerge: an image record only names its blob ids and sizes.
 *
 * Each document carries the album's content schema version as `v` (editor-core's `CONTENT_SCHEMA_VERSION`; absent in
 * stickers and settings documents seeded before versions existed, which are version 1). Only the server writes it: at
 * the seed and when it upgrades the documents (`upgradeAlbumDocuments`); the document guard refuses it from clients.
 *
 * Every string is stored as an automerge `ImmutableString` (ids, enums, colours and text alike): last writer wins per
 * field, and no string pays for collaborative-text bookkeeping.
 */
import { parseAutomergeUrl, stringifyAutomergeUrl } from '@automerge/automerge-repo/slim';
import type { AutomergeUrl, DocumentId } from '@automerge/automerge-repo/slim';
import { CONTENT_SCHEMA_VERSION } from '@album/editor-core';
import type { AnyNode, AlbumImage, Fonts, Sticker, StickerTemplateSettings } from '@album/editor-core';
import { fnv1a32, hash128 } from './hash';

/** The documents of an album. */
export type DocKind = 'layout' | 'stickers' | 'settings';

/** The three document kinds of an album. */
export const DOC_KINDS: readonly DocKind[] = Object.freeze(['layout', 'stickers', 'settings']);

/** How many bucket maps the node records are spread over. */
export const NODE_BUCKETS = 64;

/**
 * The schema version the server writes as `v` into each new document (see `version.ts`).
 * @deprecated The documents carry the album's content schema version: use `CONTENT_SCHEMA_VERSION` of editor-core.
 * A change of bucketing is a schema migration like any other.
 */
export const LAYOUT_VERSION = CONTENT_SCHEMA_VERSION;

/** The bucket key (two hex digits) of a node id. */
export function bucketOf(nodeId: string): string {
  return (fnv1a32(nodeId) % NODE_BUCKETS).toString(16).padStart(2, '0');
}

/** The layout document as plain JSON (strings are ImmutableStrings inside automerge). */
export interface LayoutDoc {
  /** The schema version (see the module comment). */
  v: number;
  buckets: Record<string, Record<string, AnyNode>>;
}

/** The stickers document: every sticker of the album by id. */
export interface StickersDoc {
  /** The schema version; absent (version 1) in documents seeded before versions existed. */
  v?: number;
  stickers: Record<string, Sticker>;
}

/** The settings document: colour and font presets and the sticker template settings. */
export interface SettingsDoc {
  /** The schema version; absent (version 1) in documents seeded before versions existed. */
  v?: number;
  colors: string[];
  fonts: Fonts;
  stickerTemplateSettings: StickerTemplateSettings;
  images: Record<string, AlbumImage>;
}

/** The document types by kind. */
export interface DocsByKind {
  layout: LayoutDoc;
  stickers: StickersDoc;
  settings: SettingsDoc;
}

/**
 * The automerge document id of one document of an album, derived from the album id, so that client and server find
 * the documents without a lookup table. Only the server creates them (see `seedAlbumDocs`); clients only find them.
 */
export function albumDocumentId(albumId: string, kind: DocKind): DocumentId {
  const url = stringifyAutomergeUrl({ documentId: hash128(`album:${albumId}:${kind}`) as never });
  return parseAutomergeUrl(url).documentId;
}

/** The automerge URLs of the three documents of an album. */
export function albumDocumentUrls(albumId: string): Record<DocKind, AutomergeUrl> {
  return {
    layout: stringifyAutomergeUrl(albumDocumentId(albumId, 'layout')),
    stickers: stringifyAutomergeUrl(albumDocumentId(albumId, 'stickers')),
    settings: stringifyAutomergeUrl(albumDocumentId(albumId, 'settings')),
  };
}
