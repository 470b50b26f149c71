/**
 * Scenes of the parts of a page, built on demand from the composition's documents (print options: no comments,
 * no placeholders for empty frames, stickers as the job asks).
 */
import { buildScene, type ImageItem, type Matrix, type Scene, type SceneItem } from '@album/editor-core';
import { documentOf } from '../compose/compose';
import type { Composition, OutputPage, PagePart } from '../compose/types';
import { visibleScene, visibleSpreadRect } from './visible';

/** The scene of one part: only the items that show through its clip (see `visible.ts`). */
export function partScene(composition: Composition, part: PagePart): Scene {
  const scene = buildScene(documentOf(composition, part.source), part.spreadId, composition.meta, {
    showStickers: composition.showStickers,
    showComments: false,
    placeholders: false,
  });
  return visibleScene(scene, visibleSpreadRect(part));
}

/** The scenes of a page's parts, in part order. */
export function pageScenes(composition: Composition, page: OutputPage): Scene[] {
  return page.parts.map((part) => partScene(composition, part));
}

/** The area scale of an affine matrix (its linear scale for uniform scaling). */
export function scaleOf(m: Matrix): number {
  return Math.sqrt(Math.abs(m[0] * m[3] - m[1] * m[2]));
}

/** Every visible image item of a list with its scale on the page (page mm per item-local mm). */
export function imageUses(
  items: readonly SceneItem[],
  scale: number,
  out: Array<[ImageItem, number]> = [],
): Array<[ImageItem, number]> {
  for (const item of items) {
    if (item.opacity <= 0) continue;
    const inner = scale * scaleOf(item.transform);
    if (item.kind === 'image') out.push([item, inner]);
    else if (item.kind === 'group') imageUses(item.children, inner, out);
  }
  return out;
}

const MM_PER_INCH = 25.4;

/**
 * The share of an image's pixels (as its details count them) a job needs at `dpi`: the densest use decides; never
 * above 1. Raster output decodes images scaled by it, so a 24-megapixel photo in a small frame costs what the frame
 * needs.
 */
export function imageScales(composition: Composition, dpi: number): Map<string, number> {
  const scales = new Map<string, number>();
  for (const page of composition.pages) {
    page.parts.forEach((part) => {
      const scene = partScene(composition, part);
      for (const [item, scale] of imageUses(scene.items, part.scale)) {
        const mmPerPixel = Math.hypot(item.crop[0], item.crop[1]) * scale;
        const need = Math.min(1, (mmPerPixel * dpi) / MM_PER_INCH);
        scales.set(item.imageId, Math.max(scales.get(item.imageId) ?? 0, need));
      }
    });
  }
  return scales;
}

/**
 * For each image id, the index of the last page that uses it: writers free an image's pixels after that page, so
 * memory follows the largest page, not the page count.
 */
export function lastUseOfImages(composition: Composition): Map<string, number> {
  const last = new Map<string, number>();
  composition.pages.forEach((page, index) => {
    for (const scene of pageScenes(composition, page)) for (const id of scene.images) last.set(id, index);
  });
  return last;
}

/** Image ids whose last use is page `index`. */
export function imagesDoneAt(lastUse: ReadonlyMap<string, number>, index: number): string[] {
  const out: string[] = [];
  for (const [id, page] of lastUse) if (page === index) out.push(id);
  return out;
}
