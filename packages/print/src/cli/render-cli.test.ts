import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fixtureAlbum } from '@album/editor-core/testing';
import { fixturesDir } from '@album/editor-core/testing/fixture-files';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfBoxes, qpdfCheck } from '../testing/pdf-tools';
import { runCli } from './render-cli';

let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'print-cli-'));
  await writeFile(
    join(dir, 'album.json'),
    JSON.stringify({ data: { album: { ...fixtureAlbum(), id: 'a1', title: 'Fixture', releaseDate: null } } }),
  );
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('album-print command line', () => {
  it('renders an album file with its image folder as the render query describes', async () => {
    const out = join(dir, 'inside.pdf');
    const lines: string[] = [];
    const result = await runCli(
      [
        '--album',
        join(dir, 'album.json'),
        '--images',
        fixturesDir(),
        '--mode',
        'album_softcover_inside',
        '--format',
        'pdf',
        '--dpi',
        '100',
        '--range',
        '3-4',
        '--include-bleed',
        '--compress',
        '--out',
        out,
      ],
      (line) => lines.push(line),
    );
    expect(result.pages).toBe(2);
    expect(lines).toContain('page 2/2');
    await qpdfCheck(out);
    expect((await pdfBoxes(out)).pages).toBe(2);
  });

  it('refuses to run without an album or an output', async () => {
    await expect(runCli(['--mode', 'spread'])).rejects.toMatchObject({ key: 'print.cli.usage', exitCode: 2 });
  });
});
