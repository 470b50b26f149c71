import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AlbumPayload, ExportJobParams } from '@album/editor-core';
import { fixtureAlbum } from '@album/editor-core/testing';
import { fixturesDir } from '@album/editor-core/testing/fixture-files';
import { LocalDiskStorage } from '../../files/storage';
import { RENDER_FAILURES } from './failure';
import type { RenderThreadInput } from './protocol';
import { RenderAborted, renderInThread } from './render-thread';

const run = promisify(execFile);

let dir: string;
let input: Omit<RenderThreadInput, 'settings' | 'out'>;

const settings = (overrides: Partial<ExportJobParams> = {}): ExportJobParams => ({
  mode: 'album_softcover_inside',
  format: 'pdf',
  resolution: 'original',
  dpi: 72,
  showStickers: true,
  includeCover: false,
  includeBleed: true,
  compress: true,
  range: [3, 4],
  ...overrides,
});

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'render-thread-'));
  const storage = new LocalDiskStorage(join(dir, 'files'));
  const album: AlbumPayload = { ...fixtureAlbum(), id: 'album-1', title: 'Fixture', releaseDate: null };
  const files: Record<string, string> = {};
  for (const image of album.images) {
    files[image.id] = `images/${image.id}`;
    await storage.put(files[image.id]!, await readFile(join(fixturesDir(), image.blob.original!)));
  }
  input = { album, files, storage: { driver: 'local', root: join(dir, 'files') } };
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('render thread', () => {
  it('renders the pages in a worker thread with progress, images read from storage', async () => {
    const out = join(dir, 'inside.pdf');
    const progress: Array<[number, number]> = [];
    const result = await renderInThread(
      { ...input, settings: settings(), out },
      { onProgress: (done, total) => progress.push([done, total]) },
    );
    expect(result).toEqual({ pages: 2, files: [out], contentType: 'application/pdf', extension: 'pdf' });
    expect(progress.at(-1)).toEqual([2, 2]);
    await run('qpdf', ['--check', out]);
    const { stdout } = await run('pdfimages', ['-list', out]);
    // The header takes two lines; every further line is an embedded image.
    expect(stdout.trim().split('\n').length - 2).toBeGreaterThan(0);
  });

  it('writes the pages in CMYK when the job asks for it', async () => {
    const out = join(dir, 'inside-cmyk.pdf');
    await renderInThread({ ...input, settings: settings({ colorMode: 'cmyk' }), out });
    const { stdout } = await run('pdfimages', ['-list', out]);
    // Columns: page num type width height color …; soft masks (alpha) are gray, every photo CMYK.
    const colors = stdout
      .trim()
      .split('\n')
      .slice(2)
      .map((line) => line.trim().split(/\s+/));
    expect(colors.filter((c) => c[2] === 'image').map((c) => c[5])).toContain('cmyk');
    expect(colors.map((c) => c[5])).not.toContain('rgb');
  });

  it('writes a one-page JPG as the file itself and several pages as a ZIP of them', async () => {
    const one = await renderInThread({
      ...input,
      settings: settings({ format: 'jpg', range: [3], includeBleed: false }),
      out: join(dir, 'page.jpg'),
    });
    expect(one).toMatchObject({ pages: 1, contentType: 'image/jpeg', extension: 'jpg' });
    expect([...(await readFile(one.files[0]!)).subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    const several = await renderInThread({
      ...input,
      settings: settings({ format: 'png', includeBleed: false }),
      out: join(dir, 'pages.zip'),
    });
    expect(several).toMatchObject({ pages: 2, contentType: 'application/zip', extension: 'zip' });
    const { stdout } = await run('unzip', ['-Z1', several.files[0]!]);
    expect(stdout.trim().split('\n')).toHaveLength(2);
    expect(stdout).toMatch(/\.png$/m);
  });

  it('fails with a reason when the settings select no page', async () => {
    await expect(
      renderInThread({ ...input, settings: settings({ range: [900] }), out: join(dir, 'none.pdf') }),
    ).rejects.toMatchObject({ code: RENDER_FAILURES.nothingToPrint });
  });

  it('fails with a reason when an image file is missing from storage', async () => {
    // img-landscape shows on page 4 (the cropped frame); an image only on the hidden halves is not read at all.
    const files = { ...input.files, 'img-landscape': 'images/gone' };
    await expect(
      renderInThread({ ...input, files, settings: settings(), out: join(dir, 'missing.pdf') }),
    ).rejects.toMatchObject({ code: RENDER_FAILURES.imageMissing });
  });

  it('stops the thread when aborted', async () => {
    const controller = new AbortController();
    const render = renderInThread(
      { ...input, settings: settings({ range: [] }), out: join(dir, 'aborted.pdf') },
      { signal: controller.signal, onProgress: () => controller.abort() },
    );
    await expect(render).rejects.toBeInstanceOf(RenderAborted);
  });
});
