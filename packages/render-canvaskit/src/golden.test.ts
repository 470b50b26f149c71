/**
 * Reference test: every spread of the fixture album rendered in Node matches its committed golden image
 * (`golden/<spread>.png` for print output, `golden/<spread>-screen.png` for the editor view with comment markers).
 * Regenerate with `UPDATE_GOLDEN=1 npx vitest run packages/render-canvaskit/src/golden.test.ts`, then look at
 * the images before committing them.
 */
import { fixtureImageBytes } from '@album/editor-core/testing';
import { nodeFontLoader } from '@album/fonts/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSceneRenderer, loadCanvasKit, type SceneRenderer } from './node';
import { fixtureDocument, fixtureImageLoader, fixtureScenes, SCREEN_SCENE } from './testing/fixture-scenes';
import {
  compareWithGolden,
  FEATURE_DPI,
  GOLDEN_BLEED,
  GOLDEN_DPI,
  GOLDEN_MAX_DIFF,
  type GoldenResult,
} from './testing/golden';
import { renderScreenPng } from './testing/screen';
import { FEATURE_IMAGE, featureScene } from './testing/feature-scene';
import { quadrantImagePng } from './testing/sample-image';

let renderer: SceneRenderer;
const results: GoldenResult[] = [];
const scenes = fixtureScenes();
const screenScenes = fixtureScenes(SCREEN_SCENE).filter(
  (s, i) => JSON.stringify(s.scene) !== JSON.stringify(scenes[i]!.scene),
);

beforeAll(async () => {
  const fixtureImages = fixtureImageLoader(fixtureDocument(), fixtureImageBytes);
  const ck = await loadCanvasKit();
  const quad = quadrantImagePng(ck);
  renderer = await createSceneRenderer({
    canvasKit: ck,
    fonts: nodeFontLoader,
    images: (id, resolution) =>
      id === FEATURE_IMAGE ? Promise.resolve(quad) : fixtureImages(id, resolution),
  });
});

afterAll(() => {
  console.info(
    `golden differences: ${results.map((r) => `${r.name} ${(r.fraction * 100).toFixed(3)}%`).join(', ')}`,
  );
  renderer.dispose();
});

function expectMatch(result: GoldenResult): void {
  results.push(result);
  expect(result.fraction, `${result.name}: ${JSON.stringify(result.artefacts)}`).toBeLessThan(
    GOLDEN_MAX_DIFF,
  );
}

describe('fixture album goldens (Node raster)', () => {
  it('covers every spread of the fixture', () => {
    expect(scenes.map((s) => s.name)).toEqual(['cover', 'blue1', 'blue2', 'red1', 'back']);
  });

  for (const { name, scene } of scenes) {
    it(`${name} matches its print golden`, async () => {
      const png = await renderer.renderSpreadToPng(scene, { dpi: GOLDEN_DPI, bleed: GOLDEN_BLEED });
      expectMatch(compareWithGolden(renderer.canvasKit, name, png));
    });
  }

  it('has editor views that differ from print where the fixture has comments or empty frames', () => {
    const names = screenScenes.map((s) => s.name);
    for (const name of ['blue1', 'blue2', 'red1']) expect(names).toContain(name);
  });

  for (const { name, scene } of screenScenes) {
    it(`${name} matches its screen golden (comment markers, placeholders)`, async () => {
      await renderer.prepare(scene);
      const png = renderScreenPng(renderer.resources, scene, GOLDEN_DPI);
      expectMatch(compareWithGolden(renderer.canvasKit, `${name}-screen`, png));
    });
  }
});

describe('feature spread golden (Node raster)', () => {
  it('matches: blend modes, AUTOSIZE shrinking, synthetic italics, faded text and clipped groups', async () => {
    const scene = featureScene();
    const autosize = scene.items.find((i) => i.nodeId === 'autosize');
    await renderer.prepare(scene);
    expect(autosize?.kind === 'text' && renderer.layoutText(autosize).scale).toBeLessThan(1);
    const png = await renderer.renderSpreadToPng(scene, { dpi: FEATURE_DPI, bleed: 0 });
    expectMatch(compareWithGolden(renderer.canvasKit, 'features', png));
  });
});
