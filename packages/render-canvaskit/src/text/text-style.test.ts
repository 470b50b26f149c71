import type { TextRun } from '@album/editor-core';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LINE_HEIGHT, TEXT_UNITS_PER_MM, lineHeightOf, textStyleFor } from './text-style';

const run: TextRun = {
  text: 'Hello',
  fontFamily: 'Lato',
  bold: true,
  italic: false,
  fontSize: 4.2,
  lineHeight: 1.5,
  letterSpacing: 0.3,
  color: '#336699ff',
};

describe('textStyleFor', () => {
  it('maps a run to layout units, its registered face and CSS-like line height', () => {
    const style = textStyleFor(run, 'Lato|700');
    expect(style.fontFamilies).toEqual(['Lato|700']);
    expect(style.fontSize).toBeCloseTo(4.2 * TEXT_UNITS_PER_MM);
    expect(style.letterSpacing).toBeCloseTo(0.3 * TEXT_UNITS_PER_MM);
    expect(style.heightMultiplier).toBe(1.5);
    expect(style.halfLeading).toBe(true);
    expect(Array.from(style.color as Float32Array).map((v) => Math.round(v * 255))).toEqual([
      0x33, 0x66, 0x99, 255,
    ]);
  });

  it('scales size and letter spacing by the AUTOSIZE factor, not the line height', () => {
    const style = textStyleFor(run, 'Lato|700', 0.5);
    expect(style.fontSize).toBeCloseTo(2.1 * TEXT_UNITS_PER_MM);
    expect(style.letterSpacing).toBeCloseTo(0.15 * TEXT_UNITS_PER_MM);
    expect(style.heightMultiplier).toBe(1.5);
  });

  it('guards missing or invalid values', () => {
    expect(lineHeightOf({ lineHeight: 0 })).toBe(DEFAULT_LINE_HEIGHT);
    expect(lineHeightOf({ lineHeight: Number.NaN })).toBe(DEFAULT_LINE_HEIGHT);
    expect(textStyleFor({ ...run, letterSpacing: Number.NaN, fontSize: -1 }, 'x').letterSpacing).toBe(0);
    expect(textStyleFor({ ...run, fontSize: -1 }, 'x').fontSize).toBe(0);
  });
});
