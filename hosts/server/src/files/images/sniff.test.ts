import { describe, expect, it } from 'vitest';
import { sniffType } from './sniff';

const bytes = (...values: number[]) => Uint8Array.from(values);
const text = (value: string) => new TextEncoder().encode(value);

describe('sniffType', () => {
  it('recognises raster images by their signatures', () => {
    expect(sniffType(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10))).toBe('jpeg');
    expect(sniffType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe('png');
    expect(sniffType(text('GIF89a....'))).toBe('gif');
    expect(sniffType(text('RIFF\u0000\u0000\u0000\u0000WEBPVP8 '))).toBe('webp');
    expect(sniffType(bytes(0x49, 0x49, 0x2a, 0x00, 8, 0, 0, 0))).toBe('tiff');
    expect(sniffType(text('\u0000\u0000\u0000\u0018ftypheic'))).toBe('heic');
    expect(sniffType(text('\u0000\u0000\u0000\u0018ftypavif'))).toBe('avif');
  });

  it('recognises documents that are not images, whatever their name', () => {
    expect(sniffType(text('%PDF-1.7\n%âãÏÓ'))).toBe('pdf');
    expect(sniffType(bytes(0x50, 0x4b, 0x03, 0x04, 0x14))).toBe('zip');
    expect(sniffType(bytes(0x1f, 0x8b, 0x08, 0))).toBe('gzip');
    expect(sniffType(text('hello, plain text'))).toBe('unknown');
    expect(sniffType(bytes())).toBe('unknown');
  });

  it('recognises SVG after a BOM, declaration, comments and doctype', () => {
    expect(sniffType(text('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBe('svg');
    expect(sniffType(text('\uFEFF  <?xml version="1.0"?>\n<!-- made by hand -->\n<svg width="1">'))).toBe(
      'svg',
    );
    expect(
      sniffType(text('<?xml version="1.0"?><!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "x.dtd"><svg>')),
    ).toBe('svg');
    expect(sniffType(text('<!DOCTYPE svg [<!ENTITY a "b">]><svg>'))).toBe('svg');
    expect(sniffType(text('<svg:svg xmlns:svg="http://www.w3.org/2000/svg">'))).toBe('svg');
  });

  it('does not take other markup for SVG', () => {
    expect(sniffType(text('<html><svg></svg></html>'))).toBe('unknown');
    expect(sniffType(text('<svgfoo>'))).toBe('unknown');
    expect(sniffType(text('<?xml version="1.0"'))).toBe('unknown');
  });
});
