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

describe('sheet packing and cut lines', () => {
  const upright = Array.from({ length: 48 }, (_, i) => ({ id: `s${i}`, width: 50, height: 70 }));

  it('fills the height under the upright rows with a row of turned stickers', () => {
    const sheets = layoutStickerSheets(upright);
    // 4 columns × 3 rows upright (70 mm + 3 mm gap), then 61 mm left: a row of 2 turned (70 × 50) stickers.
    expect(sheets.map((s) => s.length)).toEqual([14, 14, 14, 6]);
    const turned = sheets[0]!.filter((c) => c.rotated);
    expect(turned).toHaveLength(2);
    expect(turned[0]).toMatchObject({ width: 70, height: 50, y: 10 + 3 * 73 });
  });

  it('turns a cell about its centre so the sticker covers its box (cut line and art agree)', async () => {
    const { elementMatrix, applyToPoint } = await import('@album/editor-core');
    const { withSheetSpreads } = await import('./sheet-document');
    const { fixtureDocument } = await import('../testing/fixture');
    const doc = fixtureDocument();
    const id = Object.keys(doc.stickers)[0]!;
    const cell = { stickerId: id, x: 10, y: 229, width: 70, height: 50, rotated: true };
    const { doc: sheets, spreadIds } = withSheetSpreads(doc, [[cell]]);
    const node = Object.values(sheets.nodes).find((n) => n.parentId === spreadIds[0])!;
    const props = node.props as {
      x: number;
      y: number;
      width: number;
      height: number;
      rotation: number;
      scale: number;
    };
    expect(props).toMatchObject({ width: 50, height: 70, rotation: 90 });
    const m = elementMatrix(props);
    const corners = [
      [0, 0],
      [50, 0],
      [0, 70],
      [50, 70],
    ].map(([x, y]) => applyToPoint(m, x!, y!));
    const xs = corners.map((p) => p.x);
    const ys = corners.map((p) => p.y);
    expect(Math.min(...xs)).toBeCloseTo(10);
    expect(Math.max(...xs)).toBeCloseTo(80);
    expect(Math.min(...ys)).toBeCloseTo(229);
    expect(Math.max(...ys)).toBeCloseTo(279);
  });

  it.each(['stickers', 'sticker_check', 'stickerpack'] as const)(
    '%s: every sheet cuts each of its stickers once, on its cell',
    async (mode) => {
      const { composePrint } = await import('./compose');
      const { fixtureDocument, FIXTURE_META } = await import('../testing/fixture');
      const doc = fixtureDocument();
      const composition = composePrint(doc, FIXTURE_META, {
        mode,
        showStickers: true,
        includeCover: true,
        includeBleed: true,
        range: [],
      });
      for (const page of composition.pages) {
        const cells = Object.values(composition.sheets!.nodes).filter(
          (n) =>
            n.type === 'StickerCell' &&
            page.parts.some((p) => p.source === 'sheets' && p.spreadId === n.parentId),
        );
        expect(page.cuts ?? [], page.name).toHaveLength(cells.length);
        for (const cut of page.cuts ?? []) {
          expect(cut.radius).toBeGreaterThan(0);
          expect(cut.radius).toBeLessThanOrEqual(Math.min(cut.width, cut.height) / 2);
        }
      }
    },
  );
});
