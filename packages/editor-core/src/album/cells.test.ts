import { describe, expect, it } from 'vitest';
import { cellsInAlbumOrder, readingOrder } from './cells';
import { docBuilder } from './doc-builder.test-util';

const cell = (x: number, y: number) => ({ x, y, width: 50, height: 70 });

describe('cells in album order', () => {
  it('reads a spread left page first, then rows top to bottom, each left to right', () => {
    const b = docBuilder();
    const [, spread] = b.spreads(b.section(), 3);
    // Added in a scrambled z order on purpose.
    b.add(spread!, 'StickerCell', { id: 'right-top', ...cell(300, 20) });
    b.add(spread!, 'StickerCell', { id: 'left-bottom-b', ...cell(100, 120) });
    b.add(spread!, 'StickerCell', { id: 'left-top-b', ...cell(100, 24) });
    b.add(spread!, 'StickerCell', { id: 'left-top-a', ...cell(20, 20) });
    b.add(spread!, 'StickerCell', { id: 'left-bottom-a', ...cell(20, 118) });
    expect(cellsInAlbumOrder(b.doc).map((c) => c.id)).toEqual([
      'left-top-a',
      'left-top-b',
      'left-bottom-a',
      'left-bottom-b',
      'right-top',
    ]);
    expect(cellsInAlbumOrder(b.doc)[4]).toMatchObject({ pageSide: 1, centerX: 325, centerY: 55, height: 70 });
  });

  it('finds cells inside groups through the group transform, and spreads in album order', () => {
    const b = docBuilder();
    const [first, second] = b.spreads(b.section(), 3);
    b.add(second!, 'StickerCell', { id: 'later', ...cell(0, 0) });
    const g = b.add(first!, 'Group', { id: 'g', x: 100, y: 100, width: 100, height: 100 });
    b.add(g, 'StickerCell', { id: 'grouped', ...cell(10, 10), stickerId: null });
    const cells = cellsInAlbumOrder(b.doc);
    expect(cells.map((c) => c.id)).toEqual(['grouped', 'later']);
    expect(cells[0]).toMatchObject({ centerX: 135, centerY: 145, spreadId: first, stickerId: null });
  });

  it('keeps tree order for cells at the same place', () => {
    const rows = readingOrder([
      { id: 'a', pageSide: 0, centerX: 10, centerY: 10, height: 10 },
      { id: 'b', pageSide: 0, centerX: 10, centerY: 10, height: 10 },
    ]);
    expect(rows.map((r) => r.id)).toEqual(['a', 'b']);
  });
});
