/**
 * Images of the PDF: each image frame's visible part of the source is cut out, scaled down to the output dpi and
 * colour-adjusted once with sharp (the filter, grayscale and gradient map through render-canvaskit's `adjustPixels`, the
 * same pixel maths the CanvasKit renderer applies), then embedded once and reused by every identical use. Crop
 * rotation and flips stay in the placement matrix: exact, and no resampling beyond the one scale-down.
 */
import { invert, multiply, scaling, applyToPoint, type ImageItem, type Matrix } from '@album/editor-core';
import { adjustPixels, imageAdjustments } from '@album/render-canvaskit';
import sharp, { type Sharp } from 'sharp';
import { cmykImage } from './pdf-cmyk';
import type { PdfDoc, PdfImage } from './pdfkit-internals';

/** Supplies the print-quality bytes of an album image; null when it has none. */
export type PrintImageSource = (imageId: string) => Promise<Uint8Array | null>;

/** A prepared image: the XObject and the matrix mapping its unit square into the frame's local space. */
export interface PlacedImage {
  image: PdfImage;
  /** Unit square (top-left origin) to frame-local mm. */
  matrix: Matrix;
}

const MM_PER_INCH = 25.4;
/** JPEG quality of embedded photos. */
export const PDF_JPEG_QUALITY = 92;

interface SourceInfo {
  bytes: Uint8Array;
  width: number;
  height: number;
  alpha: boolean;
}

/** Prepared images of one document; `release` forgets an image's source bytes after its last page. */
export class PdfImages {
  /** Opened images by source, region, size and adjustments: identical uses share one XObject. */
  private readonly opened = new Map<string, Promise<PdfImage>>();
  private readonly sources = new Map<string, Promise<SourceInfo | null>>();

  /**
   * `cmykProfile`: convert the pixels to CMYK through this profile (CMYK output); without it images stay sRGB
   * JPEG or PNG.
   */
  constructor(
    private readonly doc: PdfDoc,
    private readonly source: PrintImageSource,
    private readonly dpi: number,
    private readonly cmykProfile: string | null = null,
  ) {}

  private info(imageId: string): Promise<SourceInfo | null> {
    let job = this.sources.get(imageId);
    if (!job) {
      job = (async () => {
        const bytes = await this.source(imageId);
        if (!bytes) return null;
        const meta = await sharp(bytes).autoOrient().metadata();
        const oriented = (meta.orientation ?? 1) >= 5;
        const width = oriented ? meta.height : meta.width;
        const height = oriented ? meta.width : meta.height;
        return width && height ? { bytes, width, height, alpha: meta.hasAlpha === true } : null;
      })();
      this.sources.set(imageId, job);
    }
    return job;
  }

  /**
   * The image of a frame, prepared for a frame drawn at `deviceScale` (mm on the page per frame-local mm). Null
   * when the image is missing or nothing of it is visible.
   */
  async prepare(item: ImageItem, deviceScale: number): Promise<PlacedImage | null> {
    const info = await this.info(item.imageId);
    if (!info) return null;
    // The crop maps pixels of the source as its details describe it; the file may have another size.
    const sx = item.sourceWidth > 0 ? item.sourceWidth / info.width : 1;
    const sy = item.sourceHeight > 0 ? item.sourceHeight / info.height : 1;
    const toFrame = multiply(item.crop, scaling(sx, sy));
    if (toFrame[0] * toFrame[3] - toFrame[1] * toFrame[2] === 0) return null;
    const toSource = invert(toFrame);
    const corners = [
      [0, 0],
      [item.width, 0],
      [0, item.height],
      [item.width, item.height],
    ].map(([x, y]) => applyToPoint(toSource, x!, y!));
    const left = Math.max(0, Math.floor(Math.min(...corners.map((p) => p.x)) - 1));
    const top = Math.max(0, Math.floor(Math.min(...corners.map((p) => p.y)) - 1));
    const right = Math.min(info.width, Math.ceil(Math.max(...corners.map((p) => p.x)) + 1));
    const bottom = Math.min(info.height, Math.ceil(Math.max(...corners.map((p) => p.y)) + 1));
    if (right <= left || bottom <= top) return null;
    const region = { left, top, width: right - left, height: bottom - top };
    // Output pixels per source pixel: never above 1 (no upscaling), enough for the dpi otherwise.
    const mmPerPixel = Math.hypot(toFrame[0], toFrame[1]) * deviceScale;
    const factor = Math.min(1, (mmPerPixel * this.dpi) / MM_PER_INCH);
    const outWidth = Math.max(1, Math.round(region.width * factor));
    const outHeight = Math.max(1, Math.round(region.height * factor));
    const adjustments = imageAdjustments(item);
    const key = JSON.stringify([item.imageId, region, outWidth, outHeight, adjustments]);
    let opening = this.opened.get(key);
    if (!opening) {
      opening = this.open(info, region, outWidth, outHeight, adjustments);
      this.opened.set(key, opening);
    }
    const image = await opening;
    return { image, matrix: multiply(toFrame, [region.width, 0, 0, region.height, region.left, region.top]) };
  }

  private async open(
    info: SourceInfo,
    region: { left: number; top: number; width: number; height: number },
    width: number,
    height: number,
    adjustments: ReturnType<typeof imageAdjustments>,
  ): Promise<PdfImage> {
    const pipeline = await this.pixels(info, region, width, height, adjustments);
    if (this.cmykProfile)
      return cmykImage(this.doc, pipeline, info.alpha, this.cmykProfile, PDF_JPEG_QUALITY);
    const out = info.alpha
      ? await pipeline.png({ compressionLevel: 6 }).toBuffer()
      : await pipeline.flatten({ background: '#ffffff' }).jpeg({ quality: PDF_JPEG_QUALITY }).toBuffer();
    return this.doc.openImage(out);
  }

  /** The region cut out, scaled and colour-adjusted, as a sharp pipeline still to encode. */
  private async pixels(
    { bytes, alpha }: SourceInfo,
    region: { left: number; top: number; width: number; height: number },
    width: number,
    height: number,
    adjustments: ReturnType<typeof imageAdjustments>,
  ): Promise<Sharp> {
    let pipeline = sharp(bytes).autoOrient().extract(region);
    if (width !== region.width || height !== region.height) {
      pipeline = pipeline.resize(width, height, { fit: 'fill', kernel: 'lanczos3' });
    }
    if (adjustments) {
      const raw = await pipeline.ensureAlpha().raw().toBuffer({ resolveWithObject: true });
      adjustPixels(adjustments, raw.data);
      pipeline = sharp(raw.data, { raw: { width: raw.info.width, height: raw.info.height, channels: 4 } });
      if (!alpha) pipeline = pipeline.removeAlpha();
    }
    return pipeline;
  }

  /** Forgets an image's source bytes (its embedded XObjects stay reusable). */
  release(imageId: string): void {
    this.sources.delete(imageId);
  }
}
