/**
 * The command line of `@album/print` for operators and scripts: renders an album exported as JSON (the REST
 * answer's `data.album`, or `{ data: { album } }`) with its image files from a folder, without a server or a queue.
 *
 *   album-print --album album.json --images ./files --mode album_softcover_inside --format pdf --dpi 300 --out x.pdf
 *
 * Options follow the render query of the editor specification (section 2): `--mode`, `--format`, `--resolution`
 * (which blob field of each image to read, default original), `--dpi`, `--range 1-3,5`, and the switches
 * `--show-stickers`, `--include-cover`, `--include-bleed`, `--compress`. Invalid enumerations fall back as in the
 * render query. `--color cmyk` converts a PDF's colours and images to CMYK through the output intent's profile
 * (default `rgb`: sRGB-tagged RGB, see docs/print.md); any other value is refused.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import {
  albumOrder,
  fromNested,
  parseRenderQuery,
  type AlbumDocument,
  type AlbumPayload,
  type RenderResolution,
} from '@album/editor-core';
import { composePrint } from '../compose/compose';
import { printSettingsOf } from '../compose/settings';
import type { Composition, PrintSettings } from '../compose/types';
import { PDF_COLOR_MODES, type PdfColorMode } from '../pdf/pdf-cmyk';
import type { PrintImageSource } from '../pdf/pdf-images';
import { writePrintJob, type PrintJobResult } from '../output/render-job';
import { CliFailure, EXIT_CODES } from './failures';
import { checkOutputPath } from './output-path';

/** Spreads a softcover needs (cover: last, first, second and second-to-last spreads). */
export const SOFTCOVER_MIN_SPREADS = 4;

/** The usage text. */
export const USAGE =
  'album-print --album <album.json> --images <folder> --mode <mode> --format <pdf|jpg|png|zip> --dpi <n> ' +
  '--out <file or folder> [--range 1-3,5] [--resolution original|full|large|medium|small] [--show-stickers] ' +
  '[--include-cover] [--include-bleed] [--compress] [--color rgb|cmyk]';

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

function argumentsOf(argv: readonly string[]) {
  try {
    return parseArgs({
      args: [...argv],
      options: OPTIONS,
    }).values;
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    throw new CliFailure('print.cli.badArguments', { detail, usage: USAGE }, EXIT_CODES.usage);
  }
}

/**
 * Why `composition` has no pages, or which range numbers lie outside the album, as a failure (null when the job
 * selects pages and its range is inside the album).
 */
export function selectionFailure(
  doc: AlbumDocument,
  settings: PrintSettings,
  composition: Composition,
  rangeText: string,
): CliFailure | null {
  const softcover =
    settings.mode === 'album_softcover' ||
    (settings.mode === 'album_softcover_inside' && settings.includeCover);
  const spreads = albumOrder(doc).spreads.length;
  if (softcover && spreads < SOFTCOVER_MIN_SPREADS)
    return new CliFailure(
      'print.cli.tooFewSpreads',
      { spreads, min: SOFTCOVER_MIN_SPREADS },
      EXIT_CODES.nothingToPrint,
    );
  if (settings.range.length > 0) {
    const all = composePrint(doc, composition.meta, { ...settings, range: [] });
    const pageModes = ['album_softcover_inside', 'spread', 'album_check', 'current_spread'].includes(
      settings.mode,
    );
    const count = pageModes ? Math.max(0, ...all.pages.flatMap((p) => p.pageNumbers)) : all.pages.length;
    if (settings.range.some((n) => n < 1 || n > count) || composition.pages.length === 0)
      return new CliFailure('print.cli.rangeOutside', { range: rangeText, count }, EXIT_CODES.nothingToPrint);
  }
  if (composition.pages.length === 0)
    return new CliFailure('print.cli.nothingToPrint', { mode: settings.mode }, EXIT_CODES.nothingToPrint);
  return null;
}

const OPTIONS = {
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
  color: { type: 'string' },
} as const;

/** `--color`: rgb (default) or cmyk, in any case; anything else is a usage failure. */
export function colorModeOf(value: string | undefined): PdfColorMode {
  if (value === undefined) return 'rgb';
  const mode = PDF_COLOR_MODES.find((m) => m === value.trim().toLowerCase());
  if (!mode)
    throw new CliFailure(
      'print.cli.badArguments',
      { detail: `--color ${value}: ${PDF_COLOR_MODES.join(', ')}`, usage: USAGE },
      EXIT_CODES.usage,
    );
  return mode;
}

/**
 * Runs the command line with `argv` (without node and script); progress goes to `log`. Every failure is a
 * `CliFailure` (see `failures.ts`; `main.ts` prints it translated with its exit code); the arguments, the output
 * path and the page selection are checked before anything is rendered.
 */
export async function runCli(
  argv: readonly string[],
  log: (line: string) => void = () => undefined,
): Promise<PrintJobResult> {
  const values = argumentsOf(argv);
  if (!values.album || !values.out)
    throw new CliFailure('print.cli.usage', { usage: USAGE }, EXIT_CODES.usage);
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
  const colorMode = colorModeOf(values.color);
  checkOutputPath(values.out, query.format === 'jpg' || query.format === 'png' ? 'folder' : 'file');
  let album: AlbumPayload;
  let doc: AlbumDocument;
  try {
    album = albumOf(JSON.parse(await readFile(values.album, 'utf8')));
    doc = fromNested(album);
  } catch {
    throw new CliFailure('print.cli.albumUnreadable', { path: values.album }, EXIT_CODES.usage);
  }
  const settings = printSettingsOf(query);
  const composition = composePrint(doc, { title: album.title, releaseDate: album.releaseDate }, settings);
  const refused = selectionFailure(doc, settings, composition, values.range ?? '');
  if (refused) throw refused;
  const result = await writePrintJob(composition, {
    format: query.format,
    dpi: query.dpi ?? 300,
    compress: query.compress,
    colorMode,
    images: folderImages(album, values.images ?? '.', query.resolution ?? 'original'),
    out: values.out,
    onProgress: (done, total) => log(`page ${done}/${total}`),
  });
  log(`${query.mode} ${query.format}: ${result.pages} pages → ${result.files.join(', ')}`);
  return result;
}
