/**
 * Renders an album with a job's settings through `@album/print`: the one render function of the render thread (jobs
 * of the queue) and of the command line (`npm run render`).
 */
import { mkdir, rename, rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { fromNested, type AlbumPayload, type ExportJobParams } from '@album/editor-core';
import {
  NothingToPrintError,
  composePrint,
  printSettingsOf,
  writePrintJob,
  type PrintImageSource,
} from '@album/print';

export interface RenderAlbumOptions {
  album: AlbumPayload;
  settings: ExportJobParams;
  /** Print-quality bytes of each image. */
  images: PrintImageSource;
  /**
   * The file to write: the PDF or ZIP, or the page of a one-page JPG/PNG render. JPG/PNG renders of several pages
   * become one ZIP of the pages here, or, with `pagesAsFolder`, one file per page in the folder `out`.
   */
  out: string;
  pagesAsFolder?: boolean;
  /** Pages written so far, of `total`. */
  onProgress?: (done: number, total: number) => void;
}

/** What was written. */
export interface RenderedAlbum {
  pages: number;
  /** The files written: one, unless pages went to a folder. */
  files: string[];
  contentType: string;
  /** File name extension of the result (`pdf`, `zip`, `jpg`, `png`). */
  extension: string;
}

const CONTENT_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  zip: 'application/zip',
  jpg: 'image/jpeg',
  png: 'image/png',
};

function rendered(pages: number, files: string[], extension: string): RenderedAlbum {
  return { pages, files, extension, contentType: CONTENT_TYPES[extension]! };
}

/** Composes the album's pages for the settings and writes them. Throws `NothingToPrintError` for no pages. */
export async function renderAlbum(options: RenderAlbumOptions): Promise<RenderedAlbum> {
  const { album, settings, images, out, onProgress } = options;
  const composition = composePrint(
    fromNested(album),
    { title: album.title, releaseDate: album.releaseDate },
    printSettingsOf(settings),
  );
  const pages = composition.pages.length;
  if (pages === 0) throw new NothingToPrintError(settings.mode);
  const base = {
    dpi: settings.dpi,
    compress: settings.compress,
    colorMode: settings.colorMode ?? 'rgb',
    images,
    onProgress,
  };
  await mkdir(dirname(out), { recursive: true });

  if (settings.format === 'pdf' || settings.format === 'zip') {
    // A ZIP of the render query holds JPG pages.
    await writePrintJob(composition, { ...base, format: settings.format, zipPages: 'jpg', out });
    return rendered(pages, [out], settings.format);
  }
  const format = settings.format;
  if (options.pagesAsFolder) {
    const result = await writePrintJob(composition, { ...base, format, out });
    return rendered(pages, result.files, format);
  }
  if (pages > 1) {
    await writePrintJob(composition, { ...base, format: 'zip', zipPages: format, out });
    return rendered(pages, [out], 'zip');
  }
  const folder = join(dirname(out), `.${basename(out)}.pages`);
  try {
    const result = await writePrintJob(composition, { ...base, format, out: folder });
    await rename(result.files[0]!, out);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
  return rendered(pages, [out], format);
}
