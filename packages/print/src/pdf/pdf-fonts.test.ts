/**
 * Subset tags derived from the glyph set: different subsets of a font never share a name across files, the same
 * subset keeps its name, as `pdffonts` reads them.
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
import { pdfFonts } from '../testing/pdf-tools';
import { qpdfJson } from '../testing/pdfx-check';
import { subsetTag } from './pdf-fonts';
import { writePdf } from './pdf-writer';

const doc = fixtureDocument();
const images = fixtureImages(doc);
let renderer: SceneRenderer;
let dir: string;

beforeAll(async () => {
  renderer = await createPrintRenderer(images);
  dir = await mkdtemp(join(tmpdir(), 'print-fonts-'));
});

afterAll(async () => {
  renderer.dispose();
  await rm(dir, { recursive: true, force: true });
});

/** Subset name → the embedded font program (base64), from the file's font descriptors. */
async function fontPrograms(path: string): Promise<Map<string, string>> {
  const json = await qpdfJson(path, true);
  const programs = new Map<string, string>();
  for (const obj of Object.values(json.objects)) {
    const value = obj.value as Record<string, unknown> | undefined;
    if (!value || value['/Type'] !== '/FontDescriptor') continue;
    const file = json.objects[`obj:${value['/FontFile2'] as string}`];
    programs.set(String(value['/FontName']).slice(1), file?.stream?.data ?? '');
  }
  return programs;
}

/** The subset names of a job's PDF, by font (the name after the tag), and each subset's font program. */
async function subsets(
  mode: RenderMode,
  name: string,
): Promise<{ byFont: Map<string, string>; programs: Map<string, string> }> {
  const composition = composePrint(doc, FIXTURE_META, {
    mode,
    showStickers: true,
    includeCover: false,
    includeBleed: false,
    range: [],
  });
  const path = join(dir, `${name}.pdf`);
  await writePdf(composition, path, { dpi: 72, compress: true, images, renderer });
  const fonts = await pdfFonts(path);
  const byFont = new Map<string, string>();
  for (const font of fonts) {
    expect(font.name).toMatch(/^[A-Z]{6}\+/);
    const base = font.name.slice(7);
    expect(byFont.has(base), `${base} embedded twice`).toBe(false);
    byFont.set(base, font.name);
  }
  return { byFont, programs: await fontPrograms(path) };
}

describe('font subset tags', () => {
  it('are six capitals, the same for the same glyphs, different for others', () => {
    expect(subsetTag('Roboto-Regular', [0, 5, 9])).toMatch(/^[A-Z]{6}$/);
    expect(subsetTag('Roboto-Regular', [0, 5, 9])).toBe(subsetTag('Roboto-Regular', [0, 5, 9]));
    expect(subsetTag('Roboto-Regular', [0, 5, 9])).not.toBe(subsetTag('Roboto-Regular', [0, 5, 10]));
    expect(subsetTag('Roboto-Regular', [0, 5, 9])).not.toBe(subsetTag('Roboto-Bold', [0, 5, 9]));
  });

  it('differ between files whose subsets of a font differ, and repeat for the same job', async () => {
    const spreads = await subsets('spread', 'spread-a');
    const again = await subsets('spread', 'spread-b');
    const cover = await subsets('album_softcover', 'cover');
    expect(again.byFont).toEqual(spreads.byFont);
    const shared = [...cover.byFont.keys()].filter((base) => spreads.byFont.has(base));
    expect(shared.length).toBeGreaterThan(0);
    let different = 0;
    for (const base of shared) {
      const [a, b] = [spreads.byFont.get(base)!, cover.byFont.get(base)!];
      const sameProgram = spreads.programs.get(a) === cover.programs.get(b);
      // One name, one font program: equal names only where the subsets are the same bytes.
      expect({ base, sameName: a === b }).toEqual({ base, sameName: sameProgram });
      if (!sameProgram) different++;
    }
    // The album's pages use glyphs the cover sheet does not: some fonts are other subsets there.
    expect(different).toBeGreaterThan(0);
  });
});
