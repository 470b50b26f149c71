/**
 * Reading the album documents back into the editor's `AlbumDocument`, whole or record by record.
 */
import type * as A from '@automerge/automerge/slim';
import { createEmptyDocument } from '@album/editor-core';
import type {
  AlbumDocument,
  AlbumImage,
  AnyNode,
  Fonts,
  Sticker,
  StickerTemplateSettings,
} from '@album/editor-core';
import type { DocKind, LayoutDoc, SettingsDoc, StickersDoc } from './layout';
import { bucketOf } from './layout';
import { toPlain } from './values';

/** The current state of the three documents of an album (automerge docs or their plain views). */
export interface AlbumDocs {
  layout: A.Doc<LayoutDoc> | LayoutDoc;
  stickers: A.Doc<StickersDoc> | StickersDoc;
  settings: A.Doc<SettingsDoc> | SettingsDoc;
}

/** One node as plain JSON, or undefined when the layout has no such node. */
export function readNode(layout: AlbumDocs['layout'], id: string): AnyNode | undefined {
  const stored = layout.buckets?.[bucketOf(id)]?.[id];
  return stored === undefined ? undefined : (toPlain(stored) as AnyNode);
}

/** A sticker of the stickers document as a plain object, or undefined. */
export function readSticker(stickers: AlbumDocs['stickers'], id: string): Sticker | undefined {
  const stored = stickers.stickers?.[id];
  return stored === undefined ? undefined : (toPlain(stored) as Sticker);
}

/** An album image of the settings document as a plain object, or undefined. */
export function readImage(settings: AlbumDocs['settings'], id: string): AlbumImage | undefined {
  const stored = settings.images?.[id];
  return stored === undefined ? undefined : (toPlain(stored) as AlbumImage);
}

const EMPTY = createEmptyDocument();

/** The settings values, each falling back to the empty album's when absent. */
export function readSettings(settings: AlbumDocs['settings']): {
  colors: string[];
  fonts: Fonts;
  stickerTemplateSettings: StickerTemplateSettings;
} {
  return {
    colors: settings.colors ? (toPlain(settings.colors) as string[]) : EMPTY.colors.slice(),
    fonts: settings.fonts ? (toPlain(settings.fonts) as Fonts) : { ...EMPTY.fonts },
    stickerTemplateSettings: settings.stickerTemplateSettings
      ? (toPlain(settings.stickerTemplateSettings) as StickerTemplateSettings)
      : { ...EMPTY.stickerTemplateSettings },
  };
}

/** The whole album as stored, before the repair rule. */
export function readRawDocument(docs: AlbumDocs): AlbumDocument {
  const nodes: AlbumDocument['nodes'] = {};
  for (const bucket of Object.values(docs.layout.buckets ?? {})) {
    for (const id of Object.keys(bucket)) nodes[id] = toPlain(bucket[id]) as AnyNode;
  }
  const stickers = (
    docs.stickers.stickers ? toPlain(docs.stickers.stickers) : {}
  ) as AlbumDocument['stickers'];
  const images = (docs.settings.images ? toPlain(docs.settings.images) : {}) as AlbumDocument['images'];
  return { nodes, stickers, images, ...readSettings(docs.settings) };
}

/** Which records an automerge patch path (of a document of `kind`) touches. */
export type Touched =
  | { kind: 'layout'; ids: Set<string> | 'all' }
  | { kind: 'stickers'; ids: Set<string> | 'all' }
  | {
      kind: 'settings';
      images: Set<string> | 'all';
      keys: Set<'colors' | 'fonts' | 'stickerTemplateSettings'>;
    };

/** Collects the touched records of a list of automerge patches. */
export function touchedBy(kind: DocKind, patches: readonly A.Patch[]): Touched {
  if (kind === 'layout') {
    let ids: Set<string> | 'all' = new Set();
    for (const patch of patches) {
      if (patch.path[0] !== 'buckets') continue;
      if (patch.path.length < 3) {
        ids = 'all';
        break;
      }
      ids.add(String(patch.path[2]));
    }
    return { kind, ids };
  }
  if (kind === 'stickers') {
    let ids: Set<string> | 'all' = new Set();
    for (const patch of patches) {
      if (patch.path[0] !== 'stickers') continue;
      if (patch.path.length < 2) {
        ids = 'all';
        break;
      }
      ids.add(String(patch.path[1]));
    }
    return { kind, ids };
  }
  let images: Set<string> | 'all' = new Set();
  const keys = new Set<'colors' | 'fonts' | 'stickerTemplateSettings'>();
  for (const patch of patches) {
    const head = patch.path[0];
    if (head === 'images') {
      if (patch.path.length < 2 || images === 'all') images = 'all';
      else images.add(String(patch.path[1]));
    } else if (head === 'colors' || head === 'fonts' || head === 'stickerTemplateSettings') keys.add(head);
  }
  return { kind: 'settings', images, keys };
}
