import { describe, expect, it } from 'vitest';
import { layoutStickerSheets, STICKER_SHEET } from './sticker-sheets';

describe('layoutStickerSheets', () => {
  const stickers = Array.from({ length: 30 }, (_, i) => ({
    id: `s${i}`,
    width: i % 7 === 3 ? 100 : 50,
    height: 70,
  }));
  const sheets = layoutStickerSheets(stickers);

  it('places every sticker once, in order', () => {
    expect(sheets.flat().map((c) => c.stickerId)).toEqual(stickers.map((s) => s.id));
    expect(sheets.length).toBeGreaterThan(1);
  });

  it('keeps cells inside the margins and apart from each other', () => {
    const { width, height, margin, gap } = STICKER_SHEET;
    for (const cells of sheets) {
      for (const c of cells) {
        expect(c.x).toBeGreaterThanOrEqual(margin);
        expect(c.y).toBeGreaterThanOrEqual(margin);
        expect(c.x + c.width).toBeLessThanOrEqual(width - margin + 1e-9);
        expect(c.y + c.height).toBeLessThanOrEqual(height - margin + 1e-9);
      }
      for (const a of cells) {
        for (const b of cells) {
          if (a === b) continue;
          const apart =
            a.x + a.width + gap <= b.x + 1e-9 ||
            b.x + b.width + gap <= a.x + 1e-9 ||
            a.y + a.height + gap <= b.y + 1e-9 ||
            b.y + b.height + gap <= a.y + 1e-9;
          expect(apart).toBe(true);
        }
      }
    }
  });
});
