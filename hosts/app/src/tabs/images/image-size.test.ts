import { describe, expect, it } from 'vitest';
import { pixelSizeOf, readPixelSize } from './image-size';

function png(width: number, height: number): Uint8Array {
  const bytes = new Uint8Array(33);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  const view = new DataView(bytes.buffer);
  view.setUint32(16, width);
  view.setUint32(20, height);
  return bytes;
}

/** A JPEG with an APP1 segment of `appLength` bytes before a baseline frame header. */
function jpeg(width: number, height: number, appLength = 20): Uint8Array {
  const bytes: number[] = [0xff, 0xd8, 0xff, 0xe1, (appLength + 2) >> 8, (appLength + 2) & 0xff];
  bytes.push(...new Array<number>(appLength).fill(0));
  bytes.push(0xff, 0xc0, 0, 17, 8, height >> 8, height & 0xff, width >> 8, width & 0xff, 3);
  return new Uint8Array(bytes);
}

describe('pixelSizeOf', () => {
  it('reads the size of a PNG from its IHDR chunk', () => {
    expect(pixelSizeOf(png(8000, 5000))).toEqual({ width: 8000, height: 5000 });
  });

  it('reads the size of a JPEG from its frame header after other segments', () => {
    expect(pixelSizeOf(jpeg(6000, 4000, 3000))).toEqual({ width: 6000, height: 4000 });
  });

  it('answers null for other formats and truncated headers', () => {
    expect(pixelSizeOf(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(pixelSizeOf(jpeg(10, 10).subarray(0, 30))).toBeNull();
    expect(pixelSizeOf(new Uint8Array(0))).toBeNull();
  });
});

describe('readPixelSize', () => {
  it('reads the header of a file', async () => {
    expect(await readPixelSize(new Blob([png(640, 480) as BlobPart]))).toEqual({ width: 640, height: 480 });
  });
});
