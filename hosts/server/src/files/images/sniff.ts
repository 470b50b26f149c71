/**
 * Recognises a file's real type from its first bytes, whatever its name or declared content type says.
 */

export type SniffedType =
  | 'jpeg'
  | 'png'
  | 'svg'
  | 'gif'
  | 'webp'
  | 'bmp'
  | 'tiff'
  | 'heic'
  | 'avif'
  | 'pdf'
  | 'zip'
  | 'gzip'
  | 'unknown';

/** What a sniffed type is called in messages (short name, and with its article), and its media type. */
export const TYPE_INFO: Record<SniffedType, { name: string; described: string; mime: string }> = {
  jpeg: { name: 'JPEG', described: 'a JPEG image', mime: 'image/jpeg' },
  png: { name: 'PNG', described: 'a PNG image', mime: 'image/png' },
  svg: { name: 'SVG', described: 'an SVG image', mime: 'image/svg+xml' },
  gif: { name: 'GIF', described: 'a GIF image', mime: 'image/gif' },
  webp: { name: 'WebP', described: 'a WebP image', mime: 'image/webp' },
  bmp: { name: 'BMP', described: 'a BMP image', mime: 'image/bmp' },
  tiff: { name: 'TIFF', described: 'a TIFF image', mime: 'image/tiff' },
  heic: { name: 'HEIC', described: 'an HEIC image', mime: 'image/heic' },
  avif: { name: 'AVIF', described: 'an AVIF image', mime: 'image/avif' },
  pdf: { name: 'PDF', described: 'a PDF document', mime: 'application/pdf' },
  zip: { name: 'ZIP', described: 'a ZIP archive (or an office document)', mime: 'application/zip' },
  gzip: { name: 'gzip', described: 'a gzip-compressed file', mime: 'application/gzip' },
  unknown: {
    name: 'unknown',
    described: 'in a format we do not recognise',
    mime: 'application/octet-stream',
  },
};

/** How many leading bytes `sniffType` needs at most. */
export const SNIFF_BYTES = 4096;

function startsWith(bytes: Uint8Array, signature: number[], offset = 0): boolean {
  if (bytes.length < offset + signature.length) return false;
  return signature.every((byte, i) => bytes[offset + i] === byte);
}

function ascii(bytes: Uint8Array, start: number, end: number): string {
  return String.fromCharCode(...bytes.subarray(start, Math.min(end, bytes.length)));
}

/**
 * True when the text begins (after a BOM, white space, an XML declaration, comments and a doctype) with an
 * `<svg` element.
 */
function looksLikeSvg(bytes: Uint8Array): boolean {
  let text = new TextDecoder('utf-8', { fatal: false }).decode(bytes.subarray(0, SNIFF_BYTES));
  text = text.replace(/^\uFEFF/, '');
  for (;;) {
    const trimmed = text.trimStart();
    if (trimmed.startsWith('<?')) {
      const end = trimmed.indexOf('?>');
      if (end < 0) return false;
      text = trimmed.slice(end + 2);
    } else if (trimmed.startsWith('<!--')) {
      const end = trimmed.indexOf('-->');
      if (end < 0) return false;
      text = trimmed.slice(end + 3);
    } else if (/^<!DOCTYPE/i.test(trimmed)) {
      // A doctype may carry an internal subset in brackets.
      const bracket = trimmed.indexOf('[');
      const close = trimmed.indexOf('>');
      if (close < 0) return false;
      if (bracket >= 0 && bracket < close) {
        const subsetEnd = trimmed.indexOf(']>', bracket);
        if (subsetEnd < 0) return false;
        text = trimmed.slice(subsetEnd + 2);
      } else text = trimmed.slice(close + 1);
    } else {
      return /^<svg[\s>/]/.test(trimmed) || /^<[A-Za-z_][\w.-]*:svg[\s>/]/.test(trimmed);
    }
  }
}

/** The real type of a file from its first bytes (pass at least `SNIFF_BYTES` when the file is that long). */
export function sniffType(bytes: Uint8Array): SniffedType {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a') return 'gif';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  if (ascii(bytes, 0, 5) === '%PDF-') return 'pdf';
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) return 'zip';
  if (startsWith(bytes, [0x1f, 0x8b])) return 'gzip';
  if (ascii(bytes, 0, 2) === 'BM' && bytes.length >= 14) return 'bmp';
  if (startsWith(bytes, [0x49, 0x49, 0x2a, 0x00]) || startsWith(bytes, [0x4d, 0x4d, 0x00, 0x2a]))
    return 'tiff';
  if (ascii(bytes, 4, 8) === 'ftyp') {
    const brand = ascii(bytes, 8, 12);
    if (brand === 'avif' || brand === 'avis') return 'avif';
    if (['heic', 'heix', 'hevc', 'hevx', 'mif1', 'msf1'].includes(brand)) return 'heic';
  }
  if (looksLikeSvg(bytes)) return 'svg';
  return 'unknown';
}
