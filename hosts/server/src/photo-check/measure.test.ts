import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { laplacianVariance, lightness } from './measure';

/** A 256 × 256 chequerboard of 16 px squares, as greyscale bytes, optionally blurred by `sigma` px. */
async function chequerboard(sigma?: number): Promise<{ data: Uint8Array; width: number; height: number }> {
  const size = 256;
  const pixels = new Uint8Array(size * size);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++)
      pixels[y * size + x] = (Math.floor(x / 16) + Math.floor(y / 16)) % 2 ? 230 : 20;
  }
  let image = sharp(pixels, { raw: { width: size, height: size, channels: 1 } });
  if (sigma) image = image.blur(sigma);
  const { data, info } = await image.raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

describe('laplacianVariance', () => {
  it('is large for sharp edges and falls as the picture is blurred', async () => {
    const sharpBoard = await chequerboard();
    const soft = await chequerboard(2);
    const blurred = await chequerboard(6);
    const a = laplacianVariance(sharpBoard.data, sharpBoard.width, sharpBoard.height);
    const b = laplacianVariance(soft.data, soft.width, soft.height);
    const c = laplacianVariance(blurred.data, blurred.width, blurred.height);
    expect(a).toBeGreaterThan(b);
    expect(b).toBeGreaterThan(c);
    expect(c).toBeLessThan(a / 5);
  });

  it('is 0 for a flat picture and for one too small to have inner pixels', () => {
    expect(laplacianVariance(new Uint8Array(100).fill(128), 10, 10)).toBe(0);
    expect(laplacianVariance(new Uint8Array([1, 200, 3, 4]), 2, 2)).toBe(0);
  });
});

describe('lightness', () => {
  it('answers the mean grey level and the share of burnt-out pixels', () => {
    const grey = new Uint8Array([0, 100, 200, 255]);
    expect(lightness(grey)).toEqual({ mean: 138.75, clipped: 0.25 });
  });

  it('calls a picture without pixels black', () => {
    expect(lightness(new Uint8Array(0))).toEqual({ mean: 0, clipped: 0 });
  });
});
