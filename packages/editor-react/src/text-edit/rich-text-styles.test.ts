import { describe, expect, it } from 'vitest';
import type { RichText } from '@album/editor-core';
import {
  alignmentOf,
  hasWholeFlag,
  setAlignment,
  setWholeFlag,
  setWholeStyle,
  styleValue,
} from './rich-text-styles';

const text: RichText = {
  blocks: [
    {
      key: 'a',
      text: 'Hello',
      inlineStyleRanges: [
        { offset: 0, length: 2, style: 'SIZE-12' },
        { offset: 0, length: 5, style: 'BOLD' },
      ],
    },
    { key: 'b', text: '', inlineStyleRanges: [] },
    { key: 'c', text: 'World', inlineStyleRanges: [{ offset: 1, length: 4, style: 'BOLD' }] },
  ],
};

describe('whole-text styles', () => {
  it('replaces a style family on every block', () => {
    const next = setWholeStyle(text, 'SIZE', 24);
    expect(next.blocks[0]!.inlineStyleRanges).toContainEqual({ offset: 0, length: 5, style: 'SIZE-24' });
    expect(next.blocks[0]!.inlineStyleRanges.filter((r) => r.style.startsWith('SIZE'))).toHaveLength(1);
    expect(next.blocks[1]!.inlineStyleRanges).toEqual([]);
    expect(styleValue(next, 'SIZE')).toBe('24');
    expect(styleValue(setWholeStyle(next, 'SIZE', null), 'SIZE')).toBeNull();
    expect(next.blocks[0]!.key).toBe('a');
  });

  it('toggles flags over the whole text', () => {
    expect(hasWholeFlag(text, 'BOLD')).toBe(false);
    const bold = setWholeFlag(text, 'BOLD', true);
    expect(hasWholeFlag(bold, 'BOLD')).toBe(true);
    expect(hasWholeFlag(setWholeFlag(bold, 'BOLD', false), 'BOLD')).toBe(false);
  });

  it('sets the alignment of every block', () => {
    const centred = setAlignment(text, 'center');
    expect(centred.blocks.every((b) => b.data?.textAlign === 'center')).toBe(true);
    expect(alignmentOf(centred)).toBe('center');
    expect(alignmentOf(text)).toBe('left');
  });
});
