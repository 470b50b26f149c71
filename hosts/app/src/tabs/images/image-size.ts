/**
 * The pixel size of a PNG or JPEG read from its first bytes, so the 32-megapixel rule (spec section 5) can be checked
 * before a large file is sent, without decoding the picture.
 */

/** Width and height in pixels. */
export interface PixelSize {
  width: number;
  height: number;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** JPEG start-of-frame markers (every SOFn except DHT 0xC4, JPG 0xC8 and DAC 0xCC). */
function isStartOfFrame(marker: number): boolean {
  return marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
}

function pngSize(bytes: Uint8Array): PixelSize | null {
  if (bytes.length < 24 || !PNG_SIGNATURE.every((b, i) => bytes[i] === b)) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

function jpegSize(bytes: Uint8Array): PixelSize | null {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let offset = 2;
  while (offset + 4 <= bytes.length) {
    if (bytes[offset] !== 0xff) return null;
    const marker = bytes[offset + 1] ?? 0;
    // Fill bytes and markers without a length (RSTn, TEM) carry no segment.
    if (marker === 0xff) {
      offset += 1;
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8)) {
      offset += 2;
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return null;
    const length = view.getUint16(offset + 2);
    if (isStartOfFrame(marker)) {
      if (offset + 9 > bytes.length) return null;
      return { height: view.getUint16(offset + 5), width: view.getUint16(offset + 7) };
    }
    offset += 2 + length;
  }
  return null;
}

/** The pixel size in a PNG or JPEG header, or null for other formats and truncated or broken headers. */
export function pixelSizeOf(bytes: Uint8Array): PixelSize | null {
  return pngSize(bytes) ?? jpegSize(bytes);
}

/**
 * How many leading bytes are read: enough for a PNG header and for the frame header of JPEGs carrying large EXIF
 * blocks and thumbnails before it.
 */
export const HEADER_BYTES = 256 * 1024;

/** The pixel size of a file, or null when its header does not tell (SVG, unreadable files). */
export async function readPixelSize(file: Blob): Promise<PixelSize | null> {
  try {
    const buffer = await file.slice(0, HEADER_BYTES).arrayBuffer();
    return pixelSizeOf(new Uint8Array(buffer));
  } catch {
    return null;
  }
}
