import { describe, expect, it } from 'vitest';
import { findFontFamily } from '@album/fonts';
import { COLOR_PATTERN } from '@album/editor-core';
import { COLOR_PRESETS, FONT_PRESETS } from './presets';

describe('style presets', () => {
  it('has 8 colour presets of 5 colours', () => {
    expect(COLOR_PRESETS).toHaveLength(8);
    for (const preset of COLOR_PRESETS) {
      expect(preset.colors).toHaveLength(5);
      for (const color of preset.colors) expect(color).toMatch(COLOR_PATTERN);
    }
    expect(new Set(COLOR_PRESETS.map((p) => p.id)).size).toBe(8);
  });

  it('has 10 font presets whose families are all in the fonts catalogue', () => {
    expect(FONT_PRESETS).toHaveLength(10);
    for (const preset of FONT_PRESETS) {
      for (const family of Object.values(preset.fonts)) expect(findFontFamily(family)?.family).toBe(family);
    }
  });
});
