import { describe, expect, it } from 'vitest';
import {
  customColor,
  isPresetActive,
  paletteIndexOf,
  paletteOf,
  withCustomColor,
  withPreset,
} from './palette';

const album = ['#000000', '#ffffff', '#0d3b66', '#faf0ca', '#f4d35e', '#ee964b', '#f95738', '#2a9d8f'];
const ocean = { id: 'ocean', colors: ['#023e8a', '#0096c7', '#90e0ef', '#f0fbff', '#03045e'] };

describe('palette', () => {
  it('maps primary, secondary and tertiary to indexes 2, 3 and 4', () => {
    expect(['primary', 'secondary', 'tertiary'].map((r) => paletteIndexOf(r as 'primary'))).toEqual([
      2, 3, 4,
    ]);
  });

  it('lays a preset over indexes 2-6 and keeps the locked colours and later entries', () => {
    expect(withPreset(album, ocean)).toEqual(['#000000', '#ffffff', ...ocean.colors, '#2a9d8f']);
  });

  it('grows a short palette for a preset', () => {
    expect(withPreset(['#000000', '#ffffff'], ocean)).toEqual(['#000000', '#ffffff', ...ocean.colors]);
  });

  it('tells the active preset, without regard to case', () => {
    expect(isPresetActive(withPreset(album, ocean), ocean)).toBe(true);
    expect(
      isPresetActive(
        withPreset(album, ocean).map((c) => c.toUpperCase()),
        ocean,
      ),
    ).toBe(true);
    expect(isPresetActive(album, ocean)).toBe(false);
    expect(isPresetActive(['#000000', '#ffffff'], ocean)).toBe(false);
  });

  it('changes one custom colour and leaves the rest', () => {
    const next = withCustomColor(album, 'secondary', '#123456');
    expect(next[3]).toBe('#123456');
    expect(next.filter((c, i) => c !== album[i])).toEqual(['#123456']);
    expect(customColor(next, 'secondary')).toBe('#123456');
  });

  it('fills missing entries from the default palette', () => {
    const next = withCustomColor(['#000000', '#ffffff'], 'tertiary', '#abcdef');
    expect(next).toHaveLength(5);
    expect(next[4]).toBe('#abcdef');
    expect(customColor(['#000000', '#ffffff'], 'primary')).toMatch(/^#[0-9a-f]{6}$/i);
    expect(paletteOf(album)).toEqual(album.slice(2));
  });
});
