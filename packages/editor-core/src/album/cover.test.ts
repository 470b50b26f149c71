import { describe, expect, it } from 'vitest';
import { coverCompositionOf, softcoverCover } from './cover';
import { docBuilder } from './doc-builder.test-util';

describe('softcover cover', () => {
  it('needs at least 4 spreads', () => {
    expect(coverCompositionOf(['a', 'b', 'c'])).toBeNull();
  });

  it('puts last | spine | first outside and second (left half) | spine | second-to-last (right half) inside', () => {
    const ids = ['s0', 's1', 's2', 's3', 's4', 's5', 's6', 's7', 's8', 's9'];
    const cover = coverCompositionOf(ids)!;
    // 10 spreads: spine 1.0 mm, width 230 + 1 + 230.
    expect(cover.spine).toBe(1);
    expect(cover.width).toBe(461);
    expect(cover.height).toBe(297);
    expect(cover.spineX).toBe(230);
    expect(cover.outside.left).toEqual({
      spreadId: 's9',
      spreadIndex: 9,
      half: 'whole',
      page: 18,
      sourceX: 0,
      x: 0,
      width: 230,
    });
    expect(cover.outside.right).toEqual({
      spreadId: 's0',
      spreadIndex: 0,
      half: 'whole',
      page: 1,
      sourceX: 0,
      x: 231,
      width: 230,
    });
    expect(cover.inside.left).toEqual({
      spreadId: 's1',
      spreadIndex: 1,
      half: 'left',
      page: 2,
      sourceX: 0,
      x: 0,
      width: 230,
    });
    expect(cover.inside.right).toEqual({
      spreadId: 's8',
      spreadIndex: 8,
      half: 'right',
      page: 17,
      sourceX: 230,
      x: 231,
      width: 230,
    });
  });

  it('works on exactly 4 spreads (spine 0.2 mm) and on a document', () => {
    const b = docBuilder();
    const ids = b.spreads(b.section(), 4);
    const cover = softcoverCover(b.doc)!;
    expect(cover.spine).toBe(0.2);
    expect(cover.width).toBeCloseTo(460.2, 10);
    expect(cover.inside.left.spreadId).toBe(ids[1]);
    expect(cover.inside.right).toMatchObject({ spreadId: ids[2], page: 5, half: 'right' });
  });
});
