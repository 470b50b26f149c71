/**
 * The command line of `@album/print` for operators and scripts: renders an album exported as JSON (the REST
 * answer's `data.album`, or `{ data: { album } }`) with its image files from a folder, without a server or a queue.
 *
 *   album-print --album album.json --images ./files --mode album_softcover_inside --format pdf --dpi 300 --out x.pdf
 *
 * Options follow the render query of the editor specification (section 2): `--mode`, `--format`, `--resolution`
 * (which blob field of each image to read, default original), `--dpi`, `--range 1-3,5`, and the switches
 * `--show-stickers`, `--include-cover`, `--include-bleed`, `--compress`. Invalid enumerations fall back as in the
 * render query.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { fromNested, parseRenderQuery, type AlbumPayload, type RenderResolution } from '@album/editor-core';
import { composePrint } from '../compose/compose';
import { printSettingsOf } from '../compose/settings';
import type { PrintImageSource } from '../pdf/pdf-images';
import { writePrintJob, type PrintJobResult } from '../output/render-job';

/** The usage text. */
export const USAGE =
  'album-print --album <album.json> --images <folder> --mode <mode> --format <pdf|jpg|png|zip> --dpi <n> ' +
  '--out <file or folder> [--range 1-3,5] [--resolution original|full|large|medium|small] [--show-stickers] ' +
  '[--include-cover] [--include-bleed] [--compress]';

function albumOf(json: unknown): AlbumPayload {
  const wrapped = json as { data?: { album?: AlbumPayload } };
  return wrapped.data?.album ?? (json as AlbumPayload);
}

/** Image bytes read from `folder` by the file name of the album image's blob for `resolution`. */
export function folderImages(
  album: AlbumPayload,
  folder: string,
  resolution: RenderResolution,
): PrintImageSource {
  const byId = new Map(album.images.map((image) => [image.id, image]));
  return async (imageId) => {
    const blob = byId.get(imageId)?.blob;
    const file = blob?.[resolution] ?? blob?.original ?? blob?.full;
    if (!file) return null;
    return new Uint8Array(await readFile(join(folder, file)));
  };
}

/** Runs the command line with `argv` (without node and script); progress goes to `log`. */
export async function runCli(
  argv: readonly string[],
  log: (line: string) => void = () => undefined,
): Promise<PrintJobResult> {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      album: { type: 'string' },
      images: { type: 'string' },
      mode: { type: 'string' },
      format: { type: 'string' },
      resolution: { type: 'string' },
      dpi: { type: 'string' },
      range: { type: 'string' },
      out: { type: 'string' },
      'show-stickers': { type: 'boolean', default: false },
      'include-cover': { type: 'boolean', default: false },
      'include-bleed': { type: 'boolean', default: false },
      compress: { type: 'boolean', default: false },
    },
  });
  if (!values.album || !values.out) throw new Error(`usage: ${USAGE}`);
  const query = parseRenderQuery({
    mode: values.mode,
    format: values.format,
    resolution: values.resolution,
    dpi: values.dpi,
    range: values.range,
    showStickers: values['show-stickers'] ? '1' : '0',
    includeCover: values['include-cover'] ? '1' : '0',
    includeBleed: values['include-bleed'] ? '1' : '0',
    compress: values.compress ? '1' : '0',
  });
  const album = albumOf(JSON.parse(await readFile(values.album, 'utf8')));
  const doc = fromNested(album);
  const composition = composePrint(
    doc,
    { title: album.title, releaseDate: album.releaseDate },
    printSettingsOf(query),
  );
  const result = await writePrintJob(composition, {
    format: query.format,
    dpi: query.dpi ?? 300,
    compress: query.compress,
    images: folderImages(album, values.images ?? '.', query.resolution ?? 'original'),
    out: values.out,
    onProgress: (done, total) => log(`page ${done}/${total}`),
  });
  log(`${query.mode} ${query.format}: ${result.pages} pages → ${result.files.join(', ')}`);
  return result;
}
