/**
 * The fixture album of `@album/editor-core/testing` set up for print tests: the document, its metadata and an image
 * source reading the fixture image files.
 */
import { fromNested, type AlbumDocument, type SceneMeta } from '@album/editor-core';
import { fixtureAlbum, fixtureImageBytes } from '@album/editor-core/testing';
import type { PrintImageSource } from '../pdf/pdf-images';

/** Metadata the fixture's automatic texts show. */
export const FIXTURE_META: SceneMeta = { title: 'Fixture Album', releaseDate: '2026-06-01' };

/** The fixture album as a document. */
export function fixtureDocument(): AlbumDocument {
  return fromNested(fixtureAlbum());
}

/** Image bytes of a document whose blobs name fixture files. */
export function fixtureImages(doc: AlbumDocument): PrintImageSource {
  return async (imageId) => {
    const record = doc.images[imageId];
    const file = record?.blob.original ?? record?.blob.full;
    return file ? fixtureImageBytes(file) : null;
  };
}
