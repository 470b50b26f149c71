import { describe, expect, it } from 'vitest';
import { CANVAS_TOOLS, isTool, toolsFor } from './tools';

describe('toolsFor', () => {
  it('offers the comment tool to admins only', () => {
    expect(toolsFor(true)).toContain('comment');
    expect(toolsFor(false)).not.toContain('comment');
  });

  it('keeps every other tool for everyone, in menu order', () => {
    expect(toolsFor(false)).toEqual(['select', 'pan', 'text', 'rectangle', 'circle', 'line', 'image']);
    expect(toolsFor(true)).toEqual(CANVAS_TOOLS);
  });
});

describe('isTool', () => {
  it('accepts tool names and nothing else', () => {
    expect(isTool('text')).toBe(true);
    expect(isTool('sticker')).toBe(false);
    expect(isTool(3)).toBe(false);
  });
});
