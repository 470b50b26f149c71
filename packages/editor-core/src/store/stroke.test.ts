import { describe, expect, it } from 'vitest';
import { applyStrokeRules, DEFAULT_STROKE_COLOR } from './stroke';

describe('stroke rules', () => {
  it('stroke none sets width 0', () => {
    expect(applyStrokeRules({ stroke: 3, strokeWidth: 2 }, { stroke: null })).toEqual({
      stroke: null,
      strokeWidth: 0,
    });
    expect(applyStrokeRules({ stroke: 3, strokeWidth: 2 }, { stroke: 'none' })).toEqual({
      stroke: null,
      strokeWidth: 0,
    });
  });

  it('a colour with width 0 gets width 1', () => {
    expect(applyStrokeRules({ stroke: null, strokeWidth: 0 }, { stroke: '#ff0000' })).toEqual({
      stroke: '#ff0000',
      strokeWidth: 1,
    });
    expect(applyStrokeRules({}, { stroke: 2 })).toEqual({ stroke: 2, strokeWidth: 1 });
    expect(applyStrokeRules({ strokeWidth: 4 }, { stroke: 2, strokeWidth: 0 })).toEqual({
      stroke: 2,
      strokeWidth: 1,
    });
  });

  it('a colour keeps an existing width', () => {
    expect(applyStrokeRules({ stroke: 1, strokeWidth: 3 }, { stroke: 2 })).toEqual({ stroke: 2 });
  });

  it('width 0 sets stroke none', () => {
    expect(applyStrokeRules({ stroke: 3, strokeWidth: 2 }, { strokeWidth: 0 })).toEqual({
      stroke: null,
      strokeWidth: 0,
    });
  });

  it('a width on an element without stroke colour gives it the default colour', () => {
    expect(applyStrokeRules({ stroke: null, strokeWidth: 0 }, { strokeWidth: 2 })).toEqual({
      strokeWidth: 2,
      stroke: DEFAULT_STROKE_COLOR,
    });
    expect(applyStrokeRules({ stroke: 4, strokeWidth: 1 }, { strokeWidth: 2 })).toEqual({ strokeWidth: 2 });
  });

  it('leaves other updates alone', () => {
    const update = { x: 3 } as { x: number; stroke?: number };
    expect(applyStrokeRules({}, update)).toBe(update);
  });
});
