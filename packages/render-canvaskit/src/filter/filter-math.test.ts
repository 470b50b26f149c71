import { describe, expect, it } from 'vitest';
import {
  adjustPixel,
  adjustPixels,
  applyCurve,
  gradientAt,
  hueRotationMatrix,
  imageAdjustments,
  levelsCurve,
  luma,
  multiply3,
  saturationMatrix,
  TONE_STRENGTH,
  type AdjustableImage,
} from './filter-math';

const plain: AdjustableImage = { filter: null, grayscale: false, gradientMap: null, gradientMapIntensity: 1 };

function apply3(m: number[], c: [number, number, number]): number[] {
  return [0, 1, 2].map((r) => m[r * 3]! * c[0] + m[r * 3 + 1]! * c[1] + m[r * 3 + 2]! * c[2]);
}

describe('levels curve', () => {
  it('is the identity for a neutral or missing range', () => {
    for (const curve of [levelsCurve(undefined), levelsCurve({ min: 0, mid: 0, max: 0 })]) {
      for (const x of [0, 0.25, 0.5, 1]) expect(applyCurve(curve, x)).toBeCloseTo(x, 12);
    }
  });

  it('crushes shadows with a positive min and lifts them with a negative one', () => {
    const crush = levelsCurve({ min: 0.4, mid: 0, max: 0 });
    expect(applyCurve(crush, 0.2)).toBe(0);
    expect(applyCurve(crush, 1)).toBe(1);
    expect(applyCurve(crush, 0.6)).toBeCloseTo((0.6 - 0.2) / 0.8);
    const lift = levelsCurve({ min: -0.4, mid: 0, max: 0 });
    expect(applyCurve(lift, 0)).toBeCloseTo(0.2);
    expect(applyCurve(lift, 1)).toBe(1);
  });

  it('brightens highlights with a positive max and dulls them with a negative one', () => {
    expect(applyCurve(levelsCurve({ min: 0, mid: 0, max: 0.5 }), 0.75)).toBe(1);
    expect(applyCurve(levelsCurve({ min: 0, mid: 0, max: -0.5 }), 1)).toBeCloseTo(0.75);
  });

  it('shifts mid-tones by a gamma of 2^mid', () => {
    expect(applyCurve(levelsCurve({ min: 0, mid: 1, max: 0 }), 0.25)).toBeCloseTo(0.5);
    expect(applyCurve(levelsCurve({ min: 0, mid: -1, max: 0 }), 0.5)).toBeCloseTo(0.25);
  });

  it('clamps out-of-range values and survives a degenerate range', () => {
    expect(levelsCurve({ min: 5, mid: 0, max: 0 })).toEqual(levelsCurve({ min: 1, mid: 0, max: 0 }));
    const step = levelsCurve({ min: 1, mid: 0, max: 1 });
    expect(applyCurve(step, 0.49)).toBe(0);
    expect(applyCurve(step, 0.51)).toBe(1);
  });
});

describe('colour matrices', () => {
  it('hue rotation keeps greys and luma, and 360 degrees is the identity', () => {
    const m = hueRotationMatrix(90);
    for (const v of apply3(m, [0.5, 0.5, 0.5])) expect(v).toBeCloseTo(0.5, 3);
    const red: [number, number, number] = [1, 0, 0];
    const turned = apply3(m, red) as [number, number, number];
    expect(luma(...turned)).toBeCloseTo(luma(...red), 2);
    apply3(hueRotationMatrix(360), [0.2, 0.4, 0.9]).forEach((v, i) =>
      expect(v).toBeCloseTo([0.2, 0.4, 0.9][i]!, 6),
    );
  });

  it('saturation 0 greys out, 1 keeps, 2 pushes colours apart', () => {
    const grey = apply3(saturationMatrix(0), [1, 0, 0]);
    expect(grey[0]).toBeCloseTo(grey[1]!, 6);
    expect(grey[1]).toBeCloseTo(grey[2]!, 6);
    apply3(saturationMatrix(1), [0.3, 0.6, 0.1]).forEach((v, i) =>
      expect(v).toBeCloseTo([0.3, 0.6, 0.1][i]!, 6),
    );
    const more = apply3(saturationMatrix(2), [0.6, 0.4, 0.4]);
    expect(more[0]! - more[1]!).toBeGreaterThan(0.2);
  });

  it('multiplies row-major matrices in application order', () => {
    const swapRG: Parameters<typeof multiply3>[0] = [0, 1, 0, 1, 0, 0, 0, 0, 1];
    const dropB: Parameters<typeof multiply3>[0] = [1, 0, 0, 0, 1, 0, 0, 0, 0];
    expect(apply3(multiply3(dropB, swapRG), [1, 2, 3])).toEqual([2, 1, 0]);
  });
});

describe('imageAdjustments and adjustPixel', () => {
  it('answers null when nothing changes the image', () => {
    expect(imageAdjustments(plain)).toBeNull();
    expect(
      imageAdjustments({
        ...plain,
        filter: { con: { min: 0, mid: 0, max: 0 }, hue: 0, sat: 0 },
        gradientMap: ['#000000'],
      }),
    ).toBeNull();
    expect(
      imageAdjustments({ ...plain, gradientMap: ['#000000ff', '#ffffffff'], gradientMapIntensity: 0 }),
    ).toBeNull();
  });

  it('applies rgb levels before the channel levels', () => {
    const a = imageAdjustments({
      ...plain,
      filter: { rgb: { min: 0, mid: 1, max: 0 }, red: { min: 0, mid: 0, max: -1 } },
    })!;
    const [r, g] = adjustPixel(a, 0.25, 0.25, 0.25);
    expect(g).toBeCloseTo(0.5);
    expect(r).toBeCloseTo(0.25);
  });

  it('con changes luma without changing the channel differences', () => {
    const a = imageAdjustments({ ...plain, filter: { con: { min: 0, mid: 1, max: 0 } } })!;
    const [r, g, b] = adjustPixel(a, 0.3, 0.2, 0.1);
    expect(r - g).toBeCloseTo(0.1, 6);
    expect(g - b).toBeCloseTo(0.1, 6);
    expect(luma(r, g, b)).toBeGreaterThan(luma(0.3, 0.2, 0.1));
  });

  it('adds the tone as a colour cast', () => {
    const a = imageAdjustments({
      ...plain,
      filter: { tone: { tone_red: 1, tone_green: 0, tone_blue: -1 } },
    })!;
    const [r, g, b] = adjustPixel(a, 0.5, 0.5, 0.5);
    expect(r).toBeCloseTo(0.5 + TONE_STRENGTH);
    expect(g).toBeCloseTo(0.5);
    expect(b).toBeCloseTo(0.5 - TONE_STRENGTH);
  });

  it('sat -1 and grayscale give the luma in every channel', () => {
    for (const a of [
      imageAdjustments({ ...plain, filter: { sat: -1 } })!,
      imageAdjustments({ ...plain, grayscale: true })!,
    ]) {
      const [r, g, b] = adjustPixel(a, 0.9, 0.3, 0.1);
      expect(r).toBeCloseTo(g, 2);
      expect(g).toBeCloseTo(b, 2);
      expect(r).toBeCloseTo(luma(0.9, 0.3, 0.1), 2);
    }
  });

  it('maps luma onto the gradient and blends by intensity', () => {
    const map = ['#000080ff', '#ff8000ff', '#ffffffff'];
    const full = imageAdjustments({ ...plain, gradientMap: map, gradientMapIntensity: 1 })!;
    const black = adjustPixel(full, 0, 0, 0);
    expect(black.map((v) => Math.round(v * 255))).toEqual([0, 0, 128]);
    const mid = adjustPixel(full, 0.5, 0.5, 0.5);
    expect(mid.map((v) => Math.round(v * 255))).toEqual([255, 128, 0]);
    const half = imageAdjustments({ ...plain, gradientMap: map, gradientMapIntensity: 0.5 })!;
    expect(adjustPixel(half, 0, 0, 0)[2]).toBeCloseTo(64 / 255, 2);
  });

  it('interpolates evenly spaced stops', () => {
    const stops: Array<[number, number, number]> = [
      [0, 0, 0],
      [1, 0, 0],
      [1, 1, 0],
      [1, 1, 1],
    ];
    expect(gradientAt(stops, 0)).toEqual([0, 0, 0]);
    expect(gradientAt(stops, 1 / 6)).toEqual([0.5, 0, 0]);
    expect(gradientAt(stops, 0.5)[1]).toBeCloseTo(0.5);
    expect(gradientAt(stops, 1)).toEqual([1, 1, 1]);
  });

  it('adjusts RGBA8 buffers in place and keeps alpha', () => {
    const a = imageAdjustments({ ...plain, grayscale: true })!;
    const px = new Uint8Array([255, 0, 0, 77]);
    adjustPixels(a, px);
    expect(px[0]).toBe(px[1]);
    expect(px[3]).toBe(77);
  });
});

describe('adjustPixels', () => {
  it('matches the reference per-pixel maths on every kind of adjustment', () => {
    const pixels = new Uint8Array(4 * 512);
    for (let i = 0; i < 512; i++) {
      pixels[i * 4] = (i * 37) % 256;
      pixels[i * 4 + 1] = (i * 91) % 256;
      pixels[i * 4 + 2] = (i * 13) % 256;
      pixels[i * 4 + 3] = 255;
    }
    const settings: AdjustableImage[] = [
      {
        ...plain,
        filter: {
          rgb: { min: 0.2, mid: 0.3, max: 0.1 },
          red: { min: -0.3, mid: 0, max: 0 },
          blue: { min: 0.1, mid: 0.2, max: 0.4 },
        },
      },
      {
        ...plain,
        filter: {
          con: { min: 0.3, mid: -0.2, max: 0.3 },
          hue: 75,
          sat: 0.5,
          tone: { tone_red: 0.2, tone_green: -0.1, tone_blue: 0.3 },
        },
      },
      {
        ...plain,
        grayscale: true,
        gradientMap: ['#1d3557ff', '#e63946ff', '#f1faeeff', '#ffd166ff'],
        gradientMapIntensity: 0.7,
      },
    ];
    for (const setting of settings) {
      const a = imageAdjustments(setting)!;
      const fast = new Uint8Array(pixels);
      adjustPixels(a, fast);
      for (let i = 0; i < fast.length; i += 4) {
        const expected = adjustPixel(a, pixels[i]! / 255, pixels[i + 1]! / 255, pixels[i + 2]! / 255);
        for (let c = 0; c < 3; c++)
          expect(Math.abs(fast[i + c]! - Math.round(expected[c]! * 255))).toBeLessThanOrEqual(1);
      }
    }
  });
});
