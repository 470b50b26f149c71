import { describe, expect, it } from 'vitest';
import { nudgeDelta, nudgeDistance } from './nudge';

describe('nudge', () => {
  it('moves 1, 10 with shift and 0.1 with ctrl', () => {
    expect(nudgeDelta('ArrowRight')).toEqual({ dx: 1, dy: 0 });
    expect(nudgeDelta('ArrowLeft', { shift: true })).toEqual({ dx: -10, dy: 0 });
    expect(nudgeDelta('ArrowUp', { ctrl: true })).toEqual({ dx: 0, dy: -0.1 });
    expect(nudgeDelta('ArrowDown', { ctrl: true, shift: true })).toEqual({ dx: 0, dy: 0.1 });
    expect(nudgeDistance()).toBe(1);
  });

  it('ignores other keys', () => {
    expect(nudgeDelta('a')).toBeUndefined();
    expect(nudgeDelta('Enter', { shift: true })).toBeUndefined();
  });
});
