/**
 * The output pages of a print job: what every writer (PDF, JPG, PNG, ZIP) draws. Units are mm; page coordinates
 * have their origin at the top-left corner of the trim box (bleed and slug lie at negative coordinates and beyond
 * the trim size).
 */
import type { AlbumDocument, RenderMode, SceneMeta } from '@album/editor-core';

/** A rectangle in page coordinates, mm. */
export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Which document a part's spread belongs to: the album itself, or the generated sticker-sheet document. */
export type PartSource = 'album' | 'sheets';

/**
 * A spread (or a piece of one) placed on an output page: the spread's origin lands at `(x, y)` scaled by `scale`,
 * and only `clip` (page coordinates) is visible.
 */
export interface PagePart {
  source: PartSource;
  spreadId: string;
  x: number;
  y: number;
  scale: number;
  clip: Rect;
  /** How far (mm, spread space) the spread's background is painted beyond its trim box. */
  bleed: number;
}

/**
 * A die-cut line: the rounded rectangle a cutter follows around one sticker on a sheet (page coordinates, mm). The
 * PDF strokes it in the `CutContour` spot colour on its own layer; raster output leaves it out.
 */
export interface CutContour {
  x: number;
  y: number;
  width: number;
  height: number;
  /** Corner radius, mm. */
  radius: number;
  /** The sticker cut out. */
  stickerId: string;
}

/** One output page: trim size, bleed, slug and the parts on it. */
export interface OutputPage {
  /** File-name friendly name (`page-003`, `cover-outside`, `sheet-02`). */
  name: string;
  /** Album page numbers the page shows (empty for covers' spine, sheets and packs). */
  pageNumbers: number[];
  width: number;
  height: number;
  /** Bleed around the trim box, mm (0 without bleed). */
  bleed: number;
  /** Slug outside the bleed carrying the marks, mm (0 without marks). */
  slug: number;
  /** Draw crop and registration marks in the slug. */
  marks: boolean;
  /** x positions (page coordinates) of folds, marked in the slug (the spine edges of a cover). */
  folds: number[];
  parts: PagePart[];
  /** Sticker sheets and stickerpacks: one cut contour per sticker (absent on other pages). */
  cuts?: CutContour[];
}

/** The composed job: the pages and the documents their parts come from. */
export interface Composition {
  mode: RenderMode;
  album: AlbumDocument;
  /** The album plus generated sticker-sheet spreads (sticker modes only). */
  sheets: AlbumDocument | null;
  meta: SceneMeta;
  /** Draw stickers' images in their cells. */
  showStickers: boolean;
  pages: OutputPage[];
}

/** What the composition needs from the job settings. */
export interface PrintSettings {
  mode: RenderMode;
  showStickers: boolean;
  /** Only in album_softcover_inside: put the cover sheet's two sides in front of the inside pages. */
  includeCover: boolean;
  /** Bleed (2 mm), slug (8 mm) and marks around every page. */
  includeBleed: boolean;
  /** Page numbers to keep (album pages; output page positions for covers, sheets and packs); empty for all. */
  range: readonly number[];
  /** current_spread: the spread to print (default: the spread of the first range page, else the first spread). */
  spreadId?: string | null;
  /** stickerpack: what to make (default `stickerpack`). */
  packaging?: StickerPackaging;
  /** stickerpack: number of random packs (default: enough for every sticker once on average). */
  packs?: number;
  /** stickerpack: seed of the random choice (default 1): the same seed gives the same packs. */
  seed?: number;
}

/** Packaging of stickerpack mode: random packs of 4, or boxes of one subject (4 of the same sticker a sheet). */
export type StickerPackaging = 'stickerpack' | 'stickerbox_single_variety';
