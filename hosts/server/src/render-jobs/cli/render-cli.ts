/**
 * `npm run render -- --album <id> --mode <mode> --format <pdf|jpg|png|zip> --dpi <n> --out <file>`: renders an album
 * of the local database (the server's configuration: DATA_DIR or DATABASE_URL, STORAGE_URL) without the queue, for
 * operators and scripts. It captures the album as a render job would and runs the same render function, in this
 * process. On embedded PGlite only one process may open the data folder: while a server holds it (its lock file,
 * `data-lock/lock-file.ts`), the snapshot comes from that server (`via-server.ts`) and only the render runs here;
 * otherwise the command line takes the lock itself, so that no server starts on the folder meanwhile.
 *
 * Further options: `--resolution original|full|large|medium|small` (default original), `--range 1-3,5`, and the
 * switches `--show-stickers`, `--include-cover`, `--include-bleed`, `--compress`. The settings are checked by the
 * rules of the jobs panel. JPG and PNG renders of several pages write one file per page into the folder `--out`.
 */
import { parseArgs } from 'node:util';
import { fromNested } from '@album/editor-core';
import {
  checkOutputPath,
  composePrint,
  failureOf,
  formatCliFailure,
  printSettingsOf,
  selectionFailure,
} from '@album/print';
import { createApp } from '../../app';
import { loadConfig, type ServerConfig } from '../../config';
import type { CoreContext } from '../../core-context';
import { HttpError } from '../../http/errors';
import { isId } from '../../http/ids';
import { prepareDatabase } from '../../server';
import { DataLockHeldError, dataLockHolder, heldError } from '../../data-lock/lock-file';
import { localServerOf } from '../../data-lock/local-client';
import { RenderCliError } from './errors';
import { snapshotViaServer } from './via-server';
import type { DatabaseHandle } from '../../db/connect';
import { defaultModules } from '../../modules';
import { createStorage } from '../../files/storage';
import { parseRenderJobRequest } from '../settings';
import { captureSnapshot, type RenderJobSnapshot } from '../snapshot';
import { renderAlbum, type RenderedAlbum } from '../worker/render-album';
import { storageImages } from '../worker/storage-images';

/** The usage text. */
export const RENDER_CLI_USAGE =
  'npm run render -- --album <id> --mode <mode> --format <pdf|jpg|png|zip> --dpi <n> --out <file> ' +
  '[--range 1-3,5] [--resolution original|full|large|medium|small] [--show-stickers] [--include-cover] ' +
  '[--include-bleed] [--compress]';

export { RenderCliError };

export interface RenderCliOptions {
  /** The environment the configuration is read from (default `process.env`). */
  env?: Record<string, string | undefined>;
  /** Progress and result lines. */
  log?: (line: string) => void;
}

function argumentsOf(argv: readonly string[]) {
  try {
    return parseArgs({
      args: [...argv],
      options: {
        album: { type: 'string' },
        mode: { type: 'string', default: 'album_softcover_inside' },
        format: { type: 'string', default: 'pdf' },
        resolution: { type: 'string', default: 'original' },
        dpi: { type: 'string', default: '300' },
        range: { type: 'string', default: '' },
        out: { type: 'string' },
        'show-stickers': { type: 'boolean', default: false },
        'include-cover': { type: 'boolean', default: false },
        'include-bleed': { type: 'boolean', default: false },
        compress: { type: 'boolean', default: false },
        help: { type: 'boolean', default: false },
      },
    }).values;
  } catch (error) {
    throw new RenderCliError(
      `${error instanceof Error ? error.message : String(error)}\nusage: ${RENDER_CLI_USAGE}`,
    );
  }
}

/** Renders with an open database; the context is built as the server builds it. */
async function renderWith(
  database: DatabaseHandle,
  env: Record<string, string | undefined>,
  values: ReturnType<typeof argumentsOf>,
  log: (line: string) => void,
): Promise<RenderedAlbum> {
  const config = loadConfig(env);
  const { app, ctx } = await createApp({
    config: { ...config, logLevel: 'silent' },
    database,
    modules: defaultModules,
    logger: false,
    maintenance: false,
  });
  try {
    const { settings } = parseRequest(values);
    const album = await findAlbum(ctx, values.album!);
    const snapshot = await captureSnapshot(ctx, album, settings.resolution);
    return await renderSnapshot(snapshot, config, values, log);
  } finally {
    await app.close();
  }
}

/** The render itself, from a snapshot taken here or by the running server. */
async function renderSnapshot(
  snapshot: RenderJobSnapshot,
  config: ServerConfig,
  values: ReturnType<typeof argumentsOf>,
  log: (line: string) => void,
): Promise<RenderedAlbum> {
  const { settings } = parseRequest(values);
  // The selection is checked before rendering, so the message says why nothing would print.
  const doc = fromNested(snapshot.album);
  const printSettings = printSettingsOf(settings);
  const composition = composePrint(
    doc,
    { title: snapshot.album.title, releaseDate: snapshot.album.releaseDate },
    printSettings,
  );
  const refused = selectionFailure(doc, printSettings, composition, values.range ?? '');
  if (refused) throw refused;
  log(`${snapshot.album.title}: ${settings.mode} ${settings.format} at ${settings.dpi} dpi`);
  const result = await renderAlbum({
    album: snapshot.album,
    settings,
    images: storageImages(createStorage(config.storage), snapshot.files),
    out: values.out!,
    pagesAsFolder: true,
    onProgress: (done, total) => log(`page ${done}/${total}`),
  });
  log(`${result.pages} pages → ${result.files.join(', ')}`);
  return result;
}

function parseRequest(values: ReturnType<typeof argumentsOf>) {
  try {
    return parseRenderJobRequest({
      render_job: {
        params: {
          album_id: values.album,
          mode: values.mode,
          format: values.format,
          resolution: values.resolution,
          dpi: values.dpi,
          range: values.range,
          showStickers: values['show-stickers'],
          includeCover: values['include-cover'],
          includeBleed: values['include-bleed'],
          compress: values.compress,
        },
      },
    });
  } catch (error) {
    if (error instanceof HttpError) {
      const lines = (error.details ?? [{ message: error.message }]).map((detail) => detail.message);
      throw new RenderCliError(lines.join('\n'));
    }
    throw error;
  }
}

async function findAlbum(ctx: CoreContext, id: string) {
  const album = isId(id)
    ? await ctx.db.selectFrom('albums').selectAll().where('id', '=', id).executeTakeFirst()
    : undefined;
  if (!album) throw new RenderCliError(`No album with the id ${id} in this database`);
  return album;
}

/**
 * Runs the command line with `argv` (without node and script). Opens (and migrates) the configured database, or
 * uses `database` when given (tests), and closes what it opened. Every failure is a `RenderCliError` whose message
 * is one line for the user (the print failures translated as `album-print` shows them) and never a stack.
 */
export async function runRenderCli(
  argv: readonly string[],
  options: RenderCliOptions & { database?: DatabaseHandle } = {},
): Promise<RenderedAlbum> {
  const env = options.env ?? process.env;
  try {
    return await run(argv, options, env);
  } catch (error) {
    if (error instanceof RenderCliError) throw error;
    const failure = failureOf(error);
    throw new RenderCliError(await formatCliFailure(failure, env), failure.exitCode);
  }
}

async function run(
  argv: readonly string[],
  options: RenderCliOptions & { database?: DatabaseHandle },
  env: Record<string, string | undefined>,
): Promise<RenderedAlbum> {
  const log = options.log ?? (() => undefined);
  const values = argumentsOf(argv);
  if (values.help || !values.album || !values.out) throw new RenderCliError(`usage: ${RENDER_CLI_USAGE}`);
  // Refused before the database is opened: a device, a FIFO or a read-only folder would fail (or block) at the end.
  checkOutputPath(values.out, values.format === 'jpg' || values.format === 'png' ? 'folder' : 'file', {
    createParents: true,
  });
  const config = loadConfig(env);
  if (!options.database && !config.databaseUrl) {
    const holder = heldBy(config.dataDir);
    if (holder) {
      const server = localServerOf(holder);
      if (!server) throw new RenderCliError(heldError(config.dataDir, holder).message);
      const { settings } = parseRequest(values);
      log(`The server at ${server.url} holds the data folder: rendering through it`);
      const snapshot = await snapshotViaServer(server, values.album, settings.resolution);
      return renderSnapshot(snapshot, config, values, log);
    }
  }
  const database = options.database ?? (await openOrExplain(config));
  try {
    return await renderWith(database, env, values, log);
  } finally {
    if (!options.database) await database.close();
  }
}

function heldBy(dataDir: string) {
  try {
    return dataLockHolder(dataDir);
  } catch (error) {
    if (error instanceof DataLockHeldError) throw new RenderCliError(error.message);
    throw error;
  }
}

async function openOrExplain(config: ServerConfig): Promise<DatabaseHandle> {
  try {
    return await prepareDatabase(config, 'npm run render');
  } catch (error) {
    if (error instanceof DataLockHeldError) throw new RenderCliError(error.message);
    throw error;
  }
}
