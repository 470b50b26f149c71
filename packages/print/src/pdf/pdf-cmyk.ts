/**
 * CMYK output for printers that ask for it: every colour of the page converted through the output intent's CMYK
 * profile (littleCMS inside sharp/libvips, the same transform for vector colours and photos), so the file holds
 * DeviceCMYK only and the printer's RIP has nothing left to convert. The default PDF/X output stays RGB tagged as
 * sRGB, converted by the RIP (see docs/print.md).
 */
import { deflateSync } from 'node:zlib';
import type { Paint, Scene, SceneItem } from '@album/editor-core';
import sharp, { type Sharp } from 'sharp';
import type { PdfDoc, PdfImage } from './pdfkit-internals';

/** The colour space the PDF's content is written in. */
export type PdfColorMode = 'rgb' | 'cmyk';

/** The colour modes, the first the default. */
export const PDF_COLOR_MODES: readonly PdfColorMode[] = ['rgb', 'cmyk'];

/** A CMYK colour in percent, as pdfkit takes it. */
export type Cmyk = [number, number, number, number];

/** `#rrggbb[aa]` → the six hex digits, lower case. */
function rgbKey(color: string): string {
  return (color.startsWith('#') ? color.slice(1) : color).slice(0, 6).toLowerCase().padEnd(6, '0');
}

/**
 * sRGB colours converted to CMYK through one profile. Conversion is asynchronous (sharp), drawing is not: the
 * writer `prepare`s every colour of a page's scenes first, then `cmyk` answers from the table.
 */
export class CmykColors {
  private readonly table = new Map<string, Cmyk>();

  constructor(private readonly profilePath: string) {}

  /** Converts the colours not yet known, all in one pass through the profile. */
  async prepare(colors: Iterable<string>): Promise<void> {
    const missing = [...new Set([...colors].map(rgbKey))].filter((key) => !this.table.has(key));
    if (missing.length === 0) return;
    const pixels = Buffer.from(
      missing.flatMap((key) => [0, 2, 4].map((i) => parseInt(key.slice(i, i + 2), 16) || 0)),
    );
    const { data } = await sharp(pixels, { raw: { width: missing.length, height: 1, channels: 3 } })
      .withIccProfile(this.profilePath, { attach: false })
      .raw()
      .toBuffer({ resolveWithObject: true });
    missing.forEach((key, i) => {
      // Pure black is K only: a 4-colour black under small text shows every registration error of the press.
      const cmyk: Cmyk =
        key === '000000'
          ? [0, 0, 0, 100]
          : ([0, 1, 2, 3].map((c) => Math.round((data[i * 4 + c]! / 255) * 1000) / 10) as Cmyk);
      this.table.set(key, cmyk);
    });
  }

  /** The CMYK of a prepared colour. */
  cmyk(color: string): Cmyk {
    const value = this.table.get(rgbKey(color));
    if (!value) throw new Error(`CMYK of ${color} was not prepared`);
    return value;
  }
}

function paintColors(paint: Paint | null, out: Set<string>): void {
  if (!paint) return;
  if (paint.kind === 'solid') out.add(paint.color);
  else for (const color of paint.colors) out.add(color);
}

function itemColors(items: readonly SceneItem[], out: Set<string>): void {
  for (const item of items) {
    switch (item.kind) {
      case 'shape':
        paintColors(item.fill, out);
        if (item.stroke) out.add(item.stroke.color);
        break;
      case 'image':
        paintColors(item.placeholder, out);
        if (item.stroke) out.add(item.stroke.color);
        break;
      case 'text':
        paintColors(item.fill, out);
        if (item.stroke) out.add(item.stroke.color);
        for (const paragraph of item.paragraphs) for (const run of paragraph.runs) out.add(run.color);
        break;
      case 'group':
        itemColors(item.children, out);
        break;
      case 'comment':
        break;
    }
  }
}

/** Every colour a scene paints (background, fills, strokes, gradient stops, text). */
export function sceneColors(scene: Scene): Set<string> {
  const out = new Set<string>();
  paintColors(scene.background, out);
  itemColors(scene.items, out);
  return out;
}

let cmykImages = 0;

/**
 * A CMYK image XObject from sharp's pipeline of the prepared pixels: the colour converted through the profile and
 * JPEG-compressed (libvips writes Adobe-style inverted CMYK, hence the Decode array), the alpha channel, if any, as a
 * Flate-compressed soft mask. Made directly because pdfkit opens only RGB PNGs and JPEGs as they are.
 */
export async function cmykImage(
  doc: PdfDoc,
  pipeline: Sharp,
  alpha: boolean,
  profilePath: string,
  quality: number,
): Promise<PdfImage> {
  const colour = alpha ? pipeline.clone().removeAlpha() : pipeline;
  const jpeg = await colour
    .withIccProfile(profilePath, { attach: false })
    .jpeg({ quality })
    .toBuffer({ resolveWithObject: true });
  const { width, height } = jpeg.info;
  const data: Record<string, unknown> = {
    Type: 'XObject',
    Subtype: 'Image',
    Width: width,
    Height: height,
    BitsPerComponent: 8,
    ColorSpace: 'DeviceCMYK',
    Filter: 'DCTDecode',
    Decode: [1, 0, 1, 0, 1, 0, 1, 0],
  };
  if (alpha) {
    const mask = await pipeline.clone().extractChannel('alpha').raw().toBuffer();
    const smask = doc.ref({
      Type: 'XObject',
      Subtype: 'Image',
      Width: width,
      Height: height,
      BitsPerComponent: 8,
      ColorSpace: 'DeviceGray',
      Filter: 'FlateDecode',
    });
    smask.end(deflateSync(mask));
    data.SMask = smask;
  }
  const obj = doc.ref(data);
  obj.end(jpeg.data);
  return { width, height, label: `ICmyk${++cmykImages}`, obj };
}
