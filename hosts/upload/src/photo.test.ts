import { describe, expect, it } from 'vitest';
import { fitWithin, MAX_SIDE, sniffPhotoType } from './photo';

describe('photo preparation', () => {
  it('knows PNG and JPEG by their first bytes and nothing else', () => {
    expect(sniffPhotoType(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe(
      'image/png',
    );
    expect(sniffPhotoType(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(sniffPhotoType(new TextEncoder().encode('GIF89a'))).toBeNull();
    expect(sniffPhotoType(new TextEncoder().encode('<svg xmlns='))).toBeNull();
    expect(sniffPhotoType(new Uint8Array())).toBeNull();
  });

  it('scales the longest side down to the limit, keeping the proportions, and never enlarges', () => {
    expect(fitWithin(4000, 3000)).toEqual({ width: MAX_SIDE, height: 1800 });
    expect(fitWithin(3024, 4032)).toEqual({ width: 1800, height: MAX_SIDE });
    expect(fitWithin(800, 600)).toEqual({ width: 800, height: 600 });
    expect(fitWithin(10000, 1, 100)).toEqual({ width: 100, height: 1 });
  });
});
