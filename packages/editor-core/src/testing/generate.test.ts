import { describe, expect, it } from 'vitest';
import { checkInvariants } from '../model/invariants';
import { fromNested, parseNested, toNested } from '../model/nested';
import { generateAlbum } from './generate';

function countElements(node: { type: string; children?: unknown[] }): number {
  let n = ['Root', 'Section', 'Spread'].includes(node.type) ? 0 : 1;
  for (const child of node.children ?? [])
    n += countElements(child as { type: string; children?: unknown[] });
  return n;
}

describe('generateAlbum', () => {
  it('builds the requested sizes', () => {
    const album = generateAlbum({ spreads: 12, elements: 300, stickers: 40, spreadsPerSection: 5, seed: 3 });
    expect(album.workspace.children).toHaveLength(3);
    const spreads = album.workspace.children!.flatMap((s) => s.children ?? []);
    expect(spreads).toHaveLength(12);
    expect(countElements(album.workspace)).toBe(300);
    expect(album.stickers).toHaveLength(40);
  });

  it('is deterministic per seed', () => {
    expect(generateAlbum({ seed: 5, spreads: 4, elements: 50, stickers: 5 })).toEqual(
      generateAlbum({ seed: 5, spreads: 4, elements: 50, stickers: 5 }),
    );
    expect(generateAlbum({ seed: 5, spreads: 4, elements: 50, stickers: 5 })).not.toEqual(
      generateAlbum({ seed: 6, spreads: 4, elements: 50, stickers: 5 }),
    );
  });

  it('produces valid albums that round-trip, at the benchmark size too', () => {
    for (const options of [
      {},
      { spreads: 1, elements: 0, stickers: 0 },
      { spreads: 3, elements: 7, stickers: 20 },
    ]) {
      const album = generateAlbum(options);
      const parsed = parseNested(album);
      if (!parsed.ok) throw parsed.error;
      expect(checkInvariants(parsed.doc)).toEqual([]);
      expect(toNested(fromNested(album))).toEqual(album);
    }
  });

  it('places stickers in cells, each at most once', () => {
    const album = generateAlbum();
    const doc = fromNested(album);
    const placed = Object.values(doc.nodes).filter(
      (n) => n.type === 'StickerCell' && n.props.stickerId !== null,
    );
    expect(placed.length).toBeGreaterThan(500);
  });
});
