/**
 * Defaults: the props a new node gets, and the empty album a new document starts from.
 */
import { createId, SPREAD_ID_PREFIX } from './ids';
import type { IdFactory } from './ids';
import { indicesAfter } from './tree';
import type {
  AlbumDocument,
  AnyNode,
  CropProps,
  Fonts,
  NodeType,
  PropsByType,
  RichText,
  StickerTemplateSettings,
  TreeNode,
} from './types';

/** Locked colours 0 (black) and 1 (white), then the default palette. */
export const DEFAULT_COLORS: readonly string[] = Object.freeze([
  '#000000',
  '#ffffff',
  '#1d3557',
  '#e63946',
  '#f4a261',
  '#2a9d8f',
  '#a8dadc',
]);

/** Default font families by role (families of the @album/fonts catalogue). */
export const DEFAULT_FONTS: Readonly<Fonts> = Object.freeze({
  title: 'Oswald',
  sub_title: 'Roboto Condensed',
  paragraph: 'Roboto',
});

/** The default sticker template and its options. */
export const DEFAULT_STICKER_TEMPLATE_SETTINGS: Readonly<StickerTemplateSettings> = Object.freeze({
  id: 'default',
  blank_enabled: false,
});

/** A crop that shows the source centred at its natural fit. */
export const DEFAULT_CROP: Readonly<CropProps> = Object.freeze({ cx: 0.5, cy: 0.5, cscale: 1, crotation: 0 });

/** Default size of a new element by type, in mm. */
const DEFAULT_SIZE: Record<NodeType, { width: number; height: number }> = {
  Root: { width: 0, height: 0 },
  Section: { width: 0, height: 0 },
  Spread: { width: 0, height: 0 },
  Group: { width: 100, height: 100 },
  Circle: { width: 50, height: 50 },
  Image: { width: 100, height: 75 },
  Line: { width: 100, height: 0 },
  Rectangle: { width: 100, height: 50 },
  Sticker: { width: 50, height: 70 },
  StickerCell: { width: 50, height: 70 },
  Text: { width: 100, height: 20 },
  Comment: { width: 10, height: 10 },
};

/** An empty rich-text document: one empty left-aligned block. */
export function emptyRichText(key = createId().slice(0, 5)): RichText {
  return { blocks: [{ key, text: '', inlineStyleRanges: [] }] };
}

/**
 * Full props for a new node of `type`: required props filled with defaults, then `partial` laid over them. The id
 * comes from `partial.id` or a fresh one (`ManualPage-…` for spreads). Optional props are only set where a new
 * element would otherwise be invisible (shapes get palette colour 2, lines a 1 mm black stroke).
 */
export function defaultProps<T extends NodeType>(
  type: T,
  partial: Partial<PropsByType[T]> = {},
  ids: IdFactory = createId,
): PropsByType[T] {
  const id = (partial as { id?: string }).id ?? ids(type === 'Spread' ? SPREAD_ID_PREFIX : '');
  const base = { id, x: 0, y: 0, ...DEFAULT_SIZE[type], rotation: 0, scale: 1 };
  let props: object;
  switch (type) {
    case 'Root':
      props = { id };
      break;
    case 'Section':
      props = { id, name: '' };
      break;
    case 'Spread':
      props = { id };
      break;
    case 'Rectangle':
    case 'Circle':
      props = { ...base, fill: 2 };
      break;
    case 'Line':
      props = { ...base, stroke: 0, strokeWidth: 1 };
      break;
    case 'Image':
      props = { ...base, ...DEFAULT_CROP, image: null };
      break;
    case 'StickerCell':
    case 'Sticker':
      props = { ...base, ...DEFAULT_CROP, stickerId: null };
      break;
    case 'Text':
      props = { ...base, text: emptyRichText() };
      break;
    case 'Comment':
      props = { ...base, text: '', userId: '' };
      break;
    default:
      props = base;
  }
  return { ...props, ...partial, id } as PropsByType[T];
}

/** A tree node with default props (see `defaultProps`). */
export function createNode<T extends NodeType>(
  type: T,
  parentId: string | null,
  index: string,
  partial: Partial<PropsByType[T]> = {},
  ids: IdFactory = createId,
): TreeNode<T> {
  const props = defaultProps(type, partial, ids);
  return { id: props.id, type, parentId, index, props };
}

/** Options of `createEmptyDocument`. */
export interface EmptyDocumentOptions {
  /** Name of the first section. Default `''` (the UI shows its translated placeholder). */
  sectionName?: string;
  /** Id factory; inject a deterministic one in tests. */
  ids?: IdFactory;
}

/**
 * A new album: Root > one Section > three spreads (the first single-page spread, one double spread, the last
 * single-page spread: page widths follow from the spread's position, see album maths), the default colours
 * (0 black and 1 white locked, then the palette), the default fonts and the `default` sticker template.
 */
export function createEmptyDocument(options: EmptyDocumentOptions = {}): AlbumDocument {
  const ids = options.ids ?? createId;
  const root = createNode('Root', null, indicesAfter(null, 1)[0]!, {}, ids);
  const section = createNode(
    'Section',
    root.id,
    indicesAfter(null, 1)[0]!,
    { name: options.sectionName ?? '' },
    ids,
  );
  const nodes: Record<string, AnyNode> = { [root.id]: root, [section.id]: section };
  for (const index of indicesAfter(null, 3)) {
    const spread = createNode('Spread', section.id, index, { sectionId: section.id }, ids);
    nodes[spread.id] = spread;
  }
  return {
    nodes,
    stickers: {},
    images: {},
    colors: [...DEFAULT_COLORS],
    fonts: { ...DEFAULT_FONTS },
    stickerTemplateSettings: { ...DEFAULT_STICKER_TEMPLATE_SETTINGS },
  };
}
