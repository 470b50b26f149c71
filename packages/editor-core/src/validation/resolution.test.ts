import { describe, expect, it } from 'vitest';
import { effectiveDpi, resolutionWarning } from './resolution';

describe('effective print density', () => {
  it('is 25.4 × min(px per mm on each axis) / crop scale', () => {
    // 800 × 1200 px in a 46 × 52 mm sticker area: min(17.39, 23.08) px/mm = 441.7 dpi at cscale 1.
    expect(
      effectiveDpi({ sourceWidth: 800, sourceHeight: 1200, frameWidth: 46, frameHeight: 52, cscale: 1 }),
    ).toBeCloseTo(441.74, 2);
    // The same image zoomed 9×: 49.1 dpi.
    expect(
      effectiveDpi({ sourceWidth: 800, sourceHeight: 1200, frameWidth: 46, frameHeight: 52, cscale: 9 }),
    ).toBeCloseTo(49.08, 2);
    expect(
      effectiveDpi({ sourceWidth: 0, sourceHeight: 100, frameWidth: 10, frameHeight: 10, cscale: 1 }),
    ).toBe(0);
  });
});

describe('low-resolution warning', () => {
  it('warns under 75 dpi when the longest side is below 6000 px', () => {
    // 1000 × 750 px over a full 460 × 297 mm spread: 25.4 × min(2.17, 2.53) = 55.2 dpi.
    expect(
      resolutionWarning({
        sourceWidth: 1000,
        sourceHeight: 750,
        frameWidth: 460,
        frameHeight: 297,
        cscale: 1,
      }),
    ).toEqual({
      key: 'validation.image.lowResolution',
      values: { dpi: 55, minDpi: 75 },
    });
    expect(
      resolutionWarning({ sourceWidth: 800, sourceHeight: 1200, frameWidth: 46, frameHeight: 52, cscale: 1 }),
    ).toBeNull();
  });

  it('never warns for images with a side of 6000 px or more, or of unknown size', () => {
    // 6000 × 100 px stretched over a spread would be 8.6 dpi, but the longest side is 6000.
    expect(
      resolutionWarning({
        sourceWidth: 6000,
        sourceHeight: 100,
        frameWidth: 460,
        frameHeight: 297,
        cscale: 1,
      }),
    ).toBeNull();
    expect(
      resolutionWarning({
        sourceWidth: 5999,
        sourceHeight: 100,
        frameWidth: 460,
        frameHeight: 297,
        cscale: 1,
      }),
    ).not.toBeNull();
    expect(
      resolutionWarning({ sourceWidth: 0, sourceHeight: 0, frameWidth: 460, frameHeight: 297, cscale: 1 }),
    ).toBeNull();
  });

  it('flags exactly below 75 dpi', () => {
    // 75 dpi over 254 mm is exactly 750 px.
    expect(
      resolutionWarning({
        sourceWidth: 750,
        sourceHeight: 750,
        frameWidth: 254,
        frameHeight: 254,
        cscale: 1,
      }),
    ).toBeNull();
    expect(
      resolutionWarning({
        sourceWidth: 749,
        sourceHeight: 749,
        frameWidth: 254,
        frameHeight: 254,
        cscale: 1,
      }),
    ).not.toBeNull();
  });
});
