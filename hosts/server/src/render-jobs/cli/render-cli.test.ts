import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgliteTemplate } from '../../../test/template';
import { createApp } from '../../app';
import { loadConfig } from '../../config';
import { openDatabase } from '../../db/connect';
import { defaultModules } from '../../modules';
import { DEMO_USERS, seedDemoData } from '../../seed/seed';
import { RenderCliError, runRenderCli } from './render-cli';

const run = promisify(execFile);

let dataDir: string;
let albumId: string;
const env = () => ({ DATA_DIR: dataDir, AUTH_SECRET: 'test-secret-of-at-least-32-characters!!' });

beforeAll(async () => {
  // A data directory as `npm start` leaves it: the embedded database with the demo albums.
  dataDir = await mkdtemp(join(tmpdir(), 'render-cli-'));
  const database = await openDatabase({
    pgliteDataDir: join(dataDir, 'pglite'),
    pgliteLoad: new Blob([await readFile(await pgliteTemplate())]),
  });
  const { app, ctx } = await createApp({
    config: loadConfig({ ...env(), LOG_LEVEL: 'silent' }),
    database,
    modules: defaultModules,
    logger: false,
    maintenance: false,
  });
  await seedDemoData(ctx);
  const album = await ctx.db
    .selectFrom('albums')
    .innerJoin('users', 'users.id', 'albums.owner_id')
    .select('albums.id')
    .where('users.email', '=', DEMO_USERS.demo.email)
    .orderBy('albums.created_at')
    .executeTakeFirstOrThrow();
  albumId = album.id;
  await app.close();
  await database.close();
});

afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe('npm run render', () => {
  it('renders a PDF of a demo album from the local database', async () => {
    const out = join(dataDir, 'out', 'inside.pdf');
    const lines: string[] = [];
    const result = await runRenderCli(
      [
        '--album',
        albumId,
        '--mode',
        'album_softcover_inside',
        '--format',
        'pdf',
        '--dpi',
        '72',
        '--range',
        '3-4',
        '--include-bleed',
        '--out',
        out,
      ],
      { env: env(), log: (line) => lines.push(line) },
    );
    expect(result).toMatchObject({ pages: 2, files: [out], contentType: 'application/pdf' });
    expect(lines).toContain('page 2/2');
    await run('qpdf', ['--check', out]);
    const { stdout } = await run('pdfinfo', [out]);
    expect(stdout).toMatch(/^Pages:\s+2$/m);
  });

  it('says what is wrong with the arguments', async () => {
    await expect(runRenderCli(['--mode', 'spread'], { env: env() })).rejects.toThrow(/usage: npm run render/);
    await expect(
      runRenderCli(['--album', albumId, '--dpi', '5', '--out', join(dataDir, 'x.pdf')], { env: env() }),
    ).rejects.toThrow(new RenderCliError('dpi: must be between 72 and 1200'));
    await expect(
      runRenderCli(['--album', 'no-such-album', '--out', join(dataDir, 'x.pdf')], { env: env() }),
    ).rejects.toThrow(/No album with the id no-such-album/);
  });

  it('refuses a special output path before opening the database, as one translated line', async () => {
    for (const out of ['/proc/x', '/dev/null']) {
      const failure = await runRenderCli(['--album', albumId, '--out', out], {
        env: { ...env(), DATA_DIR: '/nonexistent-never-opened' },
      }).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(RenderCliError);
      expect(failure).toMatchObject({
        exitCode: 4,
        message: `Will not write to ${out}: it is a system or device path.`,
      });
      expect((failure as Error).message).not.toMatch(/\n/);
    }
  });

  it('says why nothing would print, in the language of the locale', async () => {
    const out = join(dataDir, 'none.pdf');
    await expect(
      runRenderCli(['--album', albumId, '--mode', 'spread', '--range', '900', '--out', out], { env: env() }),
    ).rejects.toMatchObject({
      exitCode: 3,
      message: expect.stringMatching(/^The range 900 lies outside the album/),
    });
    await expect(
      runRenderCli(['--album', albumId, '--mode', 'spread', '--range', '900', '--out', out], {
        env: { ...env(), ALBUM_LANG: 'de' },
      }),
    ).rejects.toMatchObject({
      exitCode: 3,
      message: expect.stringMatching(/^Der Bereich 900 liegt außerhalb/),
    });
  });
});
