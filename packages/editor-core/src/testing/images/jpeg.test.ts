import { describe, expect, it } from 'vitest';
import { encodeJpeg, ZIGZAG } from './jpeg';

function image(width: number, height: number) {
  const data = new Uint8Array(width * height * 3);
  for (let i = 0; i < width * height; i++) {
    data[i * 3] = (i * 7) & 0xff;
    data[i * 3 + 1] = (i * 3) & 0xff;
    data[i * 3 + 2] = 255 - ((i * 5) & 0xff);
  }
  return { width, height, channels: 3 as const, data };
}

/** Marker codes of the segments before the entropy-coded data. */
function markers(jpeg: Uint8Array): number[] {
  const found: number[] = [];
  let o = 2;
  while (o < jpeg.length) {
    expect(jpeg[o]).toBe(0xff);
    const marker = jpeg[o + 1]!;
    found.push(marker);
    const length = (jpeg[o + 2]! << 8) | jpeg[o + 3]!;
    o += 2 + length;
    if (marker === 0xda) break;
  }
  return found;
}

describe('ZIGZAG', () => {
  it('is the zigzag permutation of 8×8', () => {
    expect(ZIGZAG.slice(0, 10)).toEqual([0, 1, 8, 16, 9, 2, 3, 10, 17, 24]);
    expect(ZIGZAG.slice(-4)).toEqual([47, 55, 62, 63]);
    expect([...ZIGZAG].sort((a, b) => a - b)).toEqual(Array.from({ length: 64 }, (_, i) => i));
  });
});

describe('encodeJpeg', () => {
  it('writes a baseline JFIF with its segments in order and ends with EOI', () => {
    const jpeg = encodeJpeg(image(20, 13));
    expect([jpeg[0], jpeg[1]]).toEqual([0xff, 0xd8]);
    expect(markers(jpeg)).toEqual([0xe0, 0xdb, 0xc0, 0xc4, 0xda]);
    expect([jpeg[jpeg.length - 2], jpeg[jpeg.length - 1]]).toEqual([0xff, 0xd9]);
    const sof = jpeg.indexOf(0xc0, 2) + 1;
    expect((jpeg[sof + 3]! << 8) | jpeg[sof + 4]!).toBe(13);
    expect((jpeg[sof + 5]! << 8) | jpeg[sof + 6]!).toBe(20);
  });

  it('stuffs every 0xff in the entropy data', () => {
    const jpeg = encodeJpeg(image(64, 64), 95);
    let start = 2;
    while (jpeg[start + 1] !== 0xda) start += 2 + ((jpeg[start + 2]! << 8) | jpeg[start + 3]!);
    start += 2 + ((jpeg[start + 2]! << 8) | jpeg[start + 3]!);
    for (let i = start; i < jpeg.length - 2; i++) if (jpeg[i] === 0xff) expect(jpeg[i + 1]).toBe(0);
  });

  it('is deterministic and smaller at lower quality', () => {
    const img = image(32, 32);
    expect(encodeJpeg(img, 80)).toEqual(encodeJpeg(img, 80));
    expect(encodeJpeg(img, 30).length).toBeLessThan(encodeJpeg(img, 95).length);
  });

  it('accepts RGBA and rejects mismatched data', () => {
    expect(encodeJpeg({ width: 1, height: 1, channels: 4, data: new Uint8Array(4) }).length).toBeGreaterThan(
      100,
    );
    expect(() => encodeJpeg({ width: 2, height: 2, channels: 3, data: new Uint8Array(3) })).toThrow(
      RangeError,
    );
  });
});
