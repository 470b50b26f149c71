/**
 * Scenes of the parts of a page, built on demand from the composition's documents (print options: no comments,
 * no placeholders for empty frames, stickers as the job asks).
 */
import { buildScene, type Scene } from '@album/editor-core';
import { documentOf } from '../compose/compose';
import type { Composition, OutputPage, PagePart } from '../compose/types';

/** The scene of one part. */
export function partScene(composition: Composition, part: PagePart): Scene {
  return buildScene(documentOf(composition, part.source), part.spreadId, composition.meta, {
    showStickers: composition.showStickers,
    showComments: false,
    placeholders: false,
  });
}

/** The scenes of a page's parts, in part order. */
export function pageScenes(composition: Composition, page: OutputPage): Scene[] {
  return page.parts.map((part) => partScene(composition, part));
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
