/**
 * The display list: what every renderer (CanvasKit on screen, CanvasKit raster in Node, the PDF writer) draws.
 * Produced by `buildScene()`; nothing else walks the tree to draw. Coordinates are mm in spread space
 * (origin at the spread's top-left trim corner), colours are resolved `#rrggbbaa` strings.
 */
import type { BlendMode, Flip, ImageFilter, TextAlign } from '../model/types';

/** A 2D affine matrix `[a, b, c, d, e, f]` mapping (x, y) to (a·x + c·y + e, b·x + d·y + f). */
export type Matrix = [number, number, number, number, number, number];

/** A resolved paint: solid colour or linear gradient between two points in the item's local space. */
export type Paint =
  | { kind: 'solid'; color: string }
  | {
      kind: 'linear';
      /** Start and end points in local coordinates. */
      x0: number;
      y0: number;
      x1: number;
      y1: number;
      /** Evenly spaced colour stops, 2 to 4. */
      colors: string[];
    };

/** A resolved stroke: CSS colour and width in mm. */
export interface StrokeStyle {
  color: string;
  width: number;
}

/** Geometry of a shape in its local space (origin at the element's top-left before transform). */
export type ShapeGeometry =
  | { kind: 'rect'; width: number; height: number; radius: number }
  | { kind: 'ellipse'; width: number; height: number }
  | { kind: 'line'; x1: number; y1: number; x2: number; y2: number };

/** What every display-list item has: its source node, transform and opacity. */
export interface ItemBase {
  /** Source node id (for hit testing and picture caching); generated ids for template parts are `${cellId}/...`. */
  nodeId: string;
  /**
   * Local-to-parent transform: to spread space for top-level items, to the enclosing group's space for children of
   * a `GroupItem` (groups and expanded sticker cells). Renderers concatenate it while walking the list.
   */
  transform: Matrix;
  /** 0..1, multiplied with the parent's opacity by the renderer through layers. */
  opacity: number;
}

/** A rectangle, ellipse or line to draw. */
export interface ShapeItem extends ItemBase {
  kind: 'shape';
  geometry: ShapeGeometry;
  fill: Paint | null;
  stroke: StrokeStyle | null;
}

/** Where and how to draw an image: the crop matrix maps source pixels into the frame's local space. */
export interface ImageItem extends ItemBase {
  kind: 'image';
  /** Album image id (renderers resolve to a blob URL or bytes). */
  imageId: string;
  /** Size of the source image in px as known from its details. */
  sourceWidth: number;
  sourceHeight: number;
  /** Frame size in mm; the image is clipped to it (with `radius`). */
  width: number;
  height: number;
  radius: number;
  /** Source-pixel to frame-local transform (includes crop centre, scale, rotation and flip). */
  crop: Matrix;
  flip: Flip;
  filter: ImageFilter | null;
  grayscale: boolean;
  gradientMap: string[] | null;
  gradientMapIntensity: number;
  blend: BlendMode;
  /** Placeholder fill drawn when the image is missing. */
  placeholder: Paint | null;
  stroke: StrokeStyle | null;
}

/** A styled run of text after automatic text and UPPERCASE are applied. */
export interface TextRun {
  text: string;
  fontFamily: string;
  bold: boolean;
  italic: boolean;
  /** Font size in mm (the model's SIZE-* points converted). */
  fontSize: number;
  /** Line height as a multiple of the font size. */
  lineHeight: number;
  /** Extra spacing between letters in mm. */
  letterSpacing: number;
  color: string;
}

/** One paragraph of a text item: its alignment and styled runs. */
export interface TextParagraph {
  align: TextAlign;
  runs: TextRun[];
}

/** A text box to lay out and draw (automatic text already resolved). */
export interface TextItem extends ItemBase {
  kind: 'text';
  width: number;
  height: number;
  paragraphs: TextParagraph[];
  /** AUTOSIZE: shrink the font sizes until the text fits the box. */
  autosize: boolean;
  fill: Paint | null;
  stroke: StrokeStyle | null;
  radius: number;
}

/** A group of items drawn together: opacity and blend apply to the group as a layer; optional clip. */
export interface GroupItem extends ItemBase {
  kind: 'group';
  clip: ShapeGeometry | null;
  children: SceneItem[];
}

/** A comment marker (drawn on screen only; print writers skip it). */
export interface CommentItem extends ItemBase {
  kind: 'comment';
  text: string;
  userId: string;
}

/** One item of a display list: what a renderer draws. */
export type SceneItem = ShapeItem | ImageItem | TextItem | GroupItem | CommentItem;

/** Print geometry of a spread: the trim box and where the pages and spine fold lie. */
export interface SpreadFrame {
  width: number;
  height: number;
  /** x positions of page folds inside the spread (one for a double-page spread, none for a single page). */
  folds: number[];
  /** Number of pages this spread occupies (1 or 2). */
  pages: 1 | 2;
  /** Page numbers of the pages, left to right. */
  pageNumbers: number[];
}

/** The display list of one spread. */
export interface Scene {
  spreadId: string;
  frame: SpreadFrame;
  /** Spread background, drawn first over the whole trim plus bleed. */
  background: Paint | null;
  items: SceneItem[];
  /** Every font family and weight/style the scene uses, for font loading and embedding. */
  fonts: Array<{ family: string; bold: boolean; italic: boolean }>;
  /** Every image id the scene uses. */
  images: string[];
}

/** Options of `buildScene`. */
export interface SceneOptions {
  /** Draw the stickers' images in cells (print preview "stickers only" and print with stickers). Default true. */
  showStickers?: boolean;
  /** Include comment markers. Default false. */
  showComments?: boolean;
  /** Draw empty image frames with a placeholder fill (editor) or not at all (print). Default true. */
  placeholders?: boolean;
}
