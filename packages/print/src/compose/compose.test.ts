import {
  albumOrder,
  BLEED,
  PAGE_HEIGHT,
  PAGE_WIDTH,
  SLUG,
  spineWidth,
  STICKERPACK,
  stickerNumbers,
} from '@album/editor-core';
import { fromNested } from '@album/editor-core';
import { FIXTURE_IDS, generateAlbum } from '@album/editor-core/testing';
import { describe, expect, it } from 'vitest';
import { FIXTURE_META, fixtureDocument } from '../testing/fixture';
import { composePrint } from './compose';
import { mediaSize } from './page';
import type { PrintSettings } from './types';

const base: PrintSettings = {
  mode: 'spread',
  showStickers: true,
  includeCover: false,
  includeBleed: true,
  range: [],
};
const doc = fixtureDocument();
const compose = (settings: Partial<PrintSettings>) =>
  composePrint(doc, FIXTURE_META, { ...base, ...settings });

describe('composePrint', () => {
  it('prints every spread at its own size in spread mode, with bleed and slug', () => {
    const { pages } = compose({ mode: 'spread' });
    expect(pages.map((p) => p.pageNumbers)).toEqual([[1], [2, 3], [4, 5], [6, 7], [8]]);
    expect(pages.map((p) => p.width)).toEqual([230, 460, 460, 460, 230]);
    for (const p of pages) {
      expect(p.bleed).toBe(BLEED);
      expect(p.slug).toBe(SLUG);
      expect(mediaSize(p)).toEqual({
        width: p.width + 2 * (BLEED + SLUG),
        height: PAGE_HEIGHT + 2 * (BLEED + SLUG),
      });
    }
  });

  it('keeps spreads with a page in the range, and drops bleed and marks when asked', () => {
    const { pages } = compose({ mode: 'album_check', range: [3, 8], includeBleed: false });
    expect(pages.map((p) => p.name)).toEqual(['spread-2-3', 'spread-8']);
    expect(pages.every((p) => p.bleed === 0 && p.slug === 0 && !p.marks)).toBe(true);
  });

  it('prints the current spread, by id or by the first range page', () => {
    expect(
      compose({ mode: 'current_spread', spreadId: FIXTURE_IDS.spreads.red1 }).pages[0]!.pageNumbers,
    ).toEqual([6, 7]);
    expect(compose({ mode: 'current_spread', range: [5] }).pages[0]!.pageNumbers).toEqual([4, 5]);
    expect(compose({ mode: 'current_spread' }).pages[0]!.pageNumbers).toEqual([1]);
  });

  it('composes the softcover: outside last + first, inside second + second-to-last, spine between', () => {
    const { pages } = compose({ mode: 'album_softcover' });
    const spine = spineWidth(5);
    expect(pages.map((p) => p.name)).toEqual(['cover-outside', 'cover-inside']);
    expect(pages.map((p) => p.pageNumbers)).toEqual([
      [8, 1],
      [2, 7],
    ]);
    const [outside] = pages;
    expect(outside!.width).toBeCloseTo(2 * PAGE_WIDTH + spine, 9);
    expect(outside!.folds).toEqual([PAGE_WIDTH, PAGE_WIDTH + spine]);
    expect(outside!.parts.map((p) => p.spreadId)).toEqual([
      FIXTURE_IDS.spreads.back,
      FIXTURE_IDS.spreads.cover,
    ]);
    // The front cover starts right of the spine; the inside back cover is the right half of its spread.
    expect(outside!.parts[1]!.x).toBeCloseTo(PAGE_WIDTH + spine, 9);
    expect(pages[1]!.parts[1]!.x).toBeCloseTo(PAGE_WIDTH + spine - PAGE_WIDTH, 9);
  });

  it.each([4, 10, 30])('gives a cover of %i spreads the spine of the formula', (spreads) => {
    const album = fromNested(generateAlbum({ spreads, elements: spreads * 2, stickers: 10, seed: spreads }));
    const { pages } = composePrint(album, FIXTURE_META, { ...base, mode: 'album_softcover' });
    const expected = Math.max(0, Math.ceil(Math.round(0.14 * (spreads - 1 - 2) * 1000) / 100) / 10);
    expect(pages[0]!.folds[1]! - pages[0]!.folds[0]!).toBeCloseTo(expected, 9);
    expect(pages[0]!.width).toBeCloseTo(2 * PAGE_WIDTH + expected, 9);
  });

  it('prints the inlay as single pages, with the cover in front only when asked', () => {
    const inside = compose({ mode: 'album_softcover_inside' }).pages;
    expect(inside.map((p) => p.pageNumbers[0])).toEqual([3, 4, 5, 6]);
    expect(inside.every((p) => p.width === PAGE_WIDTH)).toBe(true);
    // Page 5 is the right half of its spread: the spread is shifted one page to the left.
    expect(inside[2]!.parts[0]!.x).toBe(-PAGE_WIDTH);
    const withCover = compose({ mode: 'album_softcover_inside', includeCover: true }).pages;
    expect(withCover.map((p) => p.name).slice(0, 3)).toEqual(['cover-outside', 'cover-inside', 'page-003']);
    expect(compose({ mode: 'album_softcover_inside', range: [4, 6] }).pages.map((p) => p.name)).toEqual([
      'page-004',
      'page-006',
    ]);
  });

  it('lays every sticker once on sticker sheets, in numbering order, keeping the numbers', () => {
    const result = compose({ mode: 'stickers', showStickers: false });
    expect(result.showStickers).toBe(true);
    expect(result.sheets).not.toBeNull();
    const sheets = result.sheets!;
    const cells = result.pages.flatMap((p) =>
      albumOrder(sheets).spreads.filter((s) => s.id === p.parts[0]!.spreadId),
    );
    expect(cells).toHaveLength(result.pages.length);
    const placed = result.pages.flatMap((p) =>
      Object.values(sheets.nodes)
        .filter((n) => n.parentId === p.parts[0]!.spreadId && n.type === 'StickerCell')
        .map((n) => (n.props as { stickerId: string }).stickerId),
    );
    expect(placed).toEqual(stickerNumbers(doc).order);
    const before = stickerNumbers(doc).byId;
    const after = stickerNumbers(sheets).byId;
    for (const [id, n] of before) expect(after.get(id)).toEqual(n);
  });

  it('makes reproducible stickerpacks of 4 numbers on 240 × 75 mm sheets, with the wrapper first', () => {
    const a = compose({ mode: 'stickerpack', includeCover: true, seed: 7, packs: 5 });
    const b = compose({ mode: 'stickerpack', includeCover: true, seed: 7, packs: 5 });
    expect(a.pages.map((p) => p.name)).toEqual([
      'pack-cover',
      'pack-001',
      'pack-002',
      'pack-003',
      'pack-004',
      'pack-005',
    ]);
    expect(a.pages.every((p) => p.width === STICKERPACK.width && p.height === STICKERPACK.height)).toBe(true);
    const contents = (c: typeof a) =>
      c.pages.slice(1).map((p) =>
        Object.values(c.sheets!.nodes)
          .filter((n) => n.parentId === p.parts[0]!.spreadId)
          .map((n) => ({
            id: (n.props as { stickerId: string }).stickerId,
            h: (n.props as { height: number }).height,
          })),
      );
    expect(contents(a)).toEqual(contents(b));
    for (const pack of contents(a)) {
      const numbers = pack.reduce((sum, s) => sum + (doc.stickers[s.id]!.doubleSticker ? 2 : 1), 0);
      expect(numbers).toBeLessThanOrEqual(STICKERPACK.stickersPerPack);
      expect(new Set(pack.map((s) => s.id)).size).toBe(pack.length);
      for (const s of pack) expect(s.h).toBe(STICKERPACK.stickerScale);
    }
    const other = compose({ mode: 'stickerpack', seed: 8, packs: 5 });
    expect(contents(other)).not.toEqual(contents(a).slice(0));
  });

  it('makes boxes of one subject: each sheet repeats one sticker', () => {
    const { pages, sheets } = compose({ mode: 'stickerpack', packaging: 'stickerbox_single_variety' });
    expect(pages).toHaveLength(Object.keys(doc.stickers).length);
    for (const p of pages) {
      const ids = Object.values(sheets!.nodes)
        .filter((n) => n.parentId === p.parts[0]!.spreadId)
        .map((n) => (n.props as { stickerId: string }).stickerId);
      expect(new Set(ids).size).toBe(1);
    }
  });
});
