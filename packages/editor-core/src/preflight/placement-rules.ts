/**
 * Placement rules: elements in the spine danger zone and elements cut by the trim.
 */
import { softcoverCover } from '../album/cover';
import { spreadFrameAt } from '../album/pages';
import { albumOrder } from '../album/spreads';
import { BLEED } from '../constants';
import type { AlbumDocument } from '../model/types';
import type { PlacedElement } from './elements';
import { finding } from './finding';
import { SPINE_DANGER_HALF_WIDTH } from './types';
import type { PreflightFinding } from './types';

/** Closer than this (mm) counts as touching: positions come from floating-point maths. */
const EPSILON = 1e-6;

/** A vertical band of a spread, mm in spread space. */
export interface Band {
  minX: number;
  maxX: number;
}

/** Which edges of a spread face the spine of the softcover cover instead of a trim. */
interface SpineEdges {
  left: boolean;
  right: boolean;
}

function spineEdges(doc: Pick<AlbumDocument, 'nodes'>, spreadIndex: number): SpineEdges {
  const count = albumOrder(doc).spreads.length;
  // Only a book with a softcover cover (4 spreads or more) folds its first and last spread around the spine.
  const cover = softcoverCover(doc) !== null;
  return { left: cover && spreadIndex === 0, right: cover && spreadIndex === count - 1 };
}

/**
 * The spine danger zones of spread `spreadIndex`: `SPINE_DANGER_HALF_WIDTH` on each side of every fold, and on a
 * book with a softcover cover the strip beside the spine on the front cover (left edge of the first spread) and on
 * the back cover (right edge of the last spread).
 */
export function spineDangerZones(doc: Pick<AlbumDocument, 'nodes'>, spreadIndex: number): Band[] {
  const count = albumOrder(doc).spreads.length;
  const frame = spreadFrameAt(spreadIndex, count);
  const zones: Band[] = frame.folds.map((fold) => ({
    minX: fold - SPINE_DANGER_HALF_WIDTH,
    maxX: fold + SPINE_DANGER_HALF_WIDTH,
  }));
  const edges = spineEdges(doc, spreadIndex);
  if (edges.left) zones.push({ minX: 0, maxX: SPINE_DANGER_HALF_WIDTH });
  if (edges.right) zones.push({ minX: frame.width - SPINE_DANGER_HALF_WIDTH, maxX: frame.width });
  return zones;
}

const strictlyInside = (x: number, band: Band) => x > band.minX + EPSILON && x < band.maxX - EPSILON;

/**
 * Whether an element is endangered by a zone. Text and sticker cells must stay out of it altogether. Pictures and
 * shapes may run across it (a background or a photo over both pages is fine); they are flagged when one of their
 * edges lies inside the zone, where the binding swallows it.
 */
export function inDangerZone(element: PlacedElement, zone: Band, spreadHeight: number): boolean {
  const { bounds, node } = element;
  if (bounds.maxY <= EPSILON || bounds.minY >= spreadHeight - EPSILON) return false;
  if (bounds.maxX <= zone.minX + EPSILON || bounds.minX >= zone.maxX - EPSILON) return false;
  if (node.type === 'Text' || node.type === 'StickerCell' || node.type === 'Sticker') return true;
  return strictlyInside(bounds.minX, zone) || strictlyInside(bounds.maxX, zone);
}

/** Elements in a spine danger zone (see `spineDangerZones` and `inDangerZone`). */
export function spineDangerZone(
  doc: Pick<AlbumDocument, 'nodes'>,
  elements: readonly PlacedElement[],
): PreflightFinding[] {
  const count = albumOrder(doc).spreads.length;
  const zonesBySpread = new Map<number, Band[]>();
  const out: PreflightFinding[] = [];
  for (const element of elements) {
    let zones = zonesBySpread.get(element.spreadIndex);
    if (!zones) {
      zones = spineDangerZones(doc, element.spreadIndex);
      zonesBySpread.set(element.spreadIndex, zones);
    }
    const height = spreadFrameAt(element.spreadIndex, count).height;
    if (zones.some((zone) => inDangerZone(element, zone, height))) {
      out.push(
        finding(
          'spineDangerZone',
          { page: element.page },
          { nodeId: element.node.id, spreadId: element.spreadId },
        ),
      );
    }
  }
  return out;
}

/**
 * One edge of the trim box cut by a range: the range starts inside and reaches the edge (crossing it, or with
 * `touching` also stopping exactly on it) but ends short of the bleed's edge.
 */
function cutAt(min: number, max: number, edge: number, outward: -1 | 1, touching: boolean): boolean {
  const inside = outward < 0 ? max > edge + EPSILON : min < edge - EPSILON;
  const reach = outward < 0 ? edge - min : max - edge;
  if (!inside || reach < (touching ? -EPSILON : EPSILON)) return false;
  return reach < BLEED - EPSILON;
}

/**
 * Elements cut by the trim: they cross or (all but text boxes) touch an edge of the trim box but stop before the
 * edge of the bleed, so the trimmed edge lands on a sliver of the element or on its very edge (any imprecision of
 * the cut shows). Elements that reach through the bleed are made to be trimmed and pass; so do edges that face the
 * softcover's spine instead of a trim (they are the spine danger zone's business).
 */
export function trimCut(
  doc: Pick<AlbumDocument, 'nodes'>,
  elements: readonly PlacedElement[],
): PreflightFinding[] {
  const count = albumOrder(doc).spreads.length;
  const out: PreflightFinding[] = [];
  for (const element of elements) {
    const { width, height } = spreadFrameAt(element.spreadIndex, count);
    const spine = spineEdges(doc, element.spreadIndex);
    const b = element.bounds;
    // A band, photo or line that stops exactly at the trim leaves a white hairline at the slightest cutting
    // tolerance; a text box there is layout (its text sits inside it) and counts only when it crosses.
    const touching = element.node.type !== 'Text';
    // Only what shows inside the trim box can be cut by it.
    const shows =
      b.maxX > EPSILON && b.minX < width - EPSILON && b.maxY > EPSILON && b.minY < height - EPSILON;
    const cut =
      shows &&
      ((!spine.left && cutAt(b.minX, b.maxX, 0, -1, touching)) ||
        (!spine.right && cutAt(b.minX, b.maxX, width, 1, touching)) ||
        cutAt(b.minY, b.maxY, 0, -1, touching) ||
        cutAt(b.minY, b.maxY, height, 1, touching));
    if (cut) {
      out.push(
        finding(
          'trimCut',
          { page: element.page, bleed: BLEED },
          { nodeId: element.node.id, spreadId: element.spreadId },
        ),
      );
    }
  }
  return out;
}
