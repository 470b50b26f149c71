/**
 * The one entry the render worker and the command line call: a composed job written as PDF, JPG/PNG pages or a
 * ZIP of pages.
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import type { RenderFormat } from '@album/editor-core';
import { createSceneRenderer, type SceneRenderer } from '@album/render-canvaskit/node';
import { nodeFontLoader } from '@album/fonts/node';
import type { Composition, OutputPage } from '../compose/types';
import type { PrintImageSource } from '../pdf/pdf-images';
import { writePdf } from '../pdf/pdf-writer';
import { writeRasterPages } from '../raster/raster-writer';
import { NothingToPrintError } from './errors';
import { scaledImageSource } from '../raster/scaled-images';
import { imageScales } from './scenes';
import type { PdfColorMode } from '../pdf/pdf-cmyk';
import { openZip } from '../zip/zip-writer';

/** Options of `writePrintJob`. */
export interface PrintJobOptions {
  format: RenderFormat;
  dpi: number;
  /** PDF: deflate content streams. */
  compress?: boolean;
  /** PDF: `rgb` (sRGB-tagged, default) or `cmyk` (converted through the output intent's profile). */
  colorMode?: PdfColorMode;
  /** ZIP: the format of the page files inside (default jpg). */
  zipPages?: 'jpg' | 'png';
  /** JPEG quality of JPG pages (default 92). */
  quality?: number;
  /** Print-quality bytes of each album image (the host picks the rendition the job asks for). */
  images: PrintImageSource;
  /** pdf and zip: the file to write; jpg and png: the folder that receives one file per page. */
  out: string;
  onProgress?: (done: number, total: number) => void;
  /**
   * A renderer to reuse (its image loader must read from `images`); one is created and disposed otherwise. Raster
   * output through an own renderer decodes images scaled down to what the dpi needs; a given renderer decodes them
   * as its loader supplies them.
   */
  renderer?: SceneRenderer;
}

/** What was written. */
export interface PrintJobResult {
  pages: number;
  /** The files written (one for pdf and zip). */
  files: string[];
}

/** A CanvasKit renderer with the vendored fonts and the job's images. */
export function createPrintRenderer(images: PrintImageSource): Promise<SceneRenderer> {
  return createSceneRenderer({ fonts: nodeFontLoader, images: (id) => images(id) });
}

/** Writes a composed job in the asked format. */
export async function writePrintJob(
  composition: Composition,
  options: PrintJobOptions,
): Promise<PrintJobResult> {
  if (composition.pages.length === 0) throw new NothingToPrintError(composition.mode);
  // Every image is read once per job: libvips' operation cache would only keep decoded photos alive.
  sharp.cache(false);
  const rasterImages =
    options.format === 'pdf'
      ? options.images
      : scaledImageSource(options.images, imageScales(composition, options.dpi));
  const renderer = options.renderer ?? (await createPrintRenderer(rasterImages));
  try {
    return await write(composition, options, renderer);
  } catch (error) {
    // A failed job leaves no half-written file behind for a host to mistake for a result.
    if (options.format === 'pdf' || options.format === 'zip') await rm(options.out, { force: true });
    throw error;
  } finally {
    if (!options.renderer) renderer.dispose();
  }
}

/**
 * The file name of output page `index` of `total`: its position zero-padded (at least 3 digits), then its name, so
 * names sort in page order (`001-cover-outside.jpg`, `002-cover-inside.jpg`, `003-page-002.jpg`; `spread-10-11`
 * would otherwise sort before `spread-2-3`).
 */
export function pageFileName(page: OutputPage, index: number, total: number, format: 'jpg' | 'png'): string {
  const digits = Math.max(3, String(total).length);
  return `${String(index + 1).padStart(digits, '0')}-${page.name}.${format}`;
}

/** Writes the pages in the asked format with a ready renderer. */
async function write(
  composition: Composition,
  options: PrintJobOptions,
  renderer: SceneRenderer,
): Promise<PrintJobResult> {
  const pages = composition.pages.length;
  if (options.format === 'pdf') {
    await writePdf(composition, options.out, {
      dpi: options.dpi,
      compress: options.compress ?? false,
      colorMode: options.colorMode ?? 'rgb',
      images: options.images,
      renderer,
      onProgress: options.onProgress,
    });
    return { pages, files: [options.out] };
  }
  if (options.format === 'zip') {
    const format = options.zipPages ?? 'jpg';
    const zip = openZip(options.out);
    try {
      await writeRasterPages(
        composition,
        { dpi: options.dpi, format, quality: options.quality, renderer, onProgress: options.onProgress },
        (page, i, bytes) => zip.add(pageFileName(page, i, pages, format), bytes, { compress: false }),
      );
    } finally {
      await zip.close();
    }
    return { pages, files: [options.out] };
  }
  const format = options.format;
  await mkdir(options.out, { recursive: true });
  const files: string[] = [];
  await writeRasterPages(
    composition,
    { dpi: options.dpi, format, quality: options.quality, renderer, onProgress: options.onProgress },
    async (page, i, bytes) => {
      const path = join(options.out, pageFileName(page, i, pages, format));
      await writeFile(path, bytes);
      files.push(path);
    },
  );
  return { pages, files };
}
