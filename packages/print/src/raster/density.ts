/**
 * The resolution written into encoded pages, so layout programs and print shops place a 300 dpi page at its size:
 * JPEG gets a JFIF APP0 segment with density units 1 (dots per inch) and the dpi, PNG a `pHYs` chunk in pixels per
 * metre. CanvasKit's encoders write neither (its JFIF header says 1:1 aspect without units). Pure byte surgery, no
 * Node API, so the browser-side raster can use it too.
 */

const INCH_PER_METRE = 1 / 0.0254;

let crcTable: Uint32Array | null = null;

/** CRC-32 of PNG chunks (ISO 3309, as zlib computes it). */
export function crc32(bytes: Uint8Array): number {
  if (!crcTable) {
    crcTable = new Uint32Array(256);
    for (let n = 0; n < 256; n++) {
      let c = n;
      for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
      crcTable[n] = c >>> 0;
    }
  }
  let crc = 0xffffffff;
  for (const b of bytes) crc = crcTable[(crc ^ b) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function u16(value: number): [number, number] {
  return [(value >> 8) & 0xff, value & 0xff];
}

/** JPEG with a JFIF APP0 segment giving `dpi` in dots per inch (replacing an existing JFIF APP0 one). */
export function jpegWithDpi(bytes: Uint8Array, dpi: number): Uint8Array {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) throw new Error('not a JPEG file');
  const density = Math.max(1, Math.min(0xffff, Math.round(dpi)));
  const isJfif =
    bytes[2] === 0xff &&
    bytes[3] === 0xe0 &&
    bytes[6] === 0x4a && // J
    bytes[7] === 0x46 && // F
    bytes[8] === 0x49 && // I
    bytes[9] === 0x46 && // F
    bytes[10] === 0x00;
  if (isJfif) {
    const out = bytes.slice();
    // APP0: FF E0, length (2), "JFIF\0", version (2), units (1), Xdensity (2), Ydensity (2), thumbnail…
    out[13] = 1;
    [out[14], out[15]] = u16(density);
    [out[16], out[17]] = u16(density);
    return out;
  }
  const app0 = new Uint8Array([
    0xff,
    0xe0,
    0x00,
    0x10,
    0x4a,
    0x46,
    0x49,
    0x46,
    0x00,
    0x01,
    0x01,
    0x01,
    ...u16(density),
    ...u16(density),
    0,
    0,
  ]);
  const out = new Uint8Array(bytes.length + app0.length);
  out.set(bytes.subarray(0, 2), 0);
  out.set(app0, 2);
  out.set(bytes.subarray(2), 2 + app0.length);
  return out;
}

function readU32(bytes: Uint8Array, at: number): number {
  return ((bytes[at]! << 24) | (bytes[at + 1]! << 16) | (bytes[at + 2]! << 8) | bytes[at + 3]!) >>> 0;
}

function writeU32(out: Uint8Array, at: number, value: number): void {
  out[at] = (value >>> 24) & 0xff;
  out[at + 1] = (value >>> 16) & 0xff;
  out[at + 2] = (value >>> 8) & 0xff;
  out[at + 3] = value & 0xff;
}

/** PNG with a `pHYs` chunk giving `dpi` as pixels per metre (replacing an existing one), right after IHDR. */
export function pngWithDpi(bytes: Uint8Array, dpi: number): Uint8Array {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (signature.some((b, i) => bytes[i] !== b)) throw new Error('not a PNG file');
  const ppm = Math.round(dpi * INCH_PER_METRE);
  const chunk = new Uint8Array(21);
  writeU32(chunk, 0, 9);
  chunk.set([0x70, 0x48, 0x59, 0x73], 4); // pHYs
  writeU32(chunk, 8, ppm);
  writeU32(chunk, 12, ppm);
  chunk[16] = 1; // unit: metre
  writeU32(chunk, 17, crc32(chunk.subarray(4, 17)));
  const parts: Uint8Array[] = [bytes.subarray(0, 8)];
  let at = 8;
  while (at + 8 <= bytes.length) {
    const length = readU32(bytes, at);
    const type = String.fromCharCode(...bytes.subarray(at + 4, at + 8));
    const end = at + 12 + length;
    if (type !== 'pHYs') parts.push(bytes.subarray(at, end));
    if (type === 'IHDR') parts.push(chunk);
    at = end;
  }
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let offset = 0;
  for (const p of parts) {
    out.set(p, offset);
    offset += p.length;
  }
  return out;
}

/** Encoded page bytes with the resolution written in. */
export function withDpi(bytes: Uint8Array, format: 'png' | 'jpg', dpi: number): Uint8Array {
  return format === 'png' ? pngWithDpi(bytes, dpi) : jpegWithDpi(bytes, dpi);
}
