/**
 * What of a scene shows through a part's clip. A cover side or an inlay page shows one half of a source spread; the
 * other half's items would otherwise be drawn under the clip, where no printer sees them but every text extractor,
 * preflight tool and file size does (issue 18: the cover sheet carried the text of the hidden halves). The writers
 * draw only the items whose bounds meet the visible rectangle.
 */
import type { Matrix, Scene, SceneItem, ShapeGeometry } from '@album/editor-core';
import type { PagePart, Rect } from '../compose/types';

/** Axis-aligned bounds in the parent's space: [x0, y0, x1, y1]. */
type Bounds = [number, number, number, number];

/**
 * How far text may run below its box: without autosize a long text overflows downwards, and that overflow is
 * drawn. The writers' clips are vertical cuts (cover halves, inlay pages), so a tall allowance keeps overflowing text
 * without keeping anything of the other half.
 */
const TEXT_OVERFLOW = 1000;

/** Glyph overhang beyond a text box's sides (italics, letter spacing at the line end), mm. */
const TEXT_OVERHANG = 2;

function transformBounds(m: Matrix, b: Bounds): Bounds {
  const corners = [
    [b[0], b[1]],
    [b[2], b[1]],
    [b[0], b[3]],
    [b[2], b[3]],
  ].map(([x, y]) => [m[0] * x! + m[2] * y! + m[4], m[1] * x! + m[3] * y! + m[5]] as const);
  const xs = corners.map((c) => c[0]);
  const ys = corners.map((c) => c[1]);
  return [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
}

function geometryBounds(geometry: ShapeGeometry, stroke: number): Bounds {
  const s = stroke / 2;
  if (geometry.kind === 'line') {
    const { x1, y1, x2, y2 } = geometry;
    return [Math.min(x1, x2) - s, Math.min(y1, y2) - s, Math.max(x1, x2) + s, Math.max(y1, y2) + s];
  }
  return [-s, -s, geometry.width + s, geometry.height + s];
}

function union(a: Bounds | null, b: Bounds | null): Bounds | null {
  if (!a) return b;
  if (!b) return a;
  return [Math.min(a[0], b[0]), Math.min(a[1], b[1]), Math.max(a[2], b[2]), Math.max(a[3], b[3])];
}

function intersection(a: Bounds, b: Bounds): Bounds | null {
  const r: Bounds = [Math.max(a[0], b[0]), Math.max(a[1], b[1]), Math.min(a[2], b[2]), Math.min(a[3], b[3])];
  return r[0] < r[2] && r[1] < r[3] ? r : null;
}

/** The bounds of an item in its own local space (before its transform); null when it draws nothing. */
function localBounds(item: SceneItem): Bounds | null {
  switch (item.kind) {
    case 'shape':
      return geometryBounds(item.geometry, item.stroke?.width ?? 0);
    case 'image':
      return geometryBounds(
        { kind: 'rect', width: item.width, height: item.height, radius: 0 },
        item.stroke?.width ?? 0,
      );
    case 'text': {
      const box = geometryBounds(
        { kind: 'rect', width: item.width, height: item.height, radius: 0 },
        item.stroke?.width ?? 0,
      );
      return [box[0] - TEXT_OVERHANG, box[1] - TEXT_OVERHANG, box[2] + TEXT_OVERHANG, box[3] + TEXT_OVERFLOW];
    }
    case 'group': {
      let bounds: Bounds | null = null;
      for (const child of item.children) bounds = union(bounds, itemBounds(child));
      if (bounds && item.clip) bounds = intersection(bounds, geometryBounds(item.clip, 0));
      return bounds;
    }
    case 'comment':
      return null;
  }
}

/** The bounds of an item in its parent's space (spread mm for top-level items). */
export function itemBounds(item: SceneItem): Bounds | null {
  const local = localBounds(item);
  return local ? transformBounds(item.transform, local) : null;
}

/** The part's visible rectangle in the spread's own millimetres. */
export function visibleSpreadRect(part: PagePart): Rect {
  return {
    x: (part.clip.x - part.x) / part.scale,
    y: (part.clip.y - part.y) / part.scale,
    width: part.clip.width / part.scale,
    height: part.clip.height / part.scale,
  };
}

function imagesOf(items: readonly SceneItem[], out: Set<string>): Set<string> {
  for (const item of items) {
    if (item.kind === 'image') out.add(item.imageId);
    else if (item.kind === 'group') imagesOf(item.children, out);
  }
  return out;
}

/**
 * The scene with only the top-level items that meet `rect` (spread mm); its image list follows, so an image only
 * under the clip is neither loaded nor embedded. Items are kept whole: a partly visible item is still clipped by the
 * writer.
 */
export function visibleScene(scene: Scene, rect: Rect): Scene {
  const view: Bounds = [rect.x, rect.y, rect.x + rect.width, rect.y + rect.height];
  const items = scene.items.filter((item) => {
    const bounds = itemBounds(item);
    return bounds !== null && intersection(bounds, view) !== null;
  });
  if (items.length === scene.items.length) return scene;
  return { ...scene, items, images: [...imagesOf(items, new Set())] };
}
