/**
 * `buildScene`: one spread of the document resolved into the display list every renderer draws.
 */
import { resolveAutoText, isAutoTextSymbol } from '../album/autoText';
import { spreadFrameAt } from '../album/pages';
import { albumOrder } from '../album/spreads';
import {
  fitLayout,
  IMAGE_AREA_ID,
  isStickerTemplateId,
  getStickerTemplate,
  templateLayout,
} from '../album/templates';
import { applyToPoint, elementMatrix, IDENTITY, multiply } from '../geometry/matrix';
import { childIdsOf } from '../model/tree';
import type {
  AlbumDocument,
  AlbumMeta,
  BaseProps,
  CommentProps,
  ImageNodeProps,
  NestedNode,
  NodeType,
  Sticker,
  StickerCellProps,
  TextProps,
} from '../model/types';
import { normalizeColor } from './color';
import { clampToRange } from '../validation/ranges';
import { cropMatrix } from './crop';
import { SceneSpreadNotFoundError } from './errors';
import { resolveFill, resolveStroke } from './paint';
import { hasAutosize, textParagraphs } from './text';
import type { TextEnvironment } from './text';
import type {
  GroupItem,
  ImageItem,
  Matrix,
  Paint,
  Scene,
  SceneItem,
  SceneOptions,
  ShapeItem,
  TextItem,
} from './types';

/** The album metadata a scene shows through automatic text. */
export type SceneMeta = Pick<AlbumMeta, 'title' | 'releaseDate'>;

/** Fill of empty image frames and empty sticker cells in the editor. */
export const PLACEHOLDER_PAINT: Paint = Object.freeze({ kind: 'solid', color: '#e9ecefff' }) as Paint;
/** Outline of empty sticker cells in the editor. */
export const PLACEHOLDER_STROKE = Object.freeze({ color: '#adb5bdff', width: 0.5 });

/** Deeper nesting than this is an inconsistent tree (a cycle); the walk stops there instead of overflowing. */
const MAX_DEPTH = 64;

/** A node to draw: from the document tree, or a part of a sticker template. */
interface Source {
  nodeId: string;
  type: NodeType;
  props: BaseProps;
  children(): Source[];
}

interface CellContext {
  cellId: string;
  sticker: Sticker;
  showImage: boolean;
}

interface Context {
  doc: AlbumDocument;
  meta: SceneMeta;
  spreadId: string;
  showStickers: boolean;
  showComments: boolean;
  placeholders: boolean;
  palette: readonly string[];
  textEnv: TextEnvironment;
  fonts: Map<string, { family: string; bold: boolean; italic: boolean }>;
  images: Set<string>;
  cell: CellContext | null;
}

function docSource(doc: AlbumDocument, id: string): Source | null {
  const node = doc.nodes[id];
  if (!node) return null;
  return {
    nodeId: id,
    type: node.type,
    props: node.props as BaseProps,
    children: () => docChildren(doc, id),
  };
}

function docChildren(doc: AlbumDocument, parentId: string): Source[] {
  const out: Source[] = [];
  for (const id of childIdsOf(doc.nodes, parentId)) {
    const source = docSource(doc, id);
    if (source) out.push(source);
  }
  return out;
}

function templateSource(node: NestedNode, prefix: string): Source {
  const props = node.props as BaseProps;
  return {
    nodeId: `${prefix}/${props.id}`,
    type: node.type,
    props,
    children: () => (node.children ?? []).map((c) => templateSource(c, prefix)),
  };
}

function opacityOf(props: BaseProps): number {
  const o = props.opacity;
  return typeof o === 'number' ? clampToRange(o, 0, 1, 1) : 1;
}

/** Corner radius limited to half the shorter side, never negative. */
function radiusOf(props: BaseProps): number {
  const r = props.borderRadius;
  if (typeof r !== 'number' || !(r > 0)) return 0;
  return Math.min(r, Math.abs(props.width) / 2, Math.abs(props.height) / 2);
}

function fillOf(props: BaseProps, ctx: Context): Paint | null {
  return resolveFill(props.fill, ctx.palette, props.fillOpacity, props.width, props.height);
}

function strokeOf(props: BaseProps, ctx: Context) {
  return resolveStroke(props.stroke, props.strokeWidth, ctx.palette);
}

function rectShape(
  nodeId: string,
  props: BaseProps,
  transform: Matrix,
  ctx: Context,
  fill = fillOf(props, ctx),
): ShapeItem {
  return {
    kind: 'shape',
    nodeId,
    transform,
    opacity: opacityOf(props),
    geometry: { kind: 'rect', width: props.width, height: props.height, radius: radiusOf(props) },
    fill,
    stroke: strokeOf(props, ctx),
  };
}

function imageItem(
  nodeId: string,
  props: BaseProps,
  transform: Matrix,
  ctx: Context,
  imageId: string,
  crop: { cx: number; cy: number; cscale: number; crotation: number },
  extra: Partial<
    Pick<ImageNodeProps, 'flip' | 'filter' | 'grayscale' | 'gradientMap' | 'gradientMapIntensity' | 'blend'>
  >,
  placeholder: Paint | null,
): ImageItem | null {
  const record = ctx.doc.images[imageId];
  if (!record) return null;
  const sourceWidth = record.details?.width ?? 0;
  const sourceHeight = record.details?.height ?? 0;
  ctx.images.add(imageId);
  const gradientMap = Array.isArray(extra.gradientMap)
    ? extra.gradientMap.map(normalizeColor).filter((c): c is string => c !== null)
    : null;
  return {
    kind: 'image',
    nodeId,
    transform,
    opacity: opacityOf(props),
    imageId,
    sourceWidth,
    sourceHeight,
    width: props.width,
    height: props.height,
    radius: radiusOf(props),
    crop: cropMatrix(crop, extra.flip, sourceWidth, sourceHeight, props.width, props.height),
    flip: extra.flip ?? 'none',
    filter: extra.filter ?? null,
    grayscale: extra.grayscale === true,
    gradientMap: gradientMap && gradientMap.length >= 2 ? gradientMap : null,
    gradientMapIntensity: extra.gradientMapIntensity ?? 1,
    blend: extra.blend ?? 'normal',
    placeholder,
    stroke: strokeOf(props, ctx),
  };
}

function buildImage(source: Source, transform: Matrix, ctx: Context): SceneItem | null {
  const props = source.props as ImageNodeProps;
  // The image area of a sticker template shows the sticker's photo, cropped as the sticker form set it.
  if (ctx.cell && props.id === IMAGE_AREA_ID) {
    const { sticker, showImage } = ctx.cell;
    const areaFill = fillOf(props, ctx);
    if (showImage && sticker.image) {
      const item = imageItem(source.nodeId, props, transform, ctx, sticker.image, sticker, {}, areaFill);
      if (item) return item;
    }
    return rectShape(source.nodeId, props, transform, ctx, areaFill);
  }
  const placeholder = ctx.placeholders ? (fillOf(props, ctx) ?? PLACEHOLDER_PAINT) : null;
  if (props.image) {
    const item = imageItem(source.nodeId, props, transform, ctx, props.image, props, props, placeholder);
    if (item) return item;
  }
  return placeholder ? rectShape(source.nodeId, props, transform, ctx, placeholder) : null;
}

function buildText(source: Source, transform: Matrix, parent: Matrix, ctx: Context): TextItem {
  const props = source.props as TextProps;
  let resolved: string | null = null;
  if (props.symbol && isAutoTextSymbol(props.symbol)) {
    const centre = applyToPoint(multiply(parent, transform), props.width / 2, props.height / 2);
    resolved = resolveAutoText(props.symbol, {
      doc: ctx.doc,
      meta: ctx.meta,
      spreadId: ctx.spreadId,
      cellId: ctx.cell?.cellId ?? null,
      sticker: ctx.cell?.sticker ?? null,
      x: centre.x,
    });
  }
  const paragraphs = textParagraphs(props, ctx.textEnv, resolved);
  for (const p of paragraphs) {
    for (const run of p.runs) {
      ctx.fonts.set(`${run.fontFamily}\u0000${run.bold}\u0000${run.italic}`, {
        family: run.fontFamily,
        bold: run.bold,
        italic: run.italic,
      });
    }
  }
  return {
    kind: 'text',
    nodeId: source.nodeId,
    transform,
    opacity: opacityOf(props),
    width: props.width,
    height: props.height,
    paragraphs,
    autosize: hasAutosize(props),
    fill: fillOf(props, ctx),
    stroke: strokeOf(props, ctx),
    radius: radiusOf(props),
  };
}

const fittedCache = new Map<string, NestedNode<'Group'>>();
/** Distinct (template, variant, layout, cell size) combinations kept; an album uses a handful. */
const FITTED_CACHE_LIMIT = 512;

function fittedLayout(templateId: string, double: boolean, layout: string, width: number, height: number) {
  const key = `${templateId}|${double}|${layout}|${width}|${height}`;
  let fitted = fittedCache.get(key);
  if (!fitted) {
    const template = getStickerTemplate(isStickerTemplateId(templateId) ? templateId : 'default');
    fitted = fitLayout(templateLayout(template, double, layout), width, height);
    if (fittedCache.size >= FITTED_CACHE_LIMIT) fittedCache.clear();
    fittedCache.set(key, fitted);
  }
  return fitted;
}

/**
 * A sticker cell: its sticker drawn through the album's sticker template (the sticker's `stickerLayout` when
 * stickers are shown; its `cellLayout` with the image area left empty when they are not, which is how the album
 * page prints the numbered place a sticker is stuck on). An empty cell is a placeholder frame in the editor and
 * nothing in print.
 */
function buildCell(source: Source, transform: Matrix, ctx: Context): SceneItem | null {
  const props = source.props as StickerCellProps;
  const sticker = props.stickerId ? ctx.doc.stickers[props.stickerId] : undefined;
  if (!sticker) {
    if (!ctx.placeholders) return null;
    const item = rectShape(source.nodeId, props, transform, ctx, fillOf(props, ctx) ?? PLACEHOLDER_PAINT);
    item.stroke ??= { ...PLACEHOLDER_STROKE };
    return item;
  }
  const templateId = ctx.doc.stickerTemplateSettings?.id ?? 'default';
  const layout = (ctx.showStickers ? sticker.stickerLayout : sticker.cellLayout) ?? 'default';
  const fitted = fittedLayout(templateId, sticker.doubleSticker === true, layout, props.width, props.height);
  const outer = ctx.cell;
  ctx.cell = { cellId: source.nodeId, sticker, showImage: ctx.showStickers };
  const children = buildList(
    (fitted.children ?? []).map((c) => templateSource(c, source.nodeId)),
    ctx,
    IDENTITY,
    1,
  );
  ctx.cell = outer;
  const group: GroupItem = {
    kind: 'group',
    nodeId: source.nodeId,
    transform,
    opacity: opacityOf(props),
    clip: { kind: 'rect', width: props.width, height: props.height, radius: radiusOf(props) },
    children,
  };
  return group;
}

function buildItem(source: Source, parent: Matrix, ctx: Context, depth: number): SceneItem | null {
  const props = source.props;
  const transform = elementMatrix(props);
  switch (source.type) {
    case 'Group': {
      if (depth > MAX_DEPTH) return null;
      return {
        kind: 'group',
        nodeId: source.nodeId,
        transform,
        opacity: opacityOf(props),
        clip: null,
        children: buildList(source.children(), ctx, multiply(parent, transform), depth + 1),
      };
    }
    case 'Rectangle':
      return rectShape(source.nodeId, props, transform, ctx);
    case 'Circle':
      return {
        kind: 'shape',
        nodeId: source.nodeId,
        transform,
        opacity: opacityOf(props),
        geometry: { kind: 'ellipse', width: props.width, height: props.height },
        fill: fillOf(props, ctx),
        stroke: strokeOf(props, ctx),
      };
    case 'Line':
      return {
        kind: 'shape',
        nodeId: source.nodeId,
        transform,
        opacity: opacityOf(props),
        geometry: { kind: 'line', x1: 0, y1: 0, x2: props.width, y2: props.height },
        fill: null,
        stroke: strokeOf(props, ctx),
      };
    case 'Image':
      return buildImage(source, transform, ctx);
    case 'Text':
      return buildText(source, transform, parent, ctx);
    case 'StickerCell':
    case 'Sticker':
      // A cell inside a template part list would nest stickers in stickers: not part of any design.
      return ctx.cell ? null : buildCell(source, transform, ctx);
    case 'Comment': {
      if (!ctx.showComments) return null;
      const comment = props as CommentProps;
      return {
        kind: 'comment',
        nodeId: source.nodeId,
        transform,
        opacity: opacityOf(props),
        text: typeof comment.text === 'string' ? comment.text : '',
        userId: typeof comment.userId === 'string' ? comment.userId : '',
      };
    }
    default:
      return null;
  }
}

function buildList(sources: readonly Source[], ctx: Context, parent: Matrix, depth: number): SceneItem[] {
  const items: SceneItem[] = [];
  for (const source of sources) {
    const item = buildItem(source, parent, ctx, depth);
    if (item) items.push(item);
  }
  return items;
}

/**
 * The display list of spread `spreadId` of `doc`: its frame (size, folds, page numbers), its background and every
 * element bottom-to-top with paints, strokes, text runs and automatic text resolved, and sticker cells expanded
 * through the album's sticker template. Pure and deterministic: the same inputs give a deep-equal scene. Throws
 * `SceneSpreadNotFoundError` when `spreadId` is not a spread of the album.
 */
export function buildScene(
  doc: AlbumDocument,
  spreadId: string,
  meta: SceneMeta,
  options: SceneOptions = {},
): Scene {
  const order = albumOrder(doc);
  const index = order.spreadIndex.get(spreadId);
  if (index === undefined) throw new SceneSpreadNotFoundError(spreadId);
  const frame = spreadFrameAt(index, order.spreads.length);
  const spread = doc.nodes[spreadId]!;
  const palette = doc.colors ?? [];
  const ctx: Context = {
    doc,
    meta,
    spreadId,
    showStickers: options.showStickers ?? true,
    showComments: options.showComments ?? false,
    placeholders: options.placeholders ?? true,
    palette,
    textEnv: {
      fonts: doc.fonts,
      defaultColor: (palette[0] !== undefined ? normalizeColor(palette[0]) : null) ?? '#000000ff',
    },
    fonts: new Map(),
    images: new Set(),
    cell: null,
  };
  const background = resolveFill(
    (spread.props as { fill?: BaseProps['fill'] }).fill,
    palette,
    undefined,
    frame.width,
    frame.height,
  );
  const items = buildList(docChildren(doc, spreadId), ctx, IDENTITY, 0);
  const fonts = [...ctx.fonts.values()].sort(
    (a, b) =>
      (a.family < b.family ? -1 : a.family > b.family ? 1 : 0) ||
      Number(a.bold) - Number(b.bold) ||
      Number(a.italic) - Number(b.italic),
  );
  const images = [...ctx.images].sort();
  return { spreadId, frame, background, items, fonts, images };
}
