/**
 * `album-print` spawned as a process (its entry bundled with esbuild, as the built binary would be) for every way it
 * can fail: one translated line on stderr, the exit code of `EXIT_CODES`, no stack, refused before any work.
 */
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { execFileSync } from 'node:child_process';
import { generateAlbum, fixtureAlbum } from '@album/editor-core/testing';
import { fixturesDir } from '@album/editor-core/testing/fixture-files';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfxProblems, qpdfJson } from '../testing/pdfx-check';
import { EXIT_CODES } from './failures';

const root = fileURLToPath(new URL('../../../..', import.meta.url));
const cacheDir = join(root, 'node_modules', '.cache', 'album-print-cli-test');
const entry = join(cacheDir, 'main.mjs');
let dir: string;

beforeAll(async () => {
  mkdirSync(cacheDir, { recursive: true });
  await build({
    entryPoints: [fileURLToPath(new URL('./main.ts', import.meta.url))],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    conditions: ['@album/source'],
    external: ['canvaskit-wasm', 'sharp', 'pdfkit', 'yazl'],
    outfile: entry,
    logLevel: 'error',
    banner: {
      js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
    },
  });
  await writeFile(join(cacheDir, 'package.json'), '{"type":"module"}');
  dir = await mkdtemp(join(tmpdir(), 'print-cli-fail-'));
  const payload = (album: object) =>
    JSON.stringify({ data: { album: { ...album, id: 'a1', title: 'T', releaseDate: null } } });
  await writeFile(join(dir, 'fixture.json'), payload(fixtureAlbum()));
  await writeFile(
    join(dir, 'three.json'),
    payload(generateAlbum({ spreads: 3, elements: 6, stickers: 0, seed: 3 })),
  );
  await writeFile(join(dir, 'broken.json'), '{ "data": ');
  execFileSync('mkfifo', [join(dir, 'fifo.pdf')]);
  await mkdir(join(dir, 'readonly'));
  await chmod(join(dir, 'readonly'), 0o555);
});

afterAll(async () => {
  await chmod(join(dir, 'readonly'), 0o755).catch(() => undefined);
  await rm(dir, { recursive: true, force: true });
});

interface Run {
  code: number | null;
  stderr: string;
  stdout: string;
  ms: number;
}

function cli(args: string[], env: Record<string, string> = {}): Promise<Run> {
  const started = Date.now();
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [entry, ...args], {
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', LANG: 'C', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      fail(new Error(`album-print ${args.join(' ')} hung`));
    }, 30_000);
    child.on('close', (code) => {
      clearTimeout(timer);
      done({ code, stderr, stdout, ms: Date.now() - started });
    });
  });
}

const album = (name: string) => ['--album', join(dir!, name), '--images', fixturesDir()];

function expectFailure(run: Run, code: number, message: RegExp): void {
  const lines = run.stderr.trim().split('\n');
  expect(lines, run.stderr).toHaveLength(1);
  expect(lines[0]).toMatch(message);
  expect(run.stderr).not.toMatch(/^\s+at /m);
  expect(run.stderr).not.toMatch(/Error:|print\.cli\./);
  expect(run.code).toBe(code);
}

describe('album-print failures', () => {
  it('usage: no album or output', async () => {
    expectFailure(await cli(['--mode', 'spread']), EXIT_CODES.usage, /^Usage: album-print --album/);
  });

  it('usage: an unknown option', async () => {
    expectFailure(
      await cli(['--bogus', '--album', 'x.json', '--out', 'x.pdf']),
      EXIT_CODES.usage,
      /^The arguments are not understood: .*--bogus.*Usage: album-print/,
    );
  });

  it('an unreadable album file', async () => {
    expectFailure(
      await cli([...album('broken.json'), '--out', join(dir, 'b.pdf')]),
      EXIT_CODES.usage,
      /^The album file .*broken\.json cannot be read as album JSON\.$/,
    );
  });

  it('nothing to print: sticker sheets of an album without stickers', async () => {
    expectFailure(
      await cli([...album('three.json'), '--mode', 'stickers', '--out', join(dir, 's.pdf')]),
      EXIT_CODES.nothingToPrint,
      /^Nothing to print: the mode stickers selects no page of this album\.$/,
    );
  });

  it('too few spreads for a softcover', async () => {
    expectFailure(
      await cli([...album('three.json'), '--mode', 'album_softcover', '--out', join(dir, 'c.pdf')]),
      EXIT_CODES.nothingToPrint,
      /^A softcover needs at least 4 spreads; this album has 3\.$/,
    );
  });

  it.each(['99', '7-12'])('a range outside the album: --range %s', async (range) => {
    expectFailure(
      await cli([
        ...album('fixture.json'),
        '--mode',
        'spread',
        '--range',
        range,
        '--out',
        join(dir, 'r.pdf'),
      ]),
      EXIT_CODES.nothingToPrint,
      new RegExp(`^The range ${range} lies outside the album: it has 8 pages to choose from\\.$`),
    );
  });

  it('usage: a colour mode other than rgb or cmyk', async () => {
    expectFailure(
      await cli([...album('fixture.json'), '--color', 'purple', '--out', join(dir, 'c.pdf')]),
      EXIT_CODES.usage,
      /^The arguments are not understood: --color purple: rgb, cmyk\. Usage: album-print/,
    );
  });

  it.each([
    ['/proc/x', /system or device path/],
    ['/dev/null', /system or device path/],
    ['/dev/full', /system or device path/],
    ['/sys/kernel/x.pdf', /system or device path/],
  ])('refuses the special output path %s before any work', async (out, reason) => {
    const run = await cli([...album('fixture.json'), '--mode', 'spread', '--out', out]);
    expectFailure(
      run,
      EXIT_CODES.outputRefused,
      new RegExp(`^Will not write to ${out}: it is a ${reason.source}\\.$`),
    );
  });

  it('refuses a FIFO without hanging, a missing folder, a read-only folder and a file where a folder goes', async () => {
    const fifo = await cli([...album('fixture.json'), '--out', join(dir, 'fifo.pdf')]);
    expectFailure(fifo, EXIT_CODES.outputRefused, /it exists and is not a regular file\.$/);
    expect(fifo.ms).toBeLessThan(20_000);
    expectFailure(
      await cli([...album('fixture.json'), '--out', join(dir, 'missing', 'x.pdf')]),
      EXIT_CODES.outputRefused,
      /its folder does not exist\.$/,
    );
    if (process.getuid?.() !== 0)
      expectFailure(
        await cli([...album('fixture.json'), '--out', join(dir, 'readonly', 'x.pdf')]),
        EXIT_CODES.outputRefused,
        /its folder is not writable\.$/,
      );
    expectFailure(
      await cli([...album('fixture.json'), '--format', 'jpg', '--out', join(dir, 'fixture.json')]),
      EXIT_CODES.outputRefused,
      /it exists and is not a folder\.$/,
    );
  });

  it('a missing colour profile', async () => {
    expectFailure(
      await cli([...album('fixture.json'), '--mode', 'spread', '--range', '1', '--out', join(dir, 'p.pdf')], {
        ALBUM_PRINT_CMYK_ICC: '/nonexistent/fogra39.icc',
      }),
      EXIT_CODES.colorProfile,
      /^The CMYK colour profile \/nonexistent\/fogra39\.icc is missing/,
    );
  });

  it('speaks the language of the locale or ALBUM_LANG', async () => {
    const args = [...album('three.json'), '--mode', 'album_softcover', '--out', join(dir, 'c.pdf')];
    expectFailure(
      await cli(args, { LANG: 'de_DE.UTF-8' }),
      EXIT_CODES.nothingToPrint,
      /^Ein Softcover braucht mindestens 4 Doppelseiten; dieses Album hat 3\.$/,
    );
    expectFailure(await cli(args, { ALBUM_LANG: 'pl' }), EXIT_CODES.nothingToPrint, /^Miękka okładka wymaga/);
  });

  it('still renders (exit 0, no message) when nothing is wrong', async () => {
    const out = join(dir, 'ok.pdf');
    const run = await cli([
      ...album('fixture.json'),
      '--mode',
      'spread',
      '--range',
      '1',
      '--dpi',
      '72',
      '--out',
      out,
    ]);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).toMatch(/page 1\/1/);
  });

  it('writes CMYK with --color cmyk: images and colours in DeviceCMYK, still PDF/X-4', async () => {
    const out = join(dir, 'cmyk.pdf');
    const args = ['--mode', 'spread', '--range', '4', '--dpi', '72', '--color', 'CMYK', '--out', out];
    const run = await cli([...album('fixture.json'), ...args]);
    expect(run.code, run.stderr).toBe(0);
    const json = await qpdfJson(out);
    expect(pdfxProblems(json)).toEqual([]);
    // Photos in CMYK, their soft masks (alpha) in gray, nothing in RGB.
    const spaces = Object.values(json.objects)
      .filter((o) => o.stream?.dict['/Subtype'] === '/Image')
      .map((o) => o.stream!.dict['/ColorSpace']);
    expect(spaces).toContain('/DeviceCMYK');
    expect(spaces).not.toContain('/DeviceRGB');
  });
});
