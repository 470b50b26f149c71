import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { docBuilder } from './doc-builder.test-util';
import { formatStickerNumber, stickerNumbers } from './numbering';

describe('sticker numbering', () => {
  it('pads to 3 digits', () => {
    expect(formatStickerNumber(7)).toBe('007');
    expect(formatStickerNumber(120)).toBe('120');
    expect(formatStickerNumber(1000)).toBe('1000');
  });

  it('numbers sections in order, placed stickers by cell order, then unplaced by createdAt; doubles count two', () => {
    const b = docBuilder();
    const a = b.section('A');
    const c = b.section('C');
    const [spreadA] = b.spreads(a, 2);
    b.spreads(c, 1);
    // Section C is numbered after A even though its stickers are older.
    b.sticker({ id: 'c1', sectionId: c, createdAt: '2020-01-01' });
    b.sticker({ id: 'a-unplaced-new', sectionId: a, createdAt: '2026-03-01' });
    b.sticker({ id: 'a-unplaced-old', sectionId: a, createdAt: '2026-02-01' });
    b.sticker({ id: 'a-second', sectionId: a, createdAt: '2026-01-01', doubleSticker: true });
    b.sticker({ id: 'a-first', sectionId: a, createdAt: '2026-05-01' });
    b.add(spreadA!, 'StickerCell', {
      id: 'cell2',
      x: 100,
      y: 10,
      width: 50,
      height: 70,
      stickerId: 'a-second',
    });
    b.add(spreadA!, 'StickerCell', {
      id: 'cell1',
      x: 10,
      y: 10,
      width: 50,
      height: 70,
      stickerId: 'a-first',
    });
    const numbering = stickerNumbers(b.doc);
    expect(numbering.order).toEqual(['a-first', 'a-second', 'a-unplaced-old', 'a-unplaced-new', 'c1']);
    expect(numbering.byId.get('a-first')).toEqual({
      number: 1,
      label: '001',
      nextLabel: null,
      double: false,
    });
    expect(numbering.byId.get('a-second')).toEqual({
      number: 2,
      label: '002',
      nextLabel: '003',
      double: true,
    });
    expect(numbering.byId.get('a-unplaced-old')?.label).toBe('004');
    expect(numbering.byId.get('c1')?.label).toBe('006');
    expect(numbering.total).toBe(6);
  });

  it('shows a double numbered 7 as 007 with next number 008; the following sticker is 009', () => {
    const b = docBuilder();
    const s = b.section();
    for (let i = 1; i <= 6; i++) b.sticker({ id: `s${i}`, sectionId: s, createdAt: `2026-01-0${i}` });
    b.sticker({ id: 'double', sectionId: s, createdAt: '2026-01-07', doubleSticker: true });
    b.sticker({ id: 'after', sectionId: s, createdAt: '2026-01-08' });
    const numbering = stickerNumbers(b.doc);
    expect(numbering.byId.get('double')).toMatchObject({ label: '007', nextLabel: '008' });
    expect(numbering.byId.get('after')?.label).toBe('009');
    expect(numbering.total).toBe(9);
  });

  it('numbers stickers of a missing section last', () => {
    const b = docBuilder();
    const s = b.section();
    b.sticker({ id: 'orphan', sectionId: 'gone', createdAt: '2000-01-01' });
    b.sticker({ id: 'normal', sectionId: s });
    expect(stickerNumbers(b.doc).order).toEqual(['normal', 'orphan']);
  });

  it('is memoised per nodes and stickers objects', () => {
    const b = docBuilder();
    b.sticker({ id: 'x', sectionId: b.section() });
    const first = stickerNumbers(b.doc);
    expect(stickerNumbers({ ...b.doc })).toBe(first);
    expect(stickerNumbers({ ...b.doc, stickers: { ...b.doc.stickers } })).not.toBe(first);
  });

  it('is monotonic in numbering order and gives every sticker distinct numbers', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({ section: fc.integer({ min: 0, max: 2 }), double: fc.boolean(), day: fc.nat(27) }),
          {
            maxLength: 40,
          },
        ),
        (specs) => {
          const b = docBuilder();
          const sections = [b.section(), b.section(), b.section()];
          specs.forEach((spec, i) =>
            b.sticker({
              id: `s${i}`,
              sectionId: sections[spec.section]!,
              doubleSticker: spec.double,
              createdAt: `2026-02-${String(spec.day + 1).padStart(2, '0')}`,
            }),
          );
          const numbering = stickerNumbers(b.doc);
          let expected = 1;
          let lastSection = -1;
          for (const id of numbering.order) {
            const n = numbering.byId.get(id)!;
            expect(n.number).toBe(expected);
            const section = sections.indexOf(b.doc.stickers[id]!.sectionId);
            expect(section).toBeGreaterThanOrEqual(lastSection);
            lastSection = section;
            expected += n.double ? 2 : 1;
          }
          expect(numbering.total).toBe(expected - 1);
          expect(numbering.order).toHaveLength(specs.length);
        },
      ),
    );
  });
});
