import { describe, expect, it } from 'vitest';
import { docBuilder } from '../album/doc-builder.test-util';
import { BLEED, PAGE_HEIGHT, PAGE_WIDTH } from '../constants';
import { placedElements } from './elements';
import { spineDangerZone, spineDangerZones, trimCut } from './placement-rules';
import { SPINE_DANGER_HALF_WIDTH } from './types';

function album(spreads: number) {
  const b = docBuilder();
  const section = b.section('Team', 'sec');
  return { b, spreads: b.spreads(section, spreads) };
}

const flagged = (found: Array<{ nodeId?: string }>) => found.map((f) => f.nodeId);

describe('spine danger zones', () => {
  it('lie around the fold of double spreads, and beside the spine on the covers of a softcover book', () => {
    const { b } = album(4);
    const h = SPINE_DANGER_HALF_WIDTH;
    expect(spineDangerZones(b.doc, 0)).toEqual([{ minX: 0, maxX: h }]);
    expect(spineDangerZones(b.doc, 1)).toEqual([{ minX: PAGE_WIDTH - h, maxX: PAGE_WIDTH + h }]);
    expect(spineDangerZones(b.doc, 3)).toEqual([{ minX: PAGE_WIDTH - h, maxX: PAGE_WIDTH }]);
  });

  it('has no cover zone below 4 spreads, where there is no softcover', () => {
    const { b } = album(3);
    expect(spineDangerZones(b.doc, 0)).toEqual([]);
    expect(spineDangerZones(b.doc, 2)).toEqual([]);
  });
});

describe('spineDangerZone', () => {
  it('flags text and sticker cells touching the zone, pictures and shapes only when an edge ends in it', () => {
    const { b, spreads } = album(3);
    const spread = spreads[1]!;
    b.add(spread, 'Text', { id: 'text-in', x: 200, y: 10, width: 28, height: 10 });
    b.add(spread, 'Text', { id: 'text-clear', x: 100, y: 10, width: 120, height: 10 });
    b.add(spread, 'StickerCell', { id: 'cell-across', x: 200, y: 100, width: 60, height: 70 });
    b.add(spread, 'Rectangle', { id: 'background', x: -2, y: -2, width: 464, height: 301 });
    b.add(spread, 'Image', { id: 'photo-ends', x: 100, y: 200, width: 128, height: 50 });
    b.add(spread, 'Image', { id: 'photo-right', x: 236, y: 200, width: 100, height: 50 });
    b.add(spread, 'Line', { id: 'rule', x: 226, y: 280, width: 50, height: 0 });
    // Rotated 90° about its centre (230, 150): the 100 × 4 box stands upright across the fold.
    b.add(spread, 'Rectangle', { id: 'bar', x: 180, y: 148, width: 100, height: 4, rotation: 90 });
    const found = spineDangerZone(b.doc, placedElements(b.doc));
    expect(flagged(found)).toEqual(['text-in', 'cell-across', 'photo-ends', 'rule', 'bar']);
    expect(found[0]).toMatchObject({ rule: 'spineDangerZone', values: { page: 2 }, spreadId: spread });
  });

  it('looks at the members of groups in place', () => {
    const { b, spreads } = album(3);
    const group = b.add(spreads[1]!, 'Group', { id: 'group', x: 200, y: 0, width: 100, height: 100 });
    b.add(group, 'Text', { id: 'member-in', x: 25, y: 10, width: 10, height: 10 });
    b.add(group, 'Text', { id: 'member-out', x: 80, y: 10, width: 10, height: 10 });
    expect(flagged(spineDangerZone(b.doc, placedElements(b.doc)))).toEqual(['member-in']);
  });

  it('flags text beside the spine of the front and back cover', () => {
    const { b, spreads } = album(4);
    b.add(spreads[0]!, 'Text', { id: 'front', x: 3, y: 10, width: 50, height: 10 });
    b.add(spreads[0]!, 'Rectangle', { id: 'front-bg', x: -BLEED, y: -BLEED, width: 234, height: 301 });
    b.add(spreads[3]!, 'Text', { id: 'back', x: 180, y: 10, width: 48, height: 10 });
    b.add(spreads[3]!, 'Text', { id: 'back-clear', x: 10, y: 10, width: 48, height: 10 });
    expect(flagged(spineDangerZone(b.doc, placedElements(b.doc)))).toEqual(['front', 'back']);
  });
});

describe('trimCut', () => {
  it('flags elements crossing the trim without reaching through the bleed', () => {
    const { b, spreads } = album(3);
    const spread = spreads[1]!;
    b.add(spread, 'Image', { id: 'short-left', x: -1, y: 50, width: 50, height: 50 });
    b.add(spread, 'Image', { id: 'full-left', x: -BLEED, y: 110, width: 50, height: 50 });
    b.add(spread, 'Rectangle', { id: 'short-bottom', x: 50, y: 280, width: 50, height: 18 });
    b.add(spread, 'Rectangle', { id: 'full-bottom', x: 110, y: 280, width: 50, height: 30 });
    b.add(spread, 'Text', { id: 'inside', x: 0, y: 0, width: 100, height: 20 });
    b.add(spread, 'Rectangle', { id: 'outside', x: -30, y: 0, width: 20, height: 20 });
    b.add(spread, 'Rectangle', { id: 'short-right', x: 2 * PAGE_WIDTH - 10, y: 0, width: 11, height: 20 });
    const found = trimCut(b.doc, placedElements(b.doc));
    expect(flagged(found)).toEqual(['short-left', 'short-bottom', 'short-right']);
    expect(found[0]).toMatchObject({ severity: 'warning', values: { page: 2, bleed: BLEED } });
    expect(found[2]!.values.page).toBe(3);
  });

  it('flags a shape, image or line stopping exactly at the trim, not a text box there', () => {
    const { b, spreads } = album(3);
    const spread = spreads[1]!;
    b.add(spread, 'Rectangle', { id: 'band-at-trim', x: 0, y: 0, width: 2 * PAGE_WIDTH, height: 40 });
    b.add(spread, 'Rectangle', {
      id: 'band-in-bleed',
      x: -BLEED,
      y: -BLEED,
      width: 2 * PAGE_WIDTH + 2 * BLEED,
      height: 40,
    });
    b.add(spread, 'Image', { id: 'photo-at-bottom', x: 50, y: PAGE_HEIGHT - 30, width: 50, height: 30 });
    b.add(spread, 'Text', { id: 'text-at-trim', x: 0, y: 100, width: 50, height: 20 });
    b.add(spread, 'Rectangle', { id: 'clear', x: 10, y: 100, width: 50, height: 20 });
    expect(flagged(trimCut(b.doc, placedElements(b.doc)))).toEqual(['band-at-trim', 'photo-at-bottom']);
  });

  it('does not treat the spine side of the covers as a trim', () => {
    const { b, spreads } = album(4);
    b.add(spreads[0]!, 'Rectangle', { id: 'front-spine', x: -1, y: 10, width: 50, height: 10 });
    b.add(spreads[0]!, 'Rectangle', { id: 'front-top', x: 10, y: -1, width: 50, height: 10 });
    b.add(spreads[3]!, 'Rectangle', { id: 'back-spine', x: 200, y: 10, width: 31, height: 10 });
    b.add(spreads[3]!, 'Rectangle', { id: 'back-outer', x: -1, y: 10, width: 31, height: 10 });
    expect(flagged(trimCut(b.doc, placedElements(b.doc)))).toEqual(['front-top', 'back-outer']);
  });

  it('treats the edges of a 3-spread album (no softcover) as trims everywhere', () => {
    const { b, spreads } = album(3);
    b.add(spreads[0]!, 'Rectangle', { id: 'left', x: -1, y: 10, width: 50, height: 10 });
    b.add(spreads[2]!, 'Rectangle', {
      id: 'right',
      x: PAGE_WIDTH - 5,
      y: PAGE_HEIGHT - 20,
      width: 6,
      height: 10,
    });
    expect(flagged(trimCut(b.doc, placedElements(b.doc)))).toEqual(['left', 'right']);
  });
});
