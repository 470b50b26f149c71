import { describe, expect, it } from 'vitest';
import {
  hueValue,
  intensityValue,
  isAdjusted,
  levelValue,
  normalizeFilter,
  toneValue,
  withAddedMapStop,
  withHue,
  withLevel,
  withMapStop,
  withSaturation,
  withTone,
  withoutMapStop,
} from './image-filter-model';

describe('image filter model', () => {
  it('writes a level point in -1..1 from the slider percent and reads it back', () => {
    const filter = withLevel(null, 'red', 'mid', 35);
    expect(filter).toEqual({ red: { min: 0, mid: 0.35, max: 0 } });
    expect(levelValue(filter, 'red', 'mid')).toBe(35);
    expect(levelValue(filter, 'con', 'mid')).toBe(0);
    expect(withLevel(filter, 'red', 'max', 250)).toEqual({ red: { min: 0, mid: 0.35, max: 1 } });
  });

  it('keeps the other parts and drops what is neutral again, down to null', () => {
    let filter = withHue(null, 40);
    filter = withTone(filter, 'tone_blue', -20);
    filter = withSaturation(filter, 50);
    expect(filter).toEqual({ hue: 40, sat: 0.5, tone: { tone_red: 0, tone_green: 0, tone_blue: -0.2 } });
    expect(toneValue(filter, 'tone_blue')).toBe(-20);
    filter = withTone(filter, 'tone_blue', 0);
    filter = withSaturation(filter, 0);
    expect(filter).toEqual({ hue: 40 });
    expect(hueValue(withHue(filter, 999))).toBe(180);
    expect(withHue(filter, 0)).toBeNull();
    expect(normalizeFilter({ con: { min: 0, mid: 0, max: 0 } })).toBeNull();
  });

  it('tells an adjusted image from one drawn as is', () => {
    expect(isAdjusted({ filter: null, grayscale: false, blend: 'normal' })).toBe(false);
    expect(isAdjusted({ grayscale: true })).toBe(true);
    expect(isAdjusted({ blend: 'multiply' })).toBe(true);
    expect(isAdjusted({ gradientMap: ['#000000', '#ffffff'] })).toBe(true);
  });

  it('keeps a gradient map between two and four stops', () => {
    const two = ['#000000', '#ffffff'];
    expect(withoutMapStop(two, 0)).toEqual(two);
    const four = withAddedMapStop(withAddedMapStop(two));
    expect(four).toEqual(['#000000', '#ffffff', '#ffffff', '#ffffff']);
    expect(withAddedMapStop(four)).toHaveLength(4);
    expect(withMapStop(two, 1, '#ff0000')).toEqual(['#000000', '#ff0000']);
    expect(intensityValue({})).toBe(100);
    expect(intensityValue({ gradientMapIntensity: 0.42 })).toBe(42);
  });
});
