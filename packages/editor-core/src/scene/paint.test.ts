import { describe, expect, it } from 'vitest';
import { gradientEndpoints, resolveFill, resolveStroke } from './paint';

const palette = ['#000000', '#ffffff', '#1d3557', '#e63946'];

describe('gradient end points (CSS angle semantics)', () => {
  it('runs vertical (0) from bottom to top and horizontal (90) from left to right', () => {
    expect(gradientEndpoints(0, 100, 50)).toEqual({ x0: 50, y0: 50, x1: 50, y1: 0 });
    expect(gradientEndpoints(90, 100, 50)).toEqual({ x0: 0, y0: 25, x1: 100, y1: 25 });
  });

  it('runs the diagonals corner to corner on a square', () => {
    expect(gradientEndpoints(45, 100, 100)).toEqual({ x0: 0, y0: 100, x1: 100, y1: 0 });
    expect(gradientEndpoints(135, 100, 100)).toEqual({ x0: 0, y0: 0, x1: 100, y1: 100 });
  });

  it('makes the diagonal line long enough for the corners on a wide box', () => {
    const { x0, y0, x1, y1 } = gradientEndpoints(45, 200, 100);
    // CSS: length = |w sin a| + |h cos a| = 150 × √2 / √2 ... = (200 + 100) × √½.
    expect(Math.hypot(x1 - x0, y1 - y0)).toBeCloseTo((200 + 100) * Math.SQRT1_2, 5);
  });
});

describe('fills', () => {
  it('resolves palette indexes and colour strings with fill opacity', () => {
    expect(resolveFill(2, palette, undefined, 10, 10)).toEqual({ kind: 'solid', color: '#1d3557ff' });
    expect(resolveFill('#ff0000', palette, 0.5, 10, 10)).toEqual({ kind: 'solid', color: '#ff000080' });
    expect(resolveFill(null, palette, 1, 10, 10)).toBeNull();
    expect(resolveFill(undefined, palette, 1, 10, 10)).toBeNull();
    expect(resolveFill(42, palette, 1, 10, 10)).toBeNull();
  });

  it('resolves gradients with palette stops, opacity, and at most 4 stops', () => {
    expect(
      resolveFill({ type: 'linear', direction: 90, colors: [2, '#ffffff'] }, palette, 0.5, 100, 50),
    ).toEqual({ kind: 'linear', x0: 0, y0: 25, x1: 100, y1: 25, colors: ['#1d355780', '#ffffff80'] });
    const five = resolveFill({ type: 'linear', direction: 0, colors: [0, 1, 2, 3, 0] }, palette, 1, 10, 10);
    expect(five?.kind === 'linear' && five.colors).toHaveLength(4);
    expect(resolveFill({ type: 'linear', direction: 0, colors: [3, 99] }, palette, 1, 10, 10)).toEqual({
      kind: 'solid',
      color: '#e63946ff',
    });
  });
});

describe('strokes', () => {
  it('draws nothing for none or width 0, 1 mm when the width is unset', () => {
    expect(resolveStroke(null, 3, palette)).toBeNull();
    expect(resolveStroke('none', 3, palette)).toBeNull();
    expect(resolveStroke(3, 0, palette)).toBeNull();
    expect(resolveStroke(3, undefined, palette)).toEqual({ color: '#e63946ff', width: 1 });
    expect(resolveStroke('#00ff00', 2.5, palette)).toEqual({ color: '#00ff00ff', width: 2.5 });
  });
});
