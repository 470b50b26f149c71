/**
 * Test helpers for Node: a renderer reading fonts from `@album/fonts` on disk and images from a map of bytes.
 */
import type { ImageResolution } from '@album/editor-core';
import { nodeFontLoader } from '@album/fonts/node';
import type { FontLoader } from '@album/fonts';
import { createSceneRenderer, type SceneRenderer } from '../node';

/** Image bytes by id, or by id and rendition. */
export type TestImages = Record<string, Uint8Array | Partial<Record<ImageResolution, Uint8Array>>>;

/** A renderer for tests; `fonts` defaults to the vendored files. */
export function createTestRenderer(
  images: TestImages = {},
  fonts: FontLoader = nodeFontLoader,
): Promise<SceneRenderer> {
  return createSceneRenderer({
    fonts,
    images: async (id, resolution) => {
      const entry = images[id];
      if (!entry) return null;
      if (entry instanceof Uint8Array) return entry;
      return entry[resolution] ?? null;
    },
  });
}
