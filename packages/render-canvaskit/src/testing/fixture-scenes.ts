/**
 * The fixture album of `@album/editor-core/testing` as scenes, for goldens, benchmarks and the browser test.
 */
import {
  buildScene,
  fromNested,
  type AlbumDocument,
  type Scene,
  type SceneMeta,
  type SceneOptions,
} from '@album/editor-core';
import { FIXTURE_IDS, fixtureAlbum } from '@album/editor-core/testing';
import type { ImageLoader } from '../images/image-cache';

/** Metadata the fixture's automatic texts show. */
export const FIXTURE_META: SceneMeta = { title: 'Fixture Album', releaseDate: '2026-06-01' };

/** Spread ids of the fixture in album order, with a short name each (golden file names). */
export const FIXTURE_SPREADS: ReadonlyArray<{ name: string; spreadId: string }> = Object.entries(
  FIXTURE_IDS.spreads,
).map(([name, spreadId]) => ({ name, spreadId }));

/** The fixture album as a document. */
export function fixtureDocument(): AlbumDocument {
  return fromNested(fixtureAlbum());
}

/** Scene options of print output: no comments, no placeholders for empty frames. */
export const PRINT_SCENE: SceneOptions = { showComments: false, placeholders: false, showStickers: true };
/** Scene options of the editor view: comment markers and placeholders. */
export const SCREEN_SCENE: SceneOptions = { showComments: true, placeholders: true, showStickers: true };

/** Every spread of the fixture as a scene, for print by default. */
export function fixtureScenes(options: SceneOptions = PRINT_SCENE): Array<{ name: string; scene: Scene }> {
  const doc = fixtureDocument();
  return FIXTURE_SPREADS.map(({ name, spreadId }) => ({
    name,
    scene: buildScene(doc, spreadId, FIXTURE_META, options),
  }));
}

/**
 * An image loader for the fixture: the album image's blob for the rendition (the fixture names a file in every
 * blob field) read through `readFile` (disk in Node, HTTP in the browser).
 */
export function fixtureImageLoader(
  doc: AlbumDocument,
  readFile: (file: string) => Promise<Uint8Array | ArrayBuffer> | Uint8Array,
): ImageLoader {
  return async (imageId, resolution) => {
    const record = doc.images[imageId];
    const file = record?.blob[resolution] ?? record?.blob.full ?? record?.blob.original;
    return file ? readFile(file) : null;
  };
}
