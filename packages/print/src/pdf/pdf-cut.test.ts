/**
 * Die-cut lines on sticker sheets and stickerpacks, read back with `qpdf --json`: the Separation /CutContour colour
 * space, the CutContour layer, and exactly one stroked path per sticker in the layer's marked content on each sheet.
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
import {
  ghostscriptWarnings,
  pages,
  pdfxProblems,
  qpdfJson,
  resolve,
  type QpdfJson,
} from '../testing/pdfx-check';
import { writePdf } from './pdf-writer';

const doc = fixtureDocument();
const images = fixtureImages(doc);
let renderer: SceneRenderer;
let dir: string;

beforeAll(async () => {
  renderer = await createPrintRenderer(images);
  dir = await mkdtemp(join(tmpdir(), 'print-cut-'));
});

afterAll(async () => {
  renderer.dispose();
  await rm(dir, { recursive: true, force: true });
});

/** The decoded content of a page. */
function content(json: QpdfJson, page: Record<string, unknown>): string {
  const refs = Array.isArray(page['/Contents'])
    ? (page['/Contents'] as string[])
    : [page['/Contents'] as string];
  return refs
    .map((ref) => Buffer.from(json.objects[`obj:${ref}`]!.stream!.data!, 'base64').toString('latin1'))
    .join('\n');
}

/** The CutContour layer's marked content of a page: the operators between its BDC and EMC. */
function layerOps(text: string): string[][] {
  const blocks: string[][] = [];
  for (const match of text.matchAll(/\/OC \/(\w+) BDC\n([\s\S]*?)\nEMC/g)) blocks.push(match[2]!.split('\n'));
  return blocks;
}

describe('die-cut lines', () => {
  it.each<[RenderMode, boolean]>([
    ['stickers', false],
    ['sticker_check', true],
    ['stickerpack', true],
  ])('%s (compress %s): one CutContour path per sticker on each sheet', async (mode, compress) => {
    const composition = composePrint(doc, FIXTURE_META, {
      mode,
      showStickers: true,
      includeCover: true,
      includeBleed: true,
      range: [],
    });
    const path = join(dir, `${mode}.pdf`);
    await writePdf(composition, path, { dpi: 72, compress, images, renderer });
    const json = await qpdfJson(path, true);
    expect(pdfxProblems(json)).toEqual([]);
    expect(await ghostscriptWarnings(path)).toBe('');

    // The Separation colour space, its alternate, and the layer.
    const separations = Object.values(json.objects)
      .map((o) => o.value)
      .filter((v): v is unknown[] => Array.isArray(v) && v[0] === '/Separation' && v[1] === '/CutContour');
    expect(separations).toHaveLength(1);
    expect(separations[0]![2]).toBe('/DeviceCMYK');
    const root = resolve(json, (json.objects.trailer!.value as Record<string, unknown>)['/Root']) as Record<
      string,
      unknown
    >;
    const layers = root['/OCProperties'] as { '/OCGs': string[]; '/D': Record<string, unknown> };
    expect(layers['/OCGs']).toHaveLength(1);
    const ocg = resolve(json, layers['/OCGs'][0]) as Record<string, unknown>;
    expect(ocg).toMatchObject({ '/Type': '/OCG', '/Name': 'u:CutContour' });
    expect(layers['/D']['/Name']).toBeTruthy();

    const pdfPages = pages(json);
    expect(pdfPages).toHaveLength(composition.pages.length);
    let sheets = 0;
    composition.pages.forEach((page, i) => {
      const cells = Object.values(composition.sheets!.nodes).filter(
        (n) =>
          n.type === 'StickerCell' &&
          page.parts.some((p) => p.source === 'sheets' && p.spreadId === n.parentId),
      ).length;
      const blocks = layerOps(content(json, pdfPages[i]!));
      if (cells === 0) {
        expect(blocks, page.name).toHaveLength(0);
        return;
      }
      sheets++;
      expect(blocks, page.name).toHaveLength(1);
      const ops = blocks[0]!;
      // One stroke (S) per sticker, each in the spot colour, under the overprint state.
      expect(
        ops.filter((l) => l === 'S'),
        page.name,
      ).toHaveLength(cells);
      expect(ops.filter((l) => /^1 SCN$/.test(l))).toHaveLength(cells);
      expect(ops.some((l) => /^\/GsCutOP gs$/.test(l))).toBe(true);
      const resources = resolve(json, pdfPages[i]!['/Resources']) as Record<string, Record<string, unknown>>;
      const spaces = resolve(json, resources['/ColorSpace']) as Record<string, unknown>;
      const cutSpace = Object.entries(spaces).find(([, v]) => {
        const space = resolve(json, v);
        return Array.isArray(space) && space[1] === '/CutContour';
      });
      expect(cutSpace, page.name).toBeDefined();
      expect(ops.filter((l) => l === `/${cutSpace![0].slice(1)} CS`)).toHaveLength(cells);
      const state = resolve(
        json,
        (resolve(json, resources['/ExtGState']) as Record<string, unknown>)['/GsCutOP'],
      );
      expect(state).toMatchObject({ '/OP': true, '/op': true, '/OPM': 1 });
      expect((resolve(json, resources['/Properties']) as Record<string, unknown>)['/OCCut']).toBe(
        layers['/OCGs'][0],
      );
    });
    expect(sheets).toBeGreaterThan(0);
  });

  it('leaves album pages without a cut layer', async () => {
    const composition = composePrint(doc, FIXTURE_META, {
      mode: 'spread',
      showStickers: true,
      includeCover: false,
      includeBleed: true,
      range: [],
    });
    const path = join(dir, 'spread.pdf');
    await writePdf(composition, path, { dpi: 72, compress: true, images, renderer });
    const json = await qpdfJson(path, true);
    for (const page of pages(json)) expect(layerOps(content(json, page))).toHaveLength(0);
    expect(
      Object.values(json.objects).some((o) => Array.isArray(o.value) && o.value[1] === '/CutContour'),
    ).toBe(false);
  });
});
