import { describe, expect, it } from 'vitest';
import { albumOrder, albumSpreads, spreadCount, spreadIndexOf } from './spreads';
import { docBuilder } from './doc-builder.test-util';

describe('album order', () => {
  it('lists spreads section by section, each in its own order', () => {
    const b = docBuilder();
    const a = b.section('A');
    const c = b.section('C', 'sc', true);
    const a1 = b.spread(a, 'ManualPage-a1');
    const c1 = b.spread(c, 'ManualPage-c1');
    const a2 = b.spread(a, 'ManualPage-a2');
    expect(albumSpreads(b.doc).map((s) => s.id)).toEqual([a1, a2, c1]);
    expect(albumSpreads(b.doc).map((s) => s.sectionId)).toEqual([a, a, c]);
    expect(spreadCount(b.doc)).toBe(3);
    expect(spreadIndexOf(b.doc, c1)).toBe(2);
    expect(spreadIndexOf(b.doc, 'missing')).toBe(-1);
    expect(albumOrder(b.doc).sections).toEqual([
      { id: a, name: 'A', static: false, spreadIds: [a1, a2] },
      { id: c, name: 'C', static: true, spreadIds: [c1] },
    ]);
  });

  it('is cached per nodes object and recomputed for a new one', () => {
    const b = docBuilder();
    b.spreads(b.section(), 2);
    const first = albumOrder(b.doc);
    expect(albumOrder(b.doc)).toBe(first);
    expect(albumOrder({ nodes: { ...b.doc.nodes } })).not.toBe(first);
  });

  it('answers an empty order for a document without root', () => {
    expect(albumOrder({ nodes: {} })).toEqual({ sections: [], spreads: [], spreadIndex: new Map() });
  });
});
