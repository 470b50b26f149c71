/**
 * Rich text in the PDF: a BOLD range is drawn with the family's bold face (its own font file, not a synthetic
 * emboldening), the rest with the regular face, and both words are in the text layer (pdffonts, pdftotext).
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { buildScene, fromNested } from '@album/editor-core';
import type { AlbumDocument, TextItem } from '@album/editor-core';
import { FIXTURE_IDS, fixtureAlbum } from '@album/editor-core/testing';
import type { SceneRenderer } from '@album/render-canvaskit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { composePrint } from '../compose/compose';
import { createPrintRenderer } from '../output/render-job';
import { fixtureImages, FIXTURE_META } from '../testing/fixture';
import { pdfFonts } from '../testing/pdf-tools';
import { writePdf } from './pdf-writer';

const TEXT_ID = 'rich-text-under-test';

/** The fixture album with one more text on the first blue spread: "Plain bold", the second word BOLD. */
function documentWithText(): AlbumDocument {
  const album = fixtureAlbum();
  const spread = album.workspace
    .children!.flatMap((section) => section.children ?? [])
    .find((s) => s.props.id === FIXTURE_IDS.spreads.blue1)!;
  spread.children!.push({
    type: 'Text',
    props: {
      id: TEXT_ID,
      x: 240,
      y: 140,
      width: 150,
      height: 30,
      rotation: 0,
      scale: 1,
      text: {
        blocks: [
          {
            key: 'rt1',
            text: 'Plain bold',
            inlineStyleRanges: [
              { offset: 0, length: 10, style: 'FONT-Zilla Slab' },
              { offset: 0, length: 10, style: 'SIZE-24' },
              { offset: 6, length: 4, style: 'BOLD' },
            ],
          },
        ],
      },
    },
  } as NonNullable<typeof spread.children>[number]);
  return fromNested(album);
}

const doc = documentWithText();
let renderer: SceneRenderer;
let dir: string;

beforeAll(async () => {
  renderer = await createPrintRenderer(fixtureImages(doc));
  dir = await mkdtemp(join(tmpdir(), 'print-text-'));
});

afterAll(async () => {
  renderer.dispose();
  await rm(dir, { recursive: true, force: true });
});

describe('rich text in the PDF', () => {
  it('lays the bold range out with the bold face file and the rest with the regular one', async () => {
    const scene = buildScene(doc, FIXTURE_IDS.spreads.blue1, FIXTURE_META);
    await renderer.resources.fonts.ensure(scene.fonts);
    const find = (items: typeof scene.items): TextItem | undefined => {
      for (const item of items) {
        if (item.kind === 'text' && item.nodeId === TEXT_ID) return item;
        if (item.kind === 'group') {
          const inner = find(item.children);
          if (inner) return inner;
        }
      }
      return undefined;
    };
    const item = find(scene.items);
    expect(item).toBeDefined();
    const runs = renderer.layoutText(item!).lines.flatMap((line) => line.runs);
    const byText = Object.fromEntries(runs.map((run) => [run.text.trim(), run]));
    expect(byText.bold).toMatchObject({ family: 'Zilla Slab', weight: 700, syntheticBold: false });
    expect(byText.bold!.file).toMatch(/700/);
    expect(byText.Plain).toMatchObject({ family: 'Zilla Slab', weight: 400 });
    expect(byText.Plain!.file).not.toBe(byText.bold!.file);
  });

  it('embeds the bold and the regular face, and the words are in the text layer', async () => {
    const composition = composePrint(doc, FIXTURE_META, {
      mode: 'spread',
      showStickers: true,
      includeCover: false,
      includeBleed: false,
      range: [],
    });
    composition.pages = composition.pages.filter((page) =>
      page.parts.some((part) => part.spreadId === FIXTURE_IDS.spreads.blue1),
    );
    expect(composition.pages).toHaveLength(1);
    const path = join(dir, 'text.pdf');
    await writePdf(composition, path, { dpi: 72, compress: true, images: fixtureImages(doc), renderer });
    const names = (await pdfFonts(path)).map((row) => row.name.replace(/^[A-Z]{6}\+/, ''));
    expect(names).toContain('ZillaSlab-Bold');
    expect(names).toContain('ZillaSlab-Regular');
    const { stdout } = await promisify(execFile)('pdftotext', [path, '-']);
    expect(stdout).toMatch(/Plain\s+bold/);
  });
});
