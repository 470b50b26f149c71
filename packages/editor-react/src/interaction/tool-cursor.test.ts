import { describe, expect, it } from 'vitest';
import { toolCursor } from './tool-cursor';

describe('toolCursor', () => {
  it('shows a crosshair for the insert tools, a hand for panning, the default for select', () => {
    expect(toolCursor('rectangle', false)).toBe('crosshair');
    expect(toolCursor('comment', false)).toBe('crosshair');
    expect(toolCursor('pan', false)).toBe('grab');
    expect(toolCursor('select', false)).toBeUndefined();
  });

  it('offers no drawing cursor on a read-only canvas, panning still', () => {
    expect(toolCursor('text', true)).toBeUndefined();
    expect(toolCursor('pan', true)).toBe('grab');
  });
});
