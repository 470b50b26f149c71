/**
 * Which print files an order needs, and the render settings of each. Every order gets the softcover cover (one
 * sheet: outside and inside around the spine), the inside pages and the sticker sheets; orders packed as
 * stickerpacks (random packs of 4, specification 001 section 9) also get the stickerpack sheets. Orders packed as
 * boxes of one subject (`stickerbox_single_variety`) are cut from the sticker sheets, so they need no file of their
 * own (a render job cannot ask for boxes: its parameters have no packaging, and the render jobs are left as they
 * are). All are print PDFs with bleed and marks, images at their original resolution.
 */
import type { ExportJobParams, RenderMode } from '@album/editor-core';
import type { TransferJob } from '../../db/schema';
import { parseRenderJobRequest } from '../../render-jobs/settings';

export type ProductionKind = TransferJob['kind'];

/** A file of the transfer. */
export interface ProductionFile {
  kind: ProductionKind;
  mode: RenderMode;
  /** Its name inside the ZIP. */
  fileName: string;
}

const FILES: Record<ProductionKind, ProductionFile> = {
  cover: { kind: 'cover', mode: 'album_softcover', fileName: 'cover.pdf' },
  inside: { kind: 'inside', mode: 'album_softcover_inside', fileName: 'inside.pdf' },
  stickers: { kind: 'stickers', mode: 'stickers', fileName: 'stickers.pdf' },
  stickerpack: { kind: 'stickerpack', mode: 'stickerpack', fileName: 'stickerpack.pdf' },
};

/** The files an order with this packaging needs, in their order in the ZIP. */
export function productionFiles(packaging: 'stickerpack' | 'stickerbox_single_variety'): ProductionFile[] {
  const files = [FILES.cover, FILES.inside, FILES.stickers];
  return packaging === 'stickerpack' ? [...files, FILES.stickerpack] : files;
}

/** The file of a kind. */
export function productionFile(kind: ProductionKind): ProductionFile {
  return FILES[kind];
}

/**
 * The render settings of a file at `dpi`, checked by the same rules as the jobs panel's (so the transfer's jobs
 * are jobs the panel could have started, and reuse their results).
 */
export function productionSettings(albumId: string, file: ProductionFile, dpi: number): ExportJobParams {
  return parseRenderJobRequest({
    render_job: {
      params: {
        album_id: albumId,
        mode: file.mode,
        format: 'pdf',
        resolution: 'original',
        dpi,
        showStickers: true,
        includeCover: false,
        includeBleed: true,
        compress: true,
        range: '',
      },
    },
  }).settings;
}
