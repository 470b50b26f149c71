/**
 * `writePrintJob` end to end on the fixture album: JPG and PNG pages at the asked dpi, a ZIP of pages, a PDF whose
 * text extracts as the album's text.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { composePrint } from '../compose/compose';
import { mediaSize } from '../compose/page';
import type { PrintSettings } from '../compose/types';
import { fixtureDocument, fixtureImages, FIXTURE_META } from '../testing/fixture';
import { writePrintJob } from './render-job';

const run = promisify(execFile);
const doc = fixtureDocument();
const images = fixtureImages(doc);
const settings: PrintSettings = {
  mode: 'spread',
  showStickers: true,
  includeCover: false,
  includeBleed: true,
  range: [],
};
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'print-job-'));
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('writePrintJob', () => {
  it('writes one JPG per page at the dpi, the media box in pixels, with progress', async () => {
    const composition = composePrint(doc, FIXTURE_META, { ...settings, range: [1, 2] });
    const progress: string[] = [];
    const out = join(dir, 'jpg');
    const result = await writePrintJob(composition, {
      format: 'jpg',
      dpi: 100,
      images,
      out,
      onProgress: (done, total) => progress.push(`${done}/${total}`),
    });
    expect(result.files.map((f) => f.slice(out.length + 1))).toEqual([
      '001-spread-1.jpg',
      '002-spread-2-3.jpg',
    ]);
    expect(progress).toEqual(['1/2', '2/2']);
    for (const [i, file] of result.files.entries()) {
      const meta = await sharp(file).metadata();
      const media = mediaSize(composition.pages[i]!);
      expect(meta.format).toBe('jpeg');
      expect(meta.width).toBe(Math.ceil((media.width * 100) / 25.4));
      expect(meta.height).toBe(Math.ceil((media.height * 100) / 25.4));
    }
  });

  it('writes PNG pages without bleed at the trim size', async () => {
    const composition = composePrint(doc, FIXTURE_META, { ...settings, includeBleed: false, range: [8] });
    const result = await writePrintJob(composition, {
      format: 'png',
      dpi: 72,
      images,
      out: join(dir, 'png'),
    });
    const meta = await sharp(result.files[0]!).metadata();
    expect(meta).toMatchObject({
      format: 'png',
      width: Math.ceil((230 * 72) / 25.4),
      height: Math.ceil((297 * 72) / 25.4),
    });
  });

  it('writes a ZIP holding every page', async () => {
    const composition = composePrint(doc, FIXTURE_META, {
      ...settings,
      mode: 'stickerpack',
      includeCover: true,
    });
    const out = join(dir, 'pack.zip');
    const result = await writePrintJob(composition, { format: 'zip', dpi: 100, images, out });
    expect(result.pages).toBe(composition.pages.length);
    const { stdout } = await run('python3', ['-m', 'zipfile', '-l', out]);
    const names = stdout
      .split('\n')
      .slice(1)
      .map((l) => l.trim().split(/\s+/)[0])
      .filter(Boolean);
    expect(names).toEqual(composition.pages.map((p, i) => `${String(i + 1).padStart(3, '0')}-${p.name}.jpg`));
    expect([...names].sort()).toEqual(names);
    await run('python3', ['-m', 'zipfile', '-t', out]);
  });

  it('dates ZIP entries when the archive is written', async () => {
    const composition = composePrint(doc, FIXTURE_META, { ...settings, range: [1] });
    const out = join(dir, 'dated.zip');
    const before = Date.now();
    await writePrintJob(composition, { format: 'zip', dpi: 36, images, out });
    const { stdout } = await run('python3', [
      '-c',
      'import sys, zipfile, datetime\nfor i in zipfile.ZipFile(sys.argv[1]).infolist(): print(datetime.datetime(*i.date_time).isoformat())',
      out,
    ]);
    const dates = stdout.trim().split('\n');
    expect(dates.length).toBeGreaterThan(0);
    for (const date of dates) {
      // ZIP times are local time at 2 s resolution.
      const t = new Date(date).getTime();
      expect(Math.abs(t - before)).toBeLessThan(5 * 60_000);
    }
  });

  it.each([
    ['jpg', 300],
    ['png', 300],
    ['png', 150],
    ['jpg', 72],
  ] as const)('writes the dpi into %s pages (%i dpi), as identify reads it', async (format, dpi) => {
    const composition = composePrint(doc, FIXTURE_META, { ...settings, range: [1] });
    const out = join(dir, `dpi-${format}-${dpi}`);
    const result = await writePrintJob(composition, { format, dpi, images, out });
    const { stdout } = await run('identify', ['-format', '%x %y %U\n', result.files[0]!]);
    const [x, y, ...unit] = stdout.trim().split(' ');
    if (format === 'jpg') {
      expect([Number(x), Number(y), unit.join(' ')]).toEqual([dpi, dpi, 'PixelsPerInch']);
    } else {
      // PNG stores pixels per metre: identify gives pixels per centimetre, sharp the dpi back.
      expect(unit.join(' ')).toBe('PixelsPerCentimeter');
      expect(Number(x)).toBeCloseTo(dpi / 2.54, 1);
      expect(Number(y)).toBeCloseTo(dpi / 2.54, 1);
      expect(Math.round((await sharp(result.files[0]!).metadata()).density!)).toBe(dpi);
    }
    // The bytes still decode to the whole page.
    const meta = await sharp(result.files[0]!).metadata();
    expect(meta.width).toBe(Math.ceil((mediaSize(composition.pages[0]!).width * dpi) / 25.4));
    await sharp(result.files[0]!).raw().toBuffer();
  });

  it('writes a compressed PDF whose text extracts as the album text', async () => {
    const composition = composePrint(doc, FIXTURE_META, { ...settings, range: [6] });
    const out = join(dir, 'red.pdf');
    await writePrintJob(composition, { format: 'pdf', dpi: 150, compress: true, images, out });
    const { stdout } = await run('pdftotext', [out, '-']);
    const text = stdout.replace(/\s+/g, ' ');
    expect(text).toContain('Team Red');
    expect(text).toContain('Aligned to the right');
    expect(text).toContain('Clara Meier'.toUpperCase());
    const size = (await readFile(out)).length;
    expect(size).toBeGreaterThan(1000);
  });
});

describe('writePrintJob failures', () => {
  it('refuses a job without pages', async () => {
    const small = composePrint(doc, FIXTURE_META, { ...settings, range: [99] });
    await expect(
      writePrintJob(small, { format: 'pdf', dpi: 72, images, out: join(dir, 'none.pdf') }),
    ).rejects.toMatchObject({ code: 'print.nothingToPrint' });
  });

  it('leaves no half-written file when an image cannot be read', async () => {
    const composition = composePrint(doc, FIXTURE_META, { ...settings, range: [4] });
    const out = join(dir, 'broken.pdf');
    const broken = async () => {
      throw new Error('storage unavailable');
    };
    await expect(writePrintJob(composition, { format: 'pdf', dpi: 72, images: broken, out })).rejects.toThrow(
      'storage unavailable',
    );
    await expect(readFile(out)).rejects.toMatchObject({ code: 'ENOENT' });
  });
});
