/**
 * Group opacity in the PDF: a half-transparent group of two overlapping squares shows one even tint (a layer), as
 * CanvasKit draws it, not a darker overlap.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fromNested, type AlbumContent } from '@album/editor-core';
import type { SceneRenderer } from '@album/render-canvaskit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { composePrint } from '../compose/compose';
import { createPrintRenderer } from '../output/render-job';
import { pageScenes } from '../output/scenes';
import { renderPageBytes } from '../raster/raster-page';
import { pdfToPngs, qpdfCheck, withoutOutputIntents } from '../testing/pdf-tools';
import { decodeRgb, differingFraction, type RgbPixels } from '../testing/pixels';
import { writePdf } from './pdf-writer';

const box = (id: string, x: number, y: number, w: number, h: number) => ({
  id,
  x,
  y,
  width: w,
  height: h,
  rotation: 0,
  scale: 1,
});

function album(): AlbumContent {
  const square = (id: string, x: number) => ({
    type: 'Rectangle',
    props: { ...box(id, x, 0, 60, 60), fill: '#0d3b66' },
  });
  return {
    workspace: {
      type: 'Root',
      props: { id: 'root' },
      children: [
        {
          type: 'Section',
          props: { id: 's', name: 'S' },
          children: [
            {
              type: 'Spread',
              props: { id: 'ManualPage-1', sectionId: 's' },
              children: [
                {
                  type: 'Group',
                  props: { ...box('g', 20, 20, 100, 60), opacity: 0.5 },
                  children: [square('a', 0), square('b', 40)],
                },
                {
                  type: 'Rectangle',
                  props: {
                    ...box('framed', 20, 120, 100, 60),
                    fill: '#f4d35e',
                    stroke: '#0d3b66',
                    strokeWidth: 6,
                    opacity: 0.5,
                  },
                },
              ],
            },
          ],
        },
      ],
    },
    stickers: [],
    images: [],
    colors: ['#000000', '#ffffff'],
    fonts: { title: 'Roboto', sub_title: 'Roboto', paragraph: 'Roboto' },
    stickerTemplateId: 'default',
    stickerTemplateSettings: { id: 'default', blank_enabled: false },
  } as unknown as AlbumContent;
}

let renderer: SceneRenderer;
let dir: string;

beforeAll(async () => {
  renderer = await createPrintRenderer(async () => null);
  dir = await mkdtemp(join(tmpdir(), 'print-group-'));
});

afterAll(async () => {
  renderer.dispose();
  await rm(dir, { recursive: true, force: true });
});

function at(p: RgbPixels, xMm: number, yMm: number, dpi: number): number[] {
  const x = Math.round((xMm * dpi) / 25.4);
  const y = Math.round((yMm * dpi) / 25.4);
  const i = (y * p.width + x) * 3;
  return [p.data[i]!, p.data[i + 1]!, p.data[i + 2]!];
}

describe('transparency groups', () => {
  it('paints a group with opacity as one layer, like the canvas', async () => {
    const doc = fromNested(album());
    const composition = composePrint(
      doc,
      { title: '', releaseDate: null },
      {
        mode: 'spread',
        showStickers: true,
        includeCover: false,
        includeBleed: false,
        range: [],
      },
    );
    const path = join(dir, 'group.pdf');
    await writePdf(composition, path, { dpi: 72, compress: true, images: async () => null, renderer });
    await qpdfCheck(path);
    // Colours as on screen: without the PDF/X output intent poppler would soft-proof them through.
    await withoutOutputIntents(path, `${path}.screen.pdf`);
    const [png] = await pdfToPngs(`${path}.screen.pdf`, 50);
    const pdf = await decodeRgb(png!);
    const page = composition.pages[0]!;
    const scenes = pageScenes(composition, page);
    const raster = await decodeRgb(
      renderPageBytes(renderer.resources, page, scenes, { dpi: 50, format: 'png' }),
    );
    // Inside one square only, and inside the overlap: the same tint.
    const single = at(pdf, 30, 50, 50);
    const overlap = at(pdf, 70, 50, 50);
    for (let c = 0; c < 3; c++) expect(Math.abs(single[c]! - overlap[c]!)).toBeLessThanOrEqual(2);
    for (let c = 0; c < 3; c++)
      expect(Math.abs(overlap[c]! - at(raster, 70, 50, 50)[c]!)).toBeLessThanOrEqual(4);
    // The framed rectangle's fill does not show through the inner half of its stroke.
    const stroke = at(pdf, 20.5, 150, 50);
    for (let c = 0; c < 3; c++)
      expect(Math.abs(stroke[c]! - at(raster, 20.5, 150, 50)[c]!)).toBeLessThanOrEqual(6);
    expect(differingFraction(pdf, raster)).toBeLessThan(0.01);
  });
});
