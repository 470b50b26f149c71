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
 * Every string is stored as an automerge `ImmutableString` (ids, enums, colours and text alike): last writer wins per
 * field, and no string pays for collaborative-text bookkeeping.
 */
import { parseAutomergeUrl, stringifyAutomergeUrl } from '@automerge/automerge-repo';
import type { AutomergeUrl, DocumentId } from '@automerge/automerge-repo';
import type { AnyNode, AlbumImage, Fonts, Sticker, StickerTemplateSettings } from '@album/editor-core';
import { fnv1a32, hash128 } from './hash';

/** The documents of an album. */
export type DocKind = 'layout' | 'stickers' | 'settings';

export const DOC_KINDS: readonly DocKind[] = Object.freeze(['layout', 'stickers', 'settings']);

/** How many bucket maps the node records are spread over. */
export const NODE_BUCKETS = 64;

/** Layout version, so that a later change of bucketing can be detected. */
export const LAYOUT_VERSION = 1;

/** The bucket key (two hex digits) of a node id. */
export function bucketOf(nodeId: string): string {
  return (fnv1a32(nodeId) % NODE_BUCKETS).toString(16).padStart(2, '0');
}

/** The layout document as plain JSON (strings are ImmutableStrings inside automerge). */
export interface LayoutDoc {
  v: number;
  buckets: Record<string, Record<string, AnyNode>>;
}

export interface StickersDoc {
  stickers: Record<string, Sticker>;
}

export interface SettingsDoc {
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
