/**
 * The album document model: node types, their props, and the records beside the tree
 * (editor specification section 3; ARCHITECTURE.md section 2). Units are millimetres of the printed page.
 */

/** Every kind of node in the workspace tree. */
export type NodeType =
  | 'Root'
  | 'Section'
  | 'Spread'
  | 'Group'
  | 'Circle'
  | 'Image'
  | 'Line'
  | 'Rectangle'
  | 'Sticker'
  | 'StickerCell'
  | 'Text'
  | 'Comment';

/** Node types that can sit on a spread (levels 3 and deeper). */
export type ElementType = Exclude<NodeType, 'Root' | 'Section' | 'Spread'>;

/** Allowed gradient directions in degrees: vertical 0, diagonal 45, horizontal 90, diagonal 135. */
export type GradientDirection = 0 | 45 | 90 | 135;

/** A linear gradient fill with 2 to 4 colours. Colours are `#rrggbb` strings or palette indexes. */
export interface LinearGradient {
  type: 'linear';
  direction: GradientDirection;
  colors: Array<string | number>;
}

/**
 * A fill: a palette index into `AlbumDocument.colors`, a CSS colour string (`#rrggbb`, `#rrggbbaa`),
 * a linear gradient, or `null` for no fill.
 */
export type Fill = number | string | LinearGradient | null;

/** A stroke colour: palette index, colour string, or `null`/`'none'` for no stroke. */
export type Stroke = number | string | null;

/** Props every element shares. */
export interface BaseProps {
  id: string;
  /** Position in mm relative to the parent (spread or group). */
  x: number;
  y: number;
  width: number;
  height: number;
  /** Degrees, clockwise, around the element's centre. */
  rotation: number;
  /** Uniform scale applied around the element's top-left corner after width/height. */
  scale: number;
  fill?: Fill;
  /** 0-1. */
  fillOpacity?: number;
  stroke?: Stroke;
  /** 0-100, in mm. A stroke of none has width 0. */
  strokeWidth?: number;
  /** 0-1. */
  opacity?: number;
  /** 0-50, in mm. */
  borderRadius?: number;
  locked?: boolean;
  alwaysOnTop?: boolean;
  /** Set on spreads and on elements that belong to a section (sticker cells of a section). */
  sectionId?: string;
  /** Author of a comment. */
  userId?: string;
  /** Free label, shown in the admin elements tree. */
  label?: string;
}

/** A min/mid/max triple of the colour filter; each value is -1..1 around the neutral 0 (mid is a gamma shift). */
export interface FilterRange {
  min: number;
  mid: number;
  max: number;
}

/** The colour filter of an image (contrast/levels per channel, hue, saturation, tone). */
export interface ImageFilter {
  con?: FilterRange;
  rgb?: FilterRange;
  red?: FilterRange;
  green?: FilterRange;
  blue?: FilterRange;
  /** Hue rotation in degrees, -180..180. */
  hue?: number;
  /** Saturation change, -1..1 (-1 = grey). */
  sat?: number;
  /** Tone colour added to shadows/highlights, each channel -1..1. */
  tone?: { tone_red: number; tone_green: number; tone_blue: number };
}

/** Blend modes an image can use against what is below it. */
export type BlendMode =
  | 'normal'
  | 'multiply'
  | 'screen'
  | 'overlay'
  | 'darken'
  | 'lighten'
  | 'color-dodge'
  | 'color-burn'
  | 'hard-light'
  | 'soft-light'
  | 'difference'
  | 'exclusion'
  | 'hue'
  | 'saturation'
  | 'color'
  | 'luminosity';

/** Mirror an image or element. */
export type Flip = 'none' | 'horizontal' | 'vertical' | 'both';

/** The crop of an image inside its frame: centre (0..1 of the source), scale (0.0001..9), rotation (degrees). */
export interface CropProps {
  cx: number;
  cy: number;
  cscale: number;
  crotation: number;
}

/** Props of an `Image` element: the image record it shows, crop, flip, filter, blend, grayscale and gradient map. */
export interface ImageNodeProps extends BaseProps, CropProps {
  /** Id of an `AlbumImage` in `AlbumDocument.images`, or null for an empty frame. */
  image: string | null;
  pexelsId?: number | null;
  flip?: Flip;
  filter?: ImageFilter | null;
  blend?: BlendMode;
  grayscale?: boolean;
  /** 2-4 colours mapped from dark to light. */
  gradientMap?: string[] | null;
  /** 0-1. */
  gradientMapIntensity?: number;
}

/** Props of a `StickerCell`: the sticker placed in it (or null) and the crop of its image. */
export interface StickerCellProps extends BaseProps, CropProps {
  /** Id of the sticker placed in this cell, or null for an empty cell. */
  stickerId: string | null;
}

/** Inline styles of the rich-text document. Parametrised styles carry their value after the dash. */
export type InlineStyle =
  | 'BOLD'
  | 'ITALIC'
  | 'UPPERCASE'
  | 'AUTOSIZE'
  | `FONT-${string}`
  | `SIZE-${number}`
  | `LINEHEIGHT-${number}`
  | `COLOR-#${string}`
  | `LETTERSPACING-${number}`;

/** A styled run inside a block: `offset` and `length` count UTF-16 code units of `text`. */
export interface InlineStyleRange {
  offset: number;
  length: number;
  style: InlineStyle;
}

/** Block alignment of a rich-text paragraph. */
export type TextAlign = 'left' | 'center' | 'right' | 'justify';

/** One paragraph of a rich-text document. */
export interface TextBlock {
  key: string;
  text: string;
  inlineStyleRanges: InlineStyleRange[];
  data?: { textAlign?: TextAlign };
}

/** The rich-text document of a Text element (a raw, serialisable block list). */
export interface RichText {
  blocks: TextBlock[];
}

/** Automatic text bound to album data, resolved when the scene is built. */
export type AutoTextSymbol =
  | 'sticker-name'
  | 'sticker-position'
  | 'sticker-number'
  | 'sticker-nextnumber'
  | 'section'
  | 'pagenum'
  | 'totalpages'
  | 'album'
  | 'totalstickers'
  | 'toc_pages'
  | 'toc_sections'
  | 'release_date';

/** Props of a `Text` element: its rich-text document, optional automatic text symbol and default font role. */
export interface TextProps extends BaseProps {
  text: RichText;
  /** Automatic text: the block text is replaced by the resolved value, its styles kept. */
  symbol?: AutoTextSymbol | null;
  /** Which font role the text defaults to when no FONT-* style applies. */
  fontRole?: FontRole;
}

/** Props of a `Comment`: plain text and its author (only the author or an admin may change it). */
export interface CommentProps extends BaseProps {
  text: string;
  userId: string;
  createdAt?: string;
}

/** Props of a `Group` (its box spans its children). */
export type GroupProps = BaseProps;
/** Props of a `Rectangle`. */
export type RectangleProps = BaseProps;
/** Props of a `Circle` (an ellipse filling its box). */
export type CircleProps = BaseProps;
/** A line runs from (x, y) to (x + width, y + height). */
export type LineProps = BaseProps;
/** A placed sticker (legacy node kind): behaves like a sticker cell bound to a sticker. */
export type StickerNodeProps = StickerCellProps;

/** Props of the `Root` node. */
export interface RootProps {
  id: string;
}

/** Props of a `Section`. */
export interface SectionProps {
  id: string;
  name: string;
  /** Static sections (cover, intro) hold no stickers and cannot get new spreads from the spread wizard. */
  static?: boolean;
}

/** Props of a `Spread`. */
export interface SpreadProps {
  id: string;
  sectionId?: string;
  /** Background fill of the spread. */
  fill?: Fill;
  label?: string;
}

/** Props by node type. */
export interface PropsByType {
  Root: RootProps;
  Section: SectionProps;
  Spread: SpreadProps;
  Group: GroupProps;
  Circle: CircleProps;
  Image: ImageNodeProps;
  Line: LineProps;
  Rectangle: RectangleProps;
  Sticker: StickerNodeProps;
  StickerCell: StickerCellProps;
  Text: TextProps;
  Comment: CommentProps;
}

/** A node of the normalised store. Children are derived from `parentId` and ordered by `index`, then id. */
export interface TreeNode<T extends NodeType = NodeType> {
  id: string;
  type: T;
  /** Null only for the root. */
  parentId: string | null;
  /** Fractional index among siblings (`fractional-indexing` keys). */
  index: string;
  props: PropsByType[T];
}

/** Any node, discriminated by `type`. */
export type AnyNode = { [T in NodeType]: TreeNode<T> }[NodeType];

/**
 * A node of the nested workspace JSON (the REST and file format). Containers (Root, Section, Spread, Group) always
 * carry `children` (bottom-to-top draw order); leaves never do. See `parseNested` for every validity rule.
 */
export interface NestedNode<T extends NodeType = NodeType> {
  type: T;
  props: PropsByType[T];
  children?: NestedNode[];
}

/** The nested workspace JSON: a Root node. */
export type NestedWorkspace = NestedNode<'Root'>;

/** How a sticker is laid out on its card: `default`, `full`, `textless`, `numberless`, or another layout name. */
export type StickerLayout = 'default' | 'full' | 'textless' | 'numberless' | (string & {});

/** A sticker (figurine): a person or subject with a name, position and image, in a section. */
export interface Sticker extends CropProps {
  id: string;
  name: string;
  position: string;
  doubleSticker: boolean;
  /** Id of an `AlbumImage` (model sticker), or null. */
  image: string | null;
  sectionId: string;
  stickerLayout: StickerLayout;
  cellLayout: StickerLayout;
  /** Number assigned by album order (see album maths); stored for the REST answer. */
  number?: number | null;
  createdAt: string;
}

/** Whether an album image is a sticker picture or an image placed on a page. */
export type ImageModel = 'sticker' | 'image';

/** Rendition size buckets of an image. */
export type ImageResolution = 'small' | 'medium' | 'large' | 'full';

/** Storage keys or URLs of an image's renditions (see `ImageResolution`). */
export interface ImageBlobs {
  full?: string;
  large?: string;
  medium?: string;
  small?: string;
  original?: string;
  filename?: string;
}

/** A detected face, in source pixels. */
export interface FaceBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Source size in pixels and the detected face, if any. */
export interface ImageDetails {
  width: number;
  height: number;
  face?: FaceBox | null;
}

/** An uploaded or stock image known to the album. */
export interface AlbumImage {
  id: string;
  model: ImageModel;
  blob: ImageBlobs;
  details: ImageDetails;
  meta?: Record<string, unknown>;
  tags?: string[];
  blueprint_image?: boolean;
}

/** A font role of the album: title, sub title or paragraph. */
export type FontRole = 'title' | 'sub_title' | 'paragraph';

/** Font families by role. */
export type Fonts = Record<FontRole, string>;

/** The chosen sticker template (`id`) and whether blank stickers are enabled. */
export interface StickerTemplateSettings {
  id: string;
  blank_enabled: boolean;
}

/**
 * The editable album document held by the editor store: the normalised tree plus the records beside it.
 * This is what history, patches and sync operate on.
 */
export interface AlbumDocument {
  nodes: Record<string, AnyNode>;
  stickers: Record<string, Sticker>;
  images: Record<string, AlbumImage>;
  /** Indexes 0 and 1 are locked (black and white by default); 2.. are the palette. */
  colors: string[];
  fonts: Fonts;
  /** The chosen sticker template (`id`) and its options; the REST answer's `stickerTemplateId` mirrors `id`. */
  stickerTemplateSettings: StickerTemplateSettings;
}

/** Album metadata that lives beside the document (edited through REST, not through tree actions). */
export interface AlbumMeta {
  id: string;
  title: string;
  /** ISO date `yyyy-mm-dd`, or null. */
  releaseDate: string | null;
  language: Language;
  locked: boolean;
  updated_at?: string;
}

/** An interface and album language. */
export type Language = 'de' | 'en' | 'fr' | 'it' | 'pl';

/** The occasion an album is made for (the catalogue of templates is filtered by it). */
export type AlbumCategory = 'business' | 'wedding' | 'sports' | 'birthday' | 'school' | 'community';

/** The document content in its nested wire form: what `fromNested` reads and `toNested` writes. */
export interface AlbumContent {
  /**
   * The schema version the content was saved under (`CONTENT_SCHEMA_VERSION` when written by this build; see
   * docs/schema-migrations.md). Absent in content of version 1, saved before versions existed. `parseNested`
   * migrates older content and refuses newer content; `toNested` always writes the current version.
   */
  schemaVersion?: number;
  workspace: NestedWorkspace;
  stickers: Sticker[];
  images: AlbumImage[];
  colors: string[];
  fonts: Fonts;
  stickerTemplateId: string;
  stickerTemplateSettings: StickerTemplateSettings;
}

/** The album as the REST API answers it (`data.album`): metadata plus the nested content. */
export interface AlbumPayload extends AlbumContent {
  id: string;
  title: string;
  releaseDate: string | null;
  updated_at?: string;
}

/** A photo submitted through the public sticker link, pending until merged. */
export interface StickerUpload {
  id: string;
  name: string;
  last_name: string | null;
  position: string | null;
  image: string | null;
  section_id: string | null;
  merged_at: string | null;
}

/** What a render job outputs: the album (or its inside), a spread, sticker sheets, a stickerpack, or a check proof. */
export type RenderMode =
  | 'album_softcover'
  | 'album_softcover_inside'
  | 'spread'
  | 'current_spread'
  | 'stickers'
  | 'stickerpack'
  | 'album_check'
  | 'sticker_check';

/** Output format of a render job. */
export type RenderFormat = 'pdf' | 'jpg' | 'png' | 'zip';
/** Image rendition a render job uses. */
export type RenderResolution = 'original' | 'full' | 'large' | 'medium' | 'small';
/** State of a render job. */
export type RenderJobState = 'queued' | 'working' | 'exists' | 'finished' | 'error';

/**
 * Colour of a PDF render: `rgb` keeps RGB content tagged as sRGB (the printer's RIP converts it through the PDF/X
 * output intent), `cmyk` converts it to CMYK through that profile when the file is written.
 */
export type RenderColorMode = 'rgb' | 'cmyk';

/** What a render job renders (the export dialog's settings). */
export interface RenderJobParams {
  album_id: string;
  mode: RenderMode;
  format: RenderFormat;
  resolution: RenderResolution;
  dpi: number;
  showStickers: boolean;
  includeCover: boolean;
  includeBleed: boolean;
  compress: boolean;
  /** Page numbers, e.g. `[1, 2, 3, 5]`; empty = all. */
  range: number[];
  /** PDF only: `cmyk` to convert to CMYK; absent (or `rgb`) for sRGB-tagged RGB. */
  colorMode?: RenderColorMode;
}

/** A render (export) job of the server as the client sees it. */
export interface RenderJob {
  id: string;
  state: RenderJobState;
  /** 0..100. */
  progress: number;
  file_url: string | null;
  error?: string | null;
  created_at: string;
  params: RenderJobParams;
}

/** Severity of a notification. */
export type NotificationType = 'error' | 'warning' | 'info';

/** A user notification; `title` and `message` are message keys. */
export interface Notification {
  id: string;
  type: NotificationType;
  /** Message key for translation, or literal text when `literal` is set. */
  title: string;
  message: string;
  metadata?: Record<string, unknown>;
}
