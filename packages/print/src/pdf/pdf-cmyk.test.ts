/**
 * CMYK output: colours through the output intent's profile, the file checked with `qpdf --json` (still PDF/X-4,
 * nothing left in RGB: no RGB colour operator, every image and shading DeviceCMYK), rendered by Ghostscript without
 * a warning, and looking like the RGB file through pdftoppm.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RenderMode } from '@album/editor-core';
import type { SceneRenderer } from '@album/render-canvaskit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { composePrint } from '../compose/compose';
import { createPrintRenderer } from '../output/render-job';
import { fixtureDocument, fixtureImages, FIXTURE_META } from '../testing/fixture';
import { pdfToPngs } from '../testing/pdf-tools';
import { ghostscriptWarnings, pdfxProblems, qpdfJson, type QpdfJson } from '../testing/pdfx-check';
import { decodeRgb, differingFraction } from '../testing/pixels';
import { CmykColors, type PdfColorMode } from './pdf-cmyk';
import { writePdf } from './pdf-writer';
import { DEFAULT_CMYK_PROFILE } from './pdf-x';

const doc = fixtureDocument();
const images = fixtureImages(doc);
let renderer: SceneRenderer;
let dir: string;

beforeAll(async () => {
  renderer = await createPrintRenderer(images);
  dir = await mkdtemp(join(tmpdir(), 'print-cmyk-'));
});

afterAll(async () => {
  renderer.dispose();
  await rm(dir, { recursive: true, force: true });
});

async function write(mode: RenderMode, colorMode: PdfColorMode): Promise<string> {
  const composition = composePrint(doc, FIXTURE_META, {
    mode,
    showStickers: true,
    includeCover: mode === 'stickerpack',
    includeBleed: true,
    range: [],
  });
  const path = join(dir, `${mode}-${colorMode}.pdf`);
  await writePdf(composition, path, { dpi: 100, compress: true, images, renderer, colorMode });
  return path;
}

/** What of the file is still RGB: colour operators in any content stream, images and shadings. */
function rgbLeft(json: QpdfJson): string[] {
  const found: string[] = [];
  for (const [key, obj] of Object.entries(json.objects)) {
    const stream = obj.stream;
    if (!stream) continue;
    const dict = stream.dict;
    if (dict['/Subtype'] === '/Image') {
      const space = dict['/ColorSpace'];
      const mask = Object.values(json.objects).some((o) => o.stream?.dict['/SMask'] === key.slice(4));
      if (space !== '/DeviceCMYK' && !(mask && space === '/DeviceGray'))
        found.push(`${key} image ${String(space)}`);
      continue;
    }
    if (dict['/ShadingType'] !== undefined && dict['/ColorSpace'] !== '/DeviceCMYK')
      found.push(`${key} shading ${String(dict['/ColorSpace'])}`);
    // Content streams: the pages' and the form XObjects' (ICC profiles, fonts and metadata have a /N, /Length1 or
    // a /Type of their own).
    const other = dict['/N'] !== undefined || dict['/Length1'] !== undefined || dict['/Type'] === '/Metadata';
    if (!stream.data || other || (dict['/Subtype'] !== undefined && dict['/Subtype'] !== '/Form')) continue;
    const text = Buffer.from(stream.data, 'base64').toString('latin1');
    for (const match of text.matchAll(/(?:^|\s)(?:[\d.]+\s+){3}(rg|RG)(?=\s|$)/g))
      found.push(`${key} ${match[1]!} operator`);
  }
  for (const obj of Object.values(json.objects)) {
    const value = obj.value as Record<string, unknown> | undefined;
    if (value && value['/ShadingType'] !== undefined && value['/ColorSpace'] !== '/DeviceCMYK')
      found.push(`shading ${String(value['/ColorSpace'])}`);
  }
  return found;
}

describe('CMYK output', () => {
  it('converts through the profile: white is no ink, black is K only, red is magenta and yellow', async () => {
    const colors = new CmykColors(DEFAULT_CMYK_PROFILE);
    await colors.prepare(['#ffffffff', '#000000', '#ff0000cc']);
    expect(colors.cmyk('#ffffff')).toEqual([0, 0, 0, 0]);
    expect(colors.cmyk('#000000ff')).toEqual([0, 0, 0, 100]);
    const [c, m, y, k] = colors.cmyk('#ff0000');
    expect(c).toBeLessThan(10);
    expect(m).toBeGreaterThan(85);
    expect(y).toBeGreaterThan(85);
    expect(k).toBeLessThan(10);
    expect(() => colors.cmyk('#123456')).toThrow(/not prepared/);
  });

  it.each<RenderMode>(['spread', 'album_softcover', 'stickers', 'stickerpack'])(
    '%s: PDF/X-4 with nothing left in RGB, Ghostscript renders it silently',
    async (mode) => {
      const path = await write(mode, 'cmyk');
      const json = await qpdfJson(path, true);
      expect(pdfxProblems(json)).toEqual([]);
      expect(rgbLeft(json)).toEqual([]);
      expect(await ghostscriptWarnings(path)).toBe('');
    },
  );

  it('the RGB file does hold RGB (the check above sees it)', async () => {
    const json = await qpdfJson(await write('spread', 'rgb'), true);
    expect(rgbLeft(json).length).toBeGreaterThan(0);
  });

  it('looks like the RGB file (both soft-proofed through the output intent by pdftoppm)', async () => {
    const [cmyk, rgb] = await Promise.all([
      pdfToPngs(await write('spread', 'cmyk'), 50),
      pdfToPngs(await write('spread', 'rgb'), 50),
    ]);
    expect(cmyk).toHaveLength(rgb.length);
    for (let i = 0; i < rgb.length; i++) {
      const fraction = differingFraction(await decodeRgb(cmyk[i]!), await decodeRgb(rgb[i]!), 40);
      expect(fraction).toBeLessThan(0.02);
    }
  });
});
