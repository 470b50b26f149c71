import { describe, expect, it } from 'vitest';
import { autoPlaceStickers, placedStickerIds } from './autoPlace';
import { docBuilder } from './doc-builder.test-util';

describe('auto-place', () => {
  it("fills the section's free cells in album order with its unplaced stickers, oldest first", () => {
    const b = docBuilder();
    const a = b.section('A');
    const other = b.section('B');
    const [a1, a2] = b.spreads(a, 2);
    const [b1] = b.spreads(other, 1);
    b.sticker({ id: 'placed', sectionId: a });
    b.sticker({ id: 'new', sectionId: a, createdAt: '2026-03-01' });
    b.sticker({ id: 'old', sectionId: a, createdAt: '2026-01-15' });
    b.sticker({ id: 'middle', sectionId: a, createdAt: '2026-02-01' });
    b.sticker({ id: 'foreign', sectionId: other });
    b.add(a1!, 'StickerCell', { id: 'taken', x: 0, y: 0, width: 50, height: 70, stickerId: 'placed' });
    b.add(a2!, 'StickerCell', { id: 'second', x: 300, y: 0, width: 50, height: 70 });
    b.add(a2!, 'StickerCell', { id: 'first', x: 0, y: 0, width: 50, height: 70 });
    b.add(a2!, 'StickerCell', { id: 'dangling', x: 0, y: 200, width: 50, height: 70, stickerId: 'deleted' });
    b.add(b1!, 'StickerCell', { id: 'other-section', x: 0, y: 0, width: 50, height: 70 });
    expect(autoPlaceStickers(b.doc, a)).toEqual([
      { cellId: 'first', stickerId: 'old' },
      { cellId: 'dangling', stickerId: 'middle' },
      { cellId: 'second', stickerId: 'new' },
    ]);
    expect(autoPlaceStickers(b.doc, other)).toEqual([{ cellId: 'other-section', stickerId: 'foreign' }]);
    expect([...placedStickerIds(b.doc)].sort()).toEqual(['deleted', 'placed']);
  });

  it('stops when cells run out and places nothing without free cells', () => {
    const b = docBuilder();
    const a = b.section('A');
    const [s] = b.spreads(a, 1);
    b.sticker({ id: 'x', sectionId: a, createdAt: '1' });
    b.sticker({ id: 'y', sectionId: a, createdAt: '2' });
    b.add(s!, 'StickerCell', { id: 'only', x: 0, y: 0, width: 50, height: 70 });
    expect(autoPlaceStickers(b.doc, a)).toEqual([{ cellId: 'only', stickerId: 'x' }]);
    expect(autoPlaceStickers(b.doc, 'missing')).toEqual([]);
  });
});
