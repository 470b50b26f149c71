import { deflateSync, crc32 as zlibCrc32 } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { crc32, jpegWithDpi, pngWithDpi } from './density';

async function png(): Promise<Uint8Array> {
  return new Uint8Array(
    await sharp({ create: { width: 4, height: 3, channels: 3, background: '#336699' } })
      .png()
      .toBuffer(),
  );
}

describe('resolution in encoded pages', () => {
  it('computes the CRC-32 zlib does', () => {
    const bytes = deflateSync(Buffer.from('pHYs and more'));
    if (typeof zlibCrc32 === 'function') expect(crc32(bytes)).toBe(zlibCrc32(bytes));
    expect(crc32(new TextEncoder().encode('IEND'))).toBe(0xae426082);
  });

  it('adds one pHYs chunk after IHDR and replaces an existing one', async () => {
    const once = pngWithDpi(await png(), 300);
    const twice = pngWithDpi(once, 150);
    for (const [bytes, dpi] of [
      [once, 300],
      [twice, 150],
    ] as const) {
      const text = Buffer.from(bytes).toString('latin1');
      expect(text.split('pHYs')).toHaveLength(2);
      expect(text.indexOf('pHYs')).toBeLessThan(text.indexOf('IDAT'));
      const meta = await sharp(bytes).metadata();
      expect(Math.round(meta.density!)).toBe(dpi);
      expect(meta.width).toBe(4);
    }
  });

  it('adds a JFIF segment with the density in dots per inch, or sets it in an existing one', async () => {
    const encoded = new Uint8Array(
      await sharp({ create: { width: 4, height: 3, channels: 3, background: '#336699' } })
        .jpeg()
        .toBuffer(),
    );
    // Whatever sharp put first, a JPEG without a JFIF APP0 gets one after SOI.
    const added = jpegWithDpi(encoded, 240);
    expect(Buffer.from(added.subarray(6, 11)).toString('latin1')).toBe('JFIF\0');
    expect((await sharp(added).metadata()).density).toBe(240);
    await sharp(added).raw().toBuffer();
    // An existing JFIF segment is rewritten in place.
    const set = jpegWithDpi(added, 300);
    expect(set.length).toBe(added.length);
    expect([set[13], (set[14]! << 8) | set[15]!, (set[16]! << 8) | set[17]!]).toEqual([1, 300, 300]);
    expect((await sharp(set).metadata()).density).toBe(300);
  });
});
