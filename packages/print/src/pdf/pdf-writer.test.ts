/**
 * The PDF of the fixture album checked with real tools: qpdf, pdfinfo, pdffonts and pdftoppm against the CanvasKit
 * raster of the same pages.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fromNested, PAGE_WIDTH, spineWidth, type RenderMode } from '@album/editor-core';
import { generateAlbum } from '@album/editor-core/testing';
import type { SceneRenderer } from '@album/render-canvaskit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { composePrint } from '../compose/compose';
import type { Composition } from '../compose/types';
import { createPrintRenderer } from '../output/render-job';
import { pageScenes } from '../output/scenes';
import { renderPageBytes } from '../raster/raster-page';
import { fixtureDocument, fixtureImages, FIXTURE_META } from '../testing/fixture';
import { pdfBoxes, pdfFonts, pdfToPngs, qpdfCheck, withoutOutputIntents } from '../testing/pdf-tools';
import { decodeRgb, differingFraction } from '../testing/pixels';
import { PT_PER_MM, writePdf } from './pdf-writer';

const doc = fixtureDocument();
const images = fixtureImages(doc);
let renderer: SceneRenderer;
let dir: string;
const fractions: string[] = [];

beforeAll(async () => {
  renderer = await createPrintRenderer(images);
  dir = await mkdtemp(join(tmpdir(), 'print-pdf-'));
});

afterAll(async () => {
  console.info(`pdftoppm vs CanvasKit, differing pixels: ${fractions.join(', ')}`);
  renderer.dispose();
  await rm(dir, { recursive: true, force: true });
});

function compose(
  mode: RenderMode,
  extra: { includeCover?: boolean; includeBleed?: boolean } = {},
): Composition {
  return composePrint(doc, FIXTURE_META, {
    mode,
    showStickers: true,
    includeCover: extra.includeCover ?? false,
    includeBleed: extra.includeBleed ?? true,
    range: [],
  });
}

async function write(name: string, composition: Composition, compress = false): Promise<string> {
  const path = join(dir, `${name}.pdf`);
  await writePdf(composition, path, { dpi: 150, compress, images, renderer });
  return path;
}

const MODES: Array<[RenderMode, { includeCover?: boolean }, number]> = [
  ['album_softcover', {}, 2],
  ['album_softcover_inside', {}, 4],
  ['album_softcover_inside', { includeCover: true }, 6],
  ['spread', {}, 5],
  ['current_spread', {}, 1],
  ['album_check', {}, 5],
  ['stickers', {}, 1],
  ['sticker_check', {}, 1],
  ['stickerpack', { includeCover: true }, 3],
];

describe('writePdf on the fixture album', () => {
  it.each(MODES)(
    '%s %j: passes qpdf, has the page count and the boxes with bleed and slug',
    async (mode, extra, count) => {
      const composition = compose(mode, extra);
      const path = await write(`${mode}-${extra.includeCover ? 'cover' : 'plain'}`, composition);
      await expect(qpdfCheck(path)).resolves.toMatch(/No syntax or stream encoding errors/);
      const { pages, boxes } = await pdfBoxes(path);
      expect(pages).toBe(count);
      composition.pages.forEach((page, i) => {
        const { MediaBox: media, TrimBox: trim, BleedBox: bleed } = boxes[i]!;
        const margin = (page.bleed + page.slug) * PT_PER_MM;
        expect(trim![0] - media![0]).toBeCloseTo(margin, 1);
        expect(media![2] - trim![2]).toBeCloseTo(margin, 1);
        expect(trim![1] - media![1]).toBeCloseTo(margin, 1);
        expect(media![3] - trim![3]).toBeCloseTo(margin, 1);
        expect(trim![2] - trim![0]).toBeCloseTo(page.width * PT_PER_MM, 1);
        expect(trim![3] - trim![1]).toBeCloseTo(page.height * PT_PER_MM, 1);
        expect(trim![0] - bleed![0]).toBeCloseTo(2 * PT_PER_MM, 1);
        expect(bleed![0] - media![0]).toBeCloseTo(8 * PT_PER_MM, 1);
      });
    },
  );

  it('embeds only subset fonts', async () => {
    const path = await write('fonts', compose('spread'), true);
    await qpdfCheck(path);
    const fonts = await pdfFonts(path);
    expect(fonts.length).toBeGreaterThan(3);
    for (const font of fonts) {
      expect(font, font.name).toMatchObject({ embedded: true, subset: true });
      expect(font.name).toMatch(/^[A-Z]{6}\+/);
    }
  });

  it('embeds each identical image use once', async () => {
    const path = await write('images', compose('spread'), true);
    const { execFile } = await import('node:child_process');
    const { promisify } = await import('node:util');
    const { stdout } = await promisify(execFile)('pdfimages', ['-list', path]);
    const rows = stdout
      .split('\n')
      .slice(2)
      .filter((l) => l.trim() && !/smask/.test(l));
    const objects = new Set(rows.map((l) => l.trim().split(/\s+/).slice(-7, -6)[0]));
    // The three flipped arrows share one cut-out, as do the two sticker uses of the same crop.
    expect(objects.size).toBeLessThan(rows.length);
  });

  const PIXEL_MODES: Array<[RenderMode, { includeCover?: boolean }]> = [
    ['spread', {}],
    ['album_softcover', {}],
    ['album_softcover_inside', {}],
    ['album_softcover_inside', { includeCover: true }],
    ['current_spread', {}],
    ['stickers', {}],
    ['sticker_check', {}],
    ['stickerpack', { includeCover: true }],
  ];

  // Without the output intent: poppler soft-proofs the sRGB-tagged content through the PDF/X CMYK output intent.
  it.each(PIXEL_MODES)(
    '%s %j: every page through pdftoppm differs from the CanvasKit raster by under 1%%',
    async (mode, extra) => {
      const composition = compose(mode, extra);
      const path = await write(`pixels-${mode}-${extra.includeCover ? 'cover' : 'plain'}`, composition);
      await withoutOutputIntents(path, `${path}.screen.pdf`);
      const pngs = await pdfToPngs(`${path}.screen.pdf`, 150);
      expect(pngs).toHaveLength(composition.pages.length);
      for (let i = 0; i < pngs.length; i++) {
        const page = composition.pages[i]!;
        const scenes = pageScenes(composition, page);
        for (const scene of scenes) await renderer.prepare(scene, 'full');
        const raster = renderPageBytes(renderer.resources, page, scenes, { dpi: 150, format: 'png' });
        const fraction = differingFraction(await decodeRgb(pngs[i]!), await decodeRgb(raster));
        fractions.push(`${mode}/${page.name} ${(fraction * 100).toFixed(2)}%`);
        expect(fraction, `${mode} ${page.name}`).toBeLessThan(0.01);
      }
    },
  );

  it.each([4, 10, 30])(
    'gives the cover of %i spreads the trim width of two pages and the spine formula',
    async (spreads) => {
      const album = fromNested(
        generateAlbum({ spreads, elements: spreads * 3, stickers: 12, seed: spreads }),
      );
      const composition = composePrint(album, FIXTURE_META, {
        mode: 'album_softcover',
        showStickers: true,
        includeCover: false,
        includeBleed: true,
        range: [],
      });
      const path = join(dir, `cover-${spreads}.pdf`);
      await writePdf(composition, path, { dpi: 72, compress: true, images: async () => null, renderer });
      await qpdfCheck(path);
      const { pages, boxes } = await pdfBoxes(path);
      expect(pages).toBe(2);
      // 0.14 × (spreads − 1 − 2) mm rounded up to a tenth: 0.2, 1.0 and 3.8 mm.
      const formula = ({ 4: 0.2, 10: 1.0, 30: 3.8 } as Record<number, number>)[spreads]!;
      expect(spineWidth(spreads)).toBe(formula);
      for (const box of boxes) {
        const trim = box.TrimBox!;
        expect((trim[2] - trim[0]) / PT_PER_MM).toBeCloseTo(2 * PAGE_WIDTH + formula, 1);
      }
    },
  );
});
