import { describe, expect, it } from 'vitest';
import { adler32, crc32, encodePng, zlibStored } from './png';

interface NodeZlib {
  inflateSync(data: Uint8Array): Uint8Array;
}
const zlib = (globalThis as { process: { getBuiltinModule(id: string): unknown } }).process.getBuiltinModule(
  'node:zlib',
) as NodeZlib;

function bytes(text: string): Uint8Array {
  return Uint8Array.from(text, (c) => c.charCodeAt(0));
}

describe('checksums', () => {
  it('match the published check values', () => {
    expect(crc32(bytes('123456789'))).toBe(0xcbf43926);
    expect(adler32(bytes('Wikipedia'))).toBe(0x11e60398);
    expect(crc32(new Uint8Array(0))).toBe(0);
  });
});

describe('zlibStored', () => {
  it('round-trips through a real inflater, across the 65,535-byte block limit', () => {
    for (const size of [0, 1, 65535, 65536, 200_000]) {
      const data = Uint8Array.from({ length: size }, (_, i) => (i * 31) & 0xff);
      expect(new Uint8Array(zlib.inflateSync(zlibStored(data)))).toEqual(data);
    }
  });
});

describe('encodePng', () => {
  it('writes signature, IHDR and a decodable IDAT', () => {
    const data = Uint8Array.from({ length: 3 * 2 * 4 }, (_, i) => i * 10);
    const png = encodePng({ width: 3, height: 2, channels: 4, data });
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const view = new DataView(png.buffer);
    expect(String.fromCharCode(...png.subarray(12, 16))).toBe('IHDR');
    expect(view.getUint32(16)).toBe(3);
    expect(view.getUint32(20)).toBe(2);
    expect(png[25]).toBe(6);
    expect(view.getUint32(29)).toBe(crc32(png, 12, 29));
    const idatLength = view.getUint32(33);
    expect(String.fromCharCode(...png.subarray(37, 41))).toBe('IDAT');
    const raw = new Uint8Array(zlib.inflateSync(png.subarray(41, 41 + idatLength)));
    expect(raw).toHaveLength(2 * (1 + 12));
    expect([...raw.subarray(1, 13)]).toEqual([...data.subarray(0, 12)]);
    expect(String.fromCharCode(...png.subarray(png.length - 8, png.length - 4))).toBe('IEND');
  });

  it('uses colour type 2 for RGB and rejects mismatched data', () => {
    expect(encodePng({ width: 1, height: 1, channels: 3, data: new Uint8Array(3) })[25]).toBe(2);
    expect(() => encodePng({ width: 2, height: 2, channels: 3, data: new Uint8Array(3) })).toThrow(
      RangeError,
    );
  });
});
