/**
 * `composePrint`: the output pages of a render mode, as pure data the writers draw.
 */
import type { AlbumDocument, SceneMeta } from '@album/editor-core';
import { currentSpreadPages, singlePages, spreadPages } from './album-pages';
import { coverPages } from './cover';
import { byPosition, inRange, pageFrameOf } from './page';
import { stickerSheetPages } from './sticker-sheets';
import { stickerpackPages } from './stickerpack';
import type { Composition, OutputPage, PrintSettings } from './types';

/**
 * The pages of a print job.
 *
 * - album_softcover: the cover sheet, outside then inside (last, first, second and second-to-last spreads around
 *   the computed spine); none below 4 spreads.
 * - album_softcover_inside: the inlay as single pages; with `includeCover` the two cover sides come first.
 * - spread, album_check: every spread as one page; current_spread: one spread.
 * - stickers, sticker_check: sticker sheets (stickers mode always shows the stickers).
 * - stickerpack: pack sheets of 240 × 75 mm (see `stickerpackPages`).
 *
 * `range` keeps album pages by page number in the page modes (a spread stays when one of its pages is named), and
 * output pages by position elsewhere.
 */
export function composePrint(doc: AlbumDocument, meta: SceneMeta, settings: PrintSettings): Composition {
  const frame = pageFrameOf(settings);
  const base = { mode: settings.mode, album: doc, meta, showStickers: settings.showStickers };
  const only = (pages: OutputPage[]): Composition => ({ ...base, sheets: null, pages });
  switch (settings.mode) {
    case 'album_softcover':
      return only(byPosition(coverPages(doc, frame), settings.range));
    case 'album_softcover_inside': {
      const inside = inRange(singlePages(doc, frame, true), settings.range, (p) => p.pageNumbers);
      return only(settings.includeCover ? [...coverPages(doc, frame), ...inside] : inside);
    }
    case 'spread':
    case 'album_check':
      return only(spreadPages(doc, frame, settings.range));
    case 'current_spread':
      return only(currentSpreadPages(doc, frame, settings));
    case 'stickers':
    case 'sticker_check': {
      const { pages, sheets } = stickerSheetPages(doc, frame, settings.range);
      return { ...base, showStickers: settings.mode === 'stickers' || settings.showStickers, sheets, pages };
    }
    case 'stickerpack': {
      const { pages, sheets } = stickerpackPages(doc, frame, settings);
      return { ...base, showStickers: true, sheets, pages };
    }
    default:
      throw new RangeError(`unknown render mode ${String(settings.mode satisfies never)}`);
  }
}

/** The document a part's spread belongs to. */
export function documentOf(composition: Composition, source: 'album' | 'sheets'): AlbumDocument {
  return source === 'sheets' && composition.sheets ? composition.sheets : composition.album;
}
