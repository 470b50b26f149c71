/**
 * Rules that look at the spreads as they print (the display list of `buildScene`): image resolution at the
 * placed size and crop, text overflowing its box, and fonts that cannot be drawn.
 */
import { pageAt } from '../album/pages';
import { albumOrder } from '../album/spreads';
import { applyToPoint, IDENTITY, multiply } from '../geometry/matrix';
import { isStickerCellNode } from '../model/tree';
import type { AlbumDocument } from '../model/types';
import { buildScene } from '../scene/build';
import type { SceneMeta } from '../scene/build';
import type { ImageItem, Matrix, SceneItem, TextItem } from '../scene/types';
import { resolutionWarning } from '../validation/resolution';
import type { ResolutionInput } from '../validation/resolution';
import { finding } from './finding';
import type { PreflightFinding, PreflightOptions, PreflightRule } from './types';

/** Text taller than its box by more than this (mm) overflows: layout positions are rounded to 0.01 mm. */
const TEXT_TOLERANCE = 0.01;

/** A drawn item with where it lands. */
interface PlacedItem<T extends SceneItem> {
  item: T;
  /** Item-local to spread-space matrix. */
  world: Matrix;
  /** The document node the item belongs to (a sticker template part belongs to its cell). */
  nodeId: string;
  stickerId: string | undefined;
  spreadId: string;
  page: number;
}

/** Linear scale of a matrix (the model only makes uniform scales). */
function scaleOf(m: Matrix): number {
  return Math.sqrt(Math.abs(m[0] * m[3] - m[1] * m[2]));
}

/**
 * The resolution check's input for an image item: source size, the frame's size on paper and the crop zoom.
 * The crop matrix scales source pixels by `cover · cscale` with `cover = max(frameW / sw, frameH / sh)`, so the
 * zoom comes back as the matrix's scale over `cover`.
 */
export function resolutionInputOf(item: ImageItem, world: Matrix): ResolutionInput {
  const paper = scaleOf(world);
  const sw = item.sourceWidth;
  const sh = item.sourceHeight;
  const frameWidth = Math.abs(item.width) * paper;
  const frameHeight = Math.abs(item.height) * paper;
  const cover = sw > 0 && sh > 0 ? Math.max(Math.abs(item.width) / sw, Math.abs(item.height) / sh) : 0;
  const cscale = cover > 0 ? scaleOf(item.crop) / cover : 1;
  return { sourceWidth: sw, sourceHeight: sh, frameWidth, frameHeight, cscale };
}

type Visit = (placed: PlacedItem<ImageItem | TextItem>) => void;

/** Walks every image and text item of every spread, in album order and draw order. */
function visitItems(doc: AlbumDocument, meta: SceneMeta, visit: Visit): void {
  const { spreads } = albumOrder(doc);
  for (const spread of spreads) {
    const scene = buildScene(doc, spread.id, meta, {
      showStickers: true,
      showComments: false,
      placeholders: false,
    });
    const walk = (
      items: readonly SceneItem[],
      outer: Matrix,
      cell: { id: string; sticker?: string } | null,
    ) => {
      for (const item of items) {
        const world = multiply(outer, item.transform);
        if (item.kind === 'group') {
          const node = doc.nodes[item.nodeId];
          const inner =
            cell ??
            (isStickerCellNode(node) ? { id: node.id, sticker: node.props.stickerId ?? undefined } : null);
          walk(item.children, world, inner);
          continue;
        }
        if (item.kind !== 'image' && item.kind !== 'text') continue;
        const centre = applyToPoint(world, item.width / 2, item.height / 2);
        visit({
          item,
          world,
          nodeId: cell?.id ?? item.nodeId,
          stickerId: cell?.sticker,
          spreadId: spread.id,
          page: pageAt(spread.index, spreads.length, centre.x),
        });
      }
    };
    walk(scene.items, IDENTITY, null);
  }
}

function placeOf(placed: PlacedItem<SceneItem>) {
  return { nodeId: placed.nodeId, spreadId: placed.spreadId, stickerId: placed.stickerId };
}

/**
 * Low resolution, text overflow and missing fonts in one walk of the scenes. Answers the findings of the rules that
 * ran: a rule whose option is missing is absent.
 */
export function sceneRules(
  doc: AlbumDocument,
  options: PreflightOptions,
): Partial<Record<PreflightRule, PreflightFinding[]>> {
  const meta = options.meta ?? { title: '', releaseDate: null };
  const { measureText, isKnownFontFamily } = options;
  const out = {
    lowResolution: [] as PreflightFinding[],
    textOverflow: [] as PreflightFinding[],
    missingFont: [] as PreflightFinding[],
  };
  const reported = new Set<string>();
  visitItems(doc, meta, (placed) => {
    const item = placed.item;
    if (item.kind === 'image') {
      const warning = resolutionWarning(resolutionInputOf(item, placed.world));
      if (warning) {
        const values: Record<string, number> = { page: placed.page };
        for (const [name, value] of Object.entries(warning.values ?? {})) {
          if (typeof value === 'number') values[name] = value;
        }
        out.lowResolution.push(finding('lowResolution', values, placeOf(placed)));
      }
      return;
    }
    // One finding per element: a sticker cell's name and position overflowing is one problem of that cell.
    const overflowKey = `overflow\u0000${placed.nodeId}`;
    if (
      measureText &&
      !reported.has(overflowKey) &&
      measureText(item) > Math.abs(item.height) + TEXT_TOLERANCE
    ) {
      reported.add(overflowKey);
      out.textOverflow.push(finding('textOverflow', { page: placed.page }, placeOf(placed)));
    }
    if (isKnownFontFamily) {
      for (const paragraph of item.paragraphs) {
        for (const run of paragraph.runs) {
          const key = `font\u0000${placed.nodeId}\u0000${run.fontFamily}`;
          if (reported.has(key) || isKnownFontFamily(run.fontFamily)) continue;
          reported.add(key);
          out.missingFont.push(
            finding('missingFont', { font: run.fontFamily, page: placed.page }, placeOf(placed)),
          );
        }
      }
    }
  });
  const ran: Partial<Record<PreflightRule, PreflightFinding[]>> = { lowResolution: out.lowResolution };
  if (measureText) ran.textOverflow = out.textOverflow;
  if (isKnownFontFamily) ran.missingFont = out.missingFont;
  return ran;
}
