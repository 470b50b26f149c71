import { describe, expect, it } from 'vitest';
import { docBuilder } from '../album/doc-builder.test-util';
import { emptyCells, noStickers, stickersWithoutImage, unplacedStickers } from './sticker-rules';

/** Four spreads: page 1, pages 2-3, pages 4-5, page 6. */
function album() {
  const b = docBuilder();
  const section = b.section('Team', 'sec');
  const [first, second, third] = b.spreads(section, 4);
  return { b, section, first: first!, second: second!, third: third! };
}

describe('sticker rules', () => {
  it('reports an album without stickers once', () => {
    const { b, section } = album();
    expect(noStickers(b.doc)).toEqual([
      { rule: 'noStickers', key: 'preflight.noStickers', values: {}, severity: 'warning' },
    ]);
    b.sticker({ id: 'st1', sectionId: section });
    expect(noStickers(b.doc)).toEqual([]);
  });

  it('reports empty cells and cells linked to a deleted sticker, with their page', () => {
    const { b, section, second } = album();
    b.sticker({ id: 'st1', sectionId: section, image: null });
    b.add(second, 'StickerCell', { id: 'full', x: 20, y: 20, width: 50, height: 70, stickerId: 'st1' });
    b.add(second, 'StickerCell', { id: 'empty', x: 300, y: 20, width: 50, height: 70 });
    b.add(second, 'Sticker', { id: 'dangling', x: 20, y: 150, width: 50, height: 70, stickerId: 'gone' });
    expect(emptyCells(b.doc)).toEqual([
      {
        rule: 'emptyCell',
        key: 'preflight.emptyCell',
        values: { page: 2 },
        severity: 'warning',
        nodeId: 'dangling',
        spreadId: second,
      },
      {
        rule: 'emptyCell',
        key: 'preflight.emptyCell',
        values: { page: 3 },
        severity: 'warning',
        nodeId: 'empty',
        spreadId: second,
      },
    ]);
  });

  it('reports stickers in no cell, named by name, else position, else id', () => {
    const { b, section, third } = album();
    b.sticker({ id: 'placed', sectionId: section, name: 'Anna' });
    b.sticker({ id: 'named', sectionId: section, name: 'Ben', createdAt: '2026-01-02T00:00:00Z' });
    b.sticker({
      id: 'team',
      sectionId: section,
      name: ' ',
      position: 'Team photo',
      createdAt: '2026-01-03T00:00:00Z',
    });
    b.sticker({ id: 'bare', sectionId: section, name: '', position: '', createdAt: '2026-01-04T00:00:00Z' });
    b.add(third, 'StickerCell', { id: 'cell', x: 10, y: 10, width: 50, height: 70, stickerId: 'placed' });
    const found = unplacedStickers(b.doc);
    expect(found.map((f) => [f.stickerId, f.values.name])).toEqual([
      ['named', 'Ben'],
      ['team', 'Team photo'],
      ['bare', 'bare'],
    ]);
    expect(found.every((f) => f.nodeId === undefined && f.severity === 'warning')).toBe(true);
  });

  it('reports stickers without an image or with a vanished image as errors, placed ones with their cell', () => {
    const { b, section, first } = album();
    b.image('img', 1000, 1000);
    b.sticker({ id: 'ok', sectionId: section, image: 'img' });
    b.sticker({ id: 'none', sectionId: section, image: null });
    b.sticker({ id: 'vanished', sectionId: section, image: 'deleted', createdAt: '2026-01-05T00:00:00Z' });
    b.add(first, 'StickerCell', { id: 'cell', x: 10, y: 10, width: 50, height: 70, stickerId: 'none' });
    expect(stickersWithoutImage(b.doc)).toEqual([
      {
        rule: 'stickerWithoutImage',
        key: 'preflight.stickerWithoutImage',
        values: { name: 'none', page: 1 },
        severity: 'error',
        nodeId: 'cell',
        spreadId: first,
        stickerId: 'none',
      },
      {
        rule: 'stickerWithoutImage',
        key: 'preflight.stickerWithoutImage',
        values: { name: 'vanished' },
        severity: 'error',
        stickerId: 'vanished',
      },
    ]);
  });
});
