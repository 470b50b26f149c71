import { describe, expect, it } from 'vitest';
import { fromNested } from '@album/editor-core';
import { FIXTURE_IDS, fixtureAlbum } from '@album/editor-core/testing';
import { buildChapters, buildRows, matchesQuery, ROW_HEIGHT, windowRows } from './sticker-list';

const doc = () => fromNested(fixtureAlbum());
const { sections, stickers } = FIXTURE_IDS;

describe('buildChapters', () => {
  it('lists the non-static sections in album order with unplaced stickers first and numbers of placed ones', () => {
    const chapters = buildChapters(doc());
    expect(chapters.map((c) => c.id)).toEqual([sections.blue, sections.red]);
    const red = chapters[1]!;
    expect(red.count).toBe(3);
    expect(red.unplaced.map((e) => e.sticker.id)).toEqual([stickers.unplaced]);
    expect(red.placed.map((e) => e.numberLabel)).toEqual(['005', '006']);
    // The double sticker carries both of its numbers.
    expect(chapters[0]!.placed.find((e) => e.sticker.id === stickers.team)?.numberLabel).toBe('003-004');
  });

  it('filters by name or position, keeping the full count', () => {
    const [blue, red] = buildChapters(doc(), 'COACH');
    expect(blue!.unplaced.length + blue!.placed.length).toBe(0);
    expect(red!.placed.map((e) => e.sticker.id)).toEqual([stickers.dana]);
    expect(red!.count).toBe(3);
    expect(matchesQuery({ name: 'Anna', position: '' }, '  ')).toBe(true);
  });
});

describe('buildRows and windowRows', () => {
  it('puts a header, the unplaced bar and rows of tiles with the add tile last, then the add-chapter row', () => {
    const chapters = buildChapters(doc());
    const rows = buildRows(chapters, { columns: 2, collapsed: new Set([sections.blue]), canAdd: true });
    expect(rows.map((r) => r.kind)).toEqual([
      'chapter',
      'chapter',
      'unplaced',
      'tiles',
      'tiles',
      'add-chapter',
    ]);
    const tiles = rows.filter((r) => r.kind === 'tiles');
    expect(tiles.map((r) => (r.kind === 'tiles' ? [r.items.length, r.withAdd] : null))).toEqual([
      [2, false],
      [1, true],
    ]);
    const readOnly = buildRows(chapters, { columns: 3, collapsed: new Set(), canAdd: false });
    expect(readOnly.some((r) => r.kind === 'add-chapter' || (r.kind === 'tiles' && r.withAdd))).toBe(false);
  });

  it('starts a new tile row for the add tile when the last row is full', () => {
    const chapters = buildChapters(doc());
    const rows = buildRows([chapters[0]!], { columns: 3, collapsed: new Set(), canAdd: true });
    expect(rows.filter((r) => r.kind === 'tiles').map((r) => r.kind === 'tiles' && r.withAdd)).toEqual([
      false,
      true,
    ]);
  });

  it('windows the rows around the scroll position', () => {
    const chapters = buildChapters(doc());
    const rows = Array.from({ length: 200 }, () =>
      buildRows(chapters, { columns: 1, collapsed: new Set(), canAdd: false }),
    ).flat();
    const view = windowRows(rows, 5000, 600, 2);
    expect(view.total).toBe(rows.reduce((sum, r) => sum + ROW_HEIGHT[r.kind], 0));
    expect(view.offsets[view.start]!).toBeLessThanOrEqual(5000);
    expect(view.offsets[view.end - 1]!).toBeGreaterThanOrEqual(5000 + 600 - ROW_HEIGHT.tiles * 3);
    expect(view.end - view.start).toBeLessThan(20);
  });
});
