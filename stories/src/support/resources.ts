/**
 * What a host hands the canvas so it can draw: the CanvasKit wasm URL, a font loader and an image loader. Stories
 * serve the wasm through Vite's `?url` import and the catalogue fonts as a static folder (see `.storybook/main.ts`);
 * album images come from editor-core's drawn fixture images, so the stories need no network and no server.
 */
import wasmUrl from 'canvaskit-wasm/bin/full/canvaskit.wasm?url';
import { fetchFontLoader } from '@album/fonts';
import type { FontLoader } from '@album/fonts';
import { FIXTURE_IMAGES, fixtureImageBytes } from '@album/editor-core/testing';
import type { AlbumDocument } from '@album/editor-core';

export { wasmUrl };

/** Catalogue fonts served under `/album-fonts/` by Storybook's static folders. */
export const fontLoader: FontLoader = fetchFontLoader(new URL('album-fonts/', document.baseURI).href);

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

/**
 * Image bytes for an album: an image whose blob names a fixture file gets that file; any other image (a generated
 * album's) gets a fixture image chosen by a hash of its id, so every frame shows a real picture.
 */
export function fixtureImageLoader(getDocument: () => Pick<AlbumDocument, 'images'>) {
  return async (imageId: string): Promise<Uint8Array | null> => {
    const image = getDocument().images[imageId];
    const named = image?.blob.full ?? image?.blob.large ?? image?.blob.medium ?? image?.blob.small;
    const file =
      FIXTURE_IMAGES.find((f) => f.file === named)?.file ??
      FIXTURE_IMAGES[hash(imageId) % FIXTURE_IMAGES.length]!.file;
    return fixtureImageBytes(file);
  };
}
