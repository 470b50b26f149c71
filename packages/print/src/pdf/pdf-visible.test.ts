/**
 * Pages that show part of a spread (the cover sheet's sides, the inlay's single pages) carry only what shows:
 * `pdftotext` of the written PDF finds the visible pages' text and none of the hidden halves'.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { RenderMode } from '@album/editor-core';
import type { SceneRenderer } from '@album/render-canvaskit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { composePrint } from '../compose/compose';
import type { Composition } from '../compose/types';
import { createPrintRenderer } from '../output/render-job';
import { fixtureDocument, fixtureImages, FIXTURE_META } from '../testing/fixture';
import { writePdf } from './pdf-writer';

const run = promisify(execFile);
const doc = fixtureDocument();
const images = fixtureImages(doc);
let renderer: SceneRenderer;
let dir: string;

beforeAll(async () => {
  renderer = await createPrintRenderer(images);
  dir = await mkdtemp(join(tmpdir(), 'print-visible-'));
});

afterAll(async () => {
  renderer.dispose();
  await rm(dir, { recursive: true, force: true });
});

async function write(mode: RenderMode): Promise<{ path: string; composition: Composition }> {
  const composition = composePrint(doc, FIXTURE_META, {
    mode,
    showStickers: true,
    includeCover: false,
    includeBleed: true,
    range: [],
  });
  const path = join(dir, `${mode}.pdf`);
  await writePdf(composition, path, { dpi: 72, compress: true, images, renderer });
  return { path, composition };
}

/** The text of each page, as `pdftotext` reads it. */
async function pageTexts(path: string, count: number): Promise<string[]> {
  const texts: string[] = [];
  for (let page = 1; page <= count; page++) {
    const { stdout } = await run('pdftotext', ['-f', String(page), '-l', String(page), path, '-']);
    texts.push(stdout.replace(/\s+/g, ' ').trim());
  }
  return texts;
}

describe('only visible content on partial pages', () => {
  it('the cover sheet: the covers’ text, none of the hidden halves of their spreads', async () => {
    const { path } = await write('album_softcover');
    const [outside = '', inside = ''] = await pageTexts(path, 2);
    // Outside: the back cover (last page) and the front cover (page 1).
    expect(outside).toContain('Contents');
    expect(outside).toContain('FIXTURE ALBUM');
    // Inside: page 2 (left half of the spread 2–3) and the second-to-last page (right half of the spread 6–7).
    expect(inside).toContain('Team Blue');
    // The left half of the spread 6–7 and the right half of 2–3 lie under the clip: their text is not in the file.
    for (const hidden of ['Team Red', 'Bold', 'Autosize', 'Line height', 'inline styles'])
      expect(inside).not.toContain(hidden);
    expect(inside.split(' ')).not.toContain('3');
    expect(inside.split(' ')).not.toContain('6');
  });

  it('an inlay page leaves out the facing page’s number', async () => {
    const { path, composition } = await write('album_softcover_inside');
    const texts = await pageTexts(path, composition.pages.length);
    composition.pages.forEach((page, i) => {
      const [number] = page.pageNumbers;
      // Even pages are left halves, odd pages right halves of their spreads.
      const facing = number! % 2 === 0 ? number! + 1 : number! - 1;
      const words = texts[i]!.split(' ');
      expect(words).toContain(String(number));
      expect(words).not.toContain(String(facing));
    });
  });
});
