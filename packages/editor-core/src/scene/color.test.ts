import { describe, expect, it } from 'vitest';
import { colorWithAlpha, normalizeColor, resolvePaletteColor } from './color';

describe('colours', () => {
  it('normalises every accepted notation to #rrggbbaa', () => {
    expect(normalizeColor('#ABC')).toBe('#aabbccff');
    expect(normalizeColor('#abcd')).toBe('#aabbccdd');
    expect(normalizeColor('#1d3557')).toBe('#1d3557ff');
    expect(normalizeColor('#1d355780')).toBe('#1d355780');
    expect(normalizeColor('rgb(255, 0, 16)')).toBe('#ff0010ff');
    expect(normalizeColor('rgba(0,0,0,0.5)')).toBe('#00000080');
    expect(normalizeColor('rgba(0,0,0,50%)')).toBe('#00000080');
    expect(normalizeColor('transparent')).toBe('#00000000');
    expect(normalizeColor('none')).toBeNull();
    expect(normalizeColor('#12')).toBeNull();
    expect(normalizeColor('')).toBeNull();
  });

  it('multiplies alpha', () => {
    expect(colorWithAlpha('#ff0000ff', 0.5)).toBe('#ff000080');
    expect(colorWithAlpha('#ff000080', 0.5)).toBe('#ff000040');
    expect(colorWithAlpha('#ff0000ff', 1)).toBe('#ff0000ff');
    expect(colorWithAlpha('#ff0000ff', -1)).toBe('#ff000000');
  });

  it('resolves palette indexes through the palette', () => {
    const palette = ['#000000', '#ffffff', '#e63946'];
    expect(resolvePaletteColor(2, palette)).toBe('#e63946ff');
    expect(resolvePaletteColor(2, palette, 0.2)).toBe('#e6394633');
    expect(resolvePaletteColor('#00ff00', palette)).toBe('#00ff00ff');
    expect(resolvePaletteColor(9, palette)).toBeNull();
    expect(resolvePaletteColor(null, palette)).toBeNull();
    expect(resolvePaletteColor('none', palette)).toBeNull();
  });
});
