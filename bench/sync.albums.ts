// The albums of `bench/sync.ts`, the same for our server and the Yjs reference: `demo` is the first demo blueprint
// (what the server seeds for demo@example.com, stickers filled in by the first edits of a real user are left out),
// `large` a generated album of 20 spreads, 1,000 elements and 200 stickers.
import { fromNested } from '@album/editor-core';
import type { AlbumDocument } from '@album/editor-core';
import { generateAlbum } from '@album/editor-core/testing';
import { seedBlueprints } from '../hosts/server/src/seed/blueprints/index.ts';

export type BenchAlbum = 'demo' | 'large';

/** The album named `name` as the editor holds it. */
export function benchAlbum(name: BenchAlbum): AlbumDocument {
  if (name === 'large') {
    return fromNested(generateAlbum({ spreads: 20, elements: 1000, stickers: 200, spreadsPerSection: 5 }));
  }
  return fromNested({ ...seedBlueprints()[0]!.content, images: [] });
}

/** How the album is described in the results. */
export function describeAlbum(doc: AlbumDocument): string {
  const nodes = Object.values(doc.nodes);
  const spreads = nodes.filter((n) => n.type === 'Spread').length;
  const elements = nodes.filter((n) => n.type !== 'Spread' && n.type !== 'Section' && n.type !== 'Root');
  return `${spreads} spreads, ${elements.length} elements, ${Object.keys(doc.stickers).length} stickers`;
}
