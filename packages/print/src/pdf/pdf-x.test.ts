/**
 * PDF/X-4 output checked on `qpdf --json` (output intent, version keys, boxes, fonts, sRGB tagging) and with
 * Ghostscript rendering every page without a warning.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RenderMode } from '@album/editor-core';
import type { SceneRenderer } from '@album/render-canvaskit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { composePrint } from '../compose/compose';
import { ColorProfileMissingError } from '../output/errors';
import { createPrintRenderer } from '../output/render-job';
import { fixtureDocument, fixtureImages, FIXTURE_META } from '../testing/fixture';
import { ghostscriptWarnings, pdfxProblems, qpdfJson } from '../testing/pdfx-check';
import { writePdf } from './pdf-writer';
import { DEFAULT_CMYK_PROFILE, loadIccProfile } from './pdf-x';

const doc = fixtureDocument();
const images = fixtureImages(doc);
let renderer: SceneRenderer;
let dir: string;

beforeAll(async () => {
  renderer = await createPrintRenderer(images);
  dir = await mkdtemp(join(tmpdir(), 'print-pdfx-'));
});

afterAll(async () => {
  renderer.dispose();
  if (!process.env.KEEP_PDFX) await rm(dir, { recursive: true, force: true });
  else console.info(dir);
});

async function write(mode: RenderMode, compress: boolean, includeCover = false): Promise<string> {
  const composition = composePrint(doc, FIXTURE_META, {
    mode,
    showStickers: true,
    includeCover,
    includeBleed: true,
    range: [],
  });
  const path = join(dir, `${mode}-${compress ? 'z' : 'raw'}.pdf`);
  await writePdf(composition, path, { dpi: 100, compress, images, renderer });
  return path;
}

describe('PDF/X-4', () => {
  it.each<[RenderMode, boolean, boolean]>([
    ['spread', true, false],
    ['album_softcover', false, false],
    ['album_softcover_inside', true, true],
    ['stickers', true, false],
    ['stickerpack', false, true],
    ['current_spread', true, false],
    ['album_check', false, false],
    ['sticker_check', true, false],
  ])(
    '%s (compress %s): the checker finds nothing and Ghostscript renders it silently',
    async (mode, compress, cover) => {
      const path = await write(mode, compress, cover);
      const json = await qpdfJson(path, true);
      expect(pdfxProblems(json)).toEqual([]);
      expect(await ghostscriptWarnings(path)).toBe('');
    },
  );

  it('the checker notices a plain PDF', async () => {
    const { default: PDFDocument } = await import('pdfkit');
    const { createWriteStream } = await import('node:fs');
    const { pipeline } = await import('node:stream/promises');
    const plain = new PDFDocument({ pdfVersion: '1.4' });
    const path = join(dir, 'plain.pdf');
    const done = pipeline(plain, createWriteStream(path));
    plain.text('x');
    plain.end();
    await done;
    const problems = pdfxProblems(await qpdfJson(path, true));
    expect(problems.join('\n')).toMatch(/version 1\.4/);
    expect(problems.join('\n')).toMatch(/GTS_PDFXVersion/);
    expect(problems.join('\n')).toMatch(/0 GTS_PDFX output intents/);
    expect(problems.join('\n')).toMatch(/TrimBox/);
    expect(problems.join('\n')).toMatch(/DefaultRGB/);
  });

  it('keeps the XMP packet well-formed for a title with XML characters', async () => {
    const composition = composePrint(doc, FIXTURE_META, {
      mode: 'current_spread',
      showStickers: true,
      includeCover: false,
      includeBleed: true,
      range: [],
    });
    const path = join(dir, 'title.pdf');
    const title = 'Tom & Jerry <Cup> "2026"';
    await writePdf(composition, path, { dpi: 72, compress: false, images, renderer, title });
    const json = await qpdfJson(path, true);
    expect(pdfxProblems(json)).toEqual([]);
    const { readFile } = await import('node:fs/promises');
    const raw = (await readFile(path)).toString('latin1');
    expect(raw).toContain('Tom &amp; Jerry &lt;Cup&gt; &quot;2026&quot;');
    // The Info dictionary keeps the title as written.
    expect(JSON.stringify(json)).toContain('Tom & Jerry <Cup>');
  });

  it('names the CMYK profile it embeds', () => {
    const profile = loadIccProfile(DEFAULT_CMYK_PROFILE, 'CMYK');
    expect(profile.description).toBe('Artifex CMYK SWOP Profile');
  });

  it('refuses a missing profile before writing, naming the path', async () => {
    const composition = composePrint(doc, FIXTURE_META, {
      mode: 'spread',
      showStickers: true,
      includeCover: false,
      includeBleed: true,
      range: [],
    });
    const out = join(dir, 'never.pdf');
    const writing = writePdf(composition, out, {
      dpi: 72,
      compress: true,
      images,
      renderer,
      cmykProfile: '/nonexistent/fogra39.icc',
    });
    await expect(writing).rejects.toBeInstanceOf(ColorProfileMissingError);
    await expect(writing).rejects.toThrow(/\/nonexistent\/fogra39\.icc/);
    const { existsSync } = await import('node:fs');
    expect(existsSync(out)).toBe(false);
  });

  it('reads the profile path from ALBUM_PRINT_CMYK_ICC', async () => {
    const { resolveColorProfiles } = await import('./pdf-x');
    const saved = process.env.ALBUM_PRINT_CMYK_ICC;
    process.env.ALBUM_PRINT_CMYK_ICC = '/nonexistent/env.icc';
    try {
      expect(() => resolveColorProfiles()).toThrow(/\/nonexistent\/env\.icc/);
      // An RGB profile is no CMYK output profile.
      process.env.ALBUM_PRINT_CMYK_ICC = '/usr/share/color/icc/sRGB.icc';
      expect(() => resolveColorProfiles()).toThrow(ColorProfileMissingError);
    } finally {
      if (saved === undefined) delete process.env.ALBUM_PRINT_CMYK_ICC;
      else process.env.ALBUM_PRINT_CMYK_ICC = saved;
    }
  });
});
