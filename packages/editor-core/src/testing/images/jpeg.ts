/**
 * A minimal baseline JPEG encoder (JFIF, YCbCr 4:4:4, 8-bit) for deterministic test images. It favours simplicity
 * over size: Huffman tables are flat (every DC category gets a 4-bit code, every AC symbol an 8-bit code), which
 * every decoder accepts and which needs no statistics.
 */
import type { RawImage } from './png';

/** The quantisation tables of ITU T.81 Annex K, in natural (row-major) order. */
const LUMA_QUANT = [
  16, 11, 10, 16, 24, 40, 51, 61, 12, 12, 14, 19, 26, 58, 60, 55, 14, 13, 16, 24, 40, 57, 69, 56, 14, 17, 22,
  29, 51, 87, 80, 62, 18, 22, 37, 56, 68, 109, 103, 77, 24, 35, 55, 64, 81, 104, 113, 92, 49, 64, 78, 87, 103,
  121, 120, 101, 72, 92, 95, 98, 112, 100, 103, 99,
];
const CHROMA_QUANT = [
  17,
  18,
  24,
  47,
  99,
  99,
  99,
  99,
  18,
  21,
  26,
  66,
  99,
  99,
  99,
  99,
  24,
  26,
  56,
  99,
  99,
  99,
  99,
  99,
  47,
  66,
  99,
  99,
  99,
  99,
  99,
  99,
  ...Array<number>(32).fill(99),
];

/** Natural index of the i-th coefficient in zigzag order, computed by walking the anti-diagonals. */
export const ZIGZAG: readonly number[] = (() => {
  const order: number[] = [];
  for (let s = 0; s < 15; s++) {
    const cells: number[] = [];
    for (let row = 0; row < 8; row++) {
      const col = s - row;
      if (col >= 0 && col < 8) cells.push(row * 8 + col);
    }
    // Even diagonals run bottom-left to top-right, odd ones top-right to bottom-left.
    order.push(...(s % 2 === 0 ? cells.reverse() : cells));
  }
  return order;
})();

function scaledTable(base: readonly number[], quality: number): number[] {
  const q = Math.min(100, Math.max(1, Math.round(quality)));
  const scale = q < 50 ? 5000 / q : 200 - 2 * q;
  return base.map((v) => Math.min(255, Math.max(1, Math.floor((v * scale + 50) / 100))));
}

interface HuffmanTable {
  /** Number of codes of each length 1..16. */
  bits: number[];
  /** Symbols in code order. */
  values: number[];
  /** Code and length by symbol. */
  codes: Map<number, { code: number; length: number }>;
}

function flatTable(values: number[], length: number): HuffmanTable {
  const bits = Array<number>(16).fill(0);
  bits[length - 1] = values.length;
  const codes = new Map<number, { code: number; length: number }>();
  // Canonical codes of one length are consecutive from 0; the all-ones code stays unused as T.81 requires.
  values.forEach((v, i) => codes.set(v, { code: i, length }));
  return { bits, values, codes };
}

const DC_SYMBOLS = Array.from({ length: 12 }, (_, i) => i);
const AC_SYMBOLS = [0x00, 0xf0];
for (let run = 0; run < 16; run++) for (let size = 1; size <= 10; size++) AC_SYMBOLS.push((run << 4) | size);
const DC_TABLE = flatTable(DC_SYMBOLS, 4);
const AC_TABLE = flatTable(AC_SYMBOLS, 8);

/** cos((2x + 1)·u·π / 16), with the 1/√2 normalisation of u = 0 folded in. */
const COS = (() => {
  const table = new Float64Array(64);
  for (let u = 0; u < 8; u++) {
    const c = u === 0 ? Math.SQRT1_2 : 1;
    for (let x = 0; x < 8; x++) table[u * 8 + x] = c * Math.cos(((2 * x + 1) * u * Math.PI) / 16);
  }
  return table;
})();

/** Separable forward DCT of one 8×8 block (row-major in, row-major out). */
function forwardDct(block: Float64Array): Float64Array {
  const tmp = new Float64Array(64);
  const out = new Float64Array(64);
  for (let y = 0; y < 8; y++) {
    for (let u = 0; u < 8; u++) {
      let sum = 0;
      for (let x = 0; x < 8; x++) sum += block[y * 8 + x]! * COS[u * 8 + x]!;
      tmp[y * 8 + u] = sum / 2;
    }
  }
  for (let u = 0; u < 8; u++) {
    for (let v = 0; v < 8; v++) {
      let sum = 0;
      for (let y = 0; y < 8; y++) sum += tmp[y * 8 + u]! * COS[v * 8 + y]!;
      out[v * 8 + u] = sum / 2;
    }
  }
  return out;
}

class BitWriter {
  private bytes: number[] = [];
  private buffer = 0;
  private count = 0;

  write(code: number, length: number): void {
    for (let i = length - 1; i >= 0; i--) {
      this.buffer = (this.buffer << 1) | ((code >>> i) & 1);
      this.count++;
      if (this.count === 8) this.flushByte();
    }
  }

  private flushByte(): void {
    this.bytes.push(this.buffer);
    // A 0xff inside entropy-coded data must be followed by a stuffed zero byte.
    if (this.buffer === 0xff) this.bytes.push(0);
    this.buffer = 0;
    this.count = 0;
  }

  finish(): number[] {
    while (this.count !== 0) this.write(1, 1);
    return this.bytes;
  }
}

function category(value: number): number {
  let v = Math.abs(value);
  let n = 0;
  while (v > 0) {
    n++;
    v >>= 1;
  }
  return n;
}

function writeValue(writer: BitWriter, value: number, size: number): void {
  if (size === 0) return;
  writer.write(value < 0 ? value + (1 << size) - 1 : value, size);
}

function encodeBlock(
  writer: BitWriter,
  coefficients: Float64Array,
  quant: readonly number[],
  previousDc: number,
): number {
  const q = new Int32Array(64);
  for (let i = 0; i < 64; i++) {
    const k = ZIGZAG[i]!;
    // Baseline AC codes carry at most 10 magnitude bits (DC differences 11).
    q[i] = Math.max(-1023, Math.min(1023, Math.round(coefficients[k]! / quant[k]!)));
  }
  const dc = q[0]!;
  const diff = dc - previousDc;
  const dcSize = category(diff);
  const dcCode = DC_TABLE.codes.get(dcSize)!;
  writer.write(dcCode.code, dcCode.length);
  writeValue(writer, diff, dcSize);

  let run = 0;
  for (let i = 1; i < 64; i++) {
    const v = q[i]!;
    if (v === 0) {
      run++;
      continue;
    }
    while (run > 15) {
      const zrl = AC_TABLE.codes.get(0xf0)!;
      writer.write(zrl.code, zrl.length);
      run -= 16;
    }
    const size = category(v);
    const code = AC_TABLE.codes.get((run << 4) | size)!;
    writer.write(code.code, code.length);
    writeValue(writer, v, size);
    run = 0;
  }
  if (run > 0) {
    const eob = AC_TABLE.codes.get(0x00)!;
    writer.write(eob.code, eob.length);
  }
  return dc;
}

function segment(marker: number, payload: number[]): number[] {
  const length = payload.length + 2;
  return [0xff, marker, length >> 8, length & 0xff, ...payload];
}

function huffmanSegment(tableClass: 0 | 1, id: 0 | 1, table: HuffmanTable): number[] {
  return [(tableClass << 4) | id, ...table.bits, ...table.values];
}

/** Encodes RGB or RGBA pixels (alpha is dropped) as a baseline JPEG file of the given quality (1-100). */
export function encodeJpeg(image: RawImage, quality = 90): Uint8Array {
  const { width, height, channels, data } = image;
  if (data.length !== width * height * channels) throw new RangeError('pixel data does not match the size');
  const luma = scaledTable(LUMA_QUANT, quality);
  const chroma = scaledTable(CHROMA_QUANT, quality);

  const header: number[] = [0xff, 0xd8];
  header.push(...segment(0xe0, [0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0]));
  header.push(...segment(0xdb, [0, ...ZIGZAG.map((k) => luma[k]!), 1, ...ZIGZAG.map((k) => chroma[k]!)]));
  header.push(
    ...segment(0xc0, [
      8,
      height >> 8,
      height & 0xff,
      width >> 8,
      width & 0xff,
      3,
      1,
      0x11,
      0,
      2,
      0x11,
      1,
      3,
      0x11,
      1,
    ]),
  );
  header.push(
    ...segment(0xc4, [
      ...huffmanSegment(0, 0, DC_TABLE),
      ...huffmanSegment(1, 0, AC_TABLE),
      ...huffmanSegment(0, 1, DC_TABLE),
      ...huffmanSegment(1, 1, AC_TABLE),
    ]),
  );
  header.push(...segment(0xda, [3, 1, 0x00, 2, 0x11, 3, 0x11, 0, 63, 0]));

  const writer = new BitWriter();
  const previous = [0, 0, 0];
  const planes = [new Float64Array(64), new Float64Array(64), new Float64Array(64)] as const;
  for (let by = 0; by < height; by += 8) {
    for (let bx = 0; bx < width; bx += 8) {
      for (let y = 0; y < 8; y++) {
        for (let x = 0; x < 8; x++) {
          // Edge blocks repeat the last row and column, which keeps the padding invisible after decoding.
          const px = Math.min(width - 1, bx + x);
          const py = Math.min(height - 1, by + y);
          const o = (py * width + px) * channels;
          const r = data[o]!;
          const g = data[o + 1]!;
          const b = data[o + 2]!;
          const i = y * 8 + x;
          planes[0][i] = 0.299 * r + 0.587 * g + 0.114 * b - 128;
          planes[1][i] = -0.168736 * r - 0.331264 * g + 0.5 * b;
          planes[2][i] = 0.5 * r - 0.418688 * g - 0.081312 * b;
        }
      }
      for (let c = 0; c < 3; c++) {
        previous[c] = encodeBlock(
          writer,
          forwardDct(planes[c as 0 | 1 | 2]),
          c === 0 ? luma : chroma,
          previous[c]!,
        );
      }
    }
  }
  const entropy = writer.finish();
  const out = new Uint8Array(header.length + entropy.length + 2);
  out.set(header, 0);
  out.set(entropy, header.length);
  out[out.length - 2] = 0xff;
  out[out.length - 1] = 0xd9;
  return out;
}
