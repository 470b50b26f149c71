/**
 * Editors for the stories: the fixture album of editor-core (every element kind and style), and generated albums
 * of any size for the large-album story and the benchmark.
 */
import { createEditor, fromNested } from '@album/editor-core';
import type { Editor } from '@album/editor-core';
import { fixtureAlbum, generateAlbum } from '@album/editor-core/testing';

/** A new editor on the fixture album. */
export function fixtureEditor(): Editor {
  return createEditor({ document: fromNested(fixtureAlbum()), user: { userId: 'demo-user', isAdmin: true } });
}

/** A new editor on a generated album (deterministic for a seed). */
export function generatedEditor(spreads: number, elements: number, seed = 1): Editor {
  return createEditor({
    document: fromNested(generateAlbum({ spreads, elements, stickers: Math.round(elements / 5), seed })),
  });
}
