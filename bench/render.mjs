// Renderer benchmark (Node, CPU raster): cold CanvasKit init, then per-spread draw time of the fixture album at
// 300 dpi with bleed, plus PNG and JPEG encoding. The renderer's TypeScript sources are bundled with esbuild first
// (workspace `source` condition), so no package build is needed. Run: `node bench/render.mjs [dpi] [runs]`.
import { build } from 'esbuild';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL, fileURLToPath } from 'node:url';

const dpi = Number(process.argv[2] ?? 300);
const runs = Number(process.argv[3] ?? 3);
const root = fileURLToPath(new URL('..', import.meta.url));

const entry = `
import { loadCanvasKit, createSceneRenderer, renderSceneImage } from '@album/render-canvaskit/node';
import { nodeFontLoader } from '@album/fonts/node';
import { fixtureImageBytes } from '@album/editor-core/testing';
import { fixtureDocument, fixtureImageLoader, fixtureScenes } from './packages/render-canvaskit/src/testing/fixture-scenes';
export { loadCanvasKit, createSceneRenderer, renderSceneImage, nodeFontLoader, fixtureImageBytes, fixtureDocument, fixtureImageLoader, fixtureScenes };
`;
// Inside the repository so the bundle resolves `canvaskit-wasm` (and its wasm) from node_modules.
const dir = join(root, 'node_modules', '.cache', 'album-render-bench');
mkdirSync(dir, { recursive: true });
const out = join(dir, 'bench-bundle.mjs');
await build({
  stdin: { contents: entry, resolveDir: root, loader: 'ts' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  conditions: ['@album/source'],
  // Stays a real package so its wasm is found next to it in node_modules.
  external: ['canvaskit-wasm'],
  outfile: out,
  logLevel: 'error',
  banner: {
    js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
  },
});
writeFileSync(join(dir, 'package.json'), '{"type":"module"}');
const m = await import(pathToFileURL(out).href);

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
let t = performance.now();
const ck = await m.loadCanvasKit();
const initMs = performance.now() - t;

const renderer = await m.createSceneRenderer({
  canvasKit: ck,
  fonts: m.nodeFontLoader,
  images: m.fixtureImageLoader(m.fixtureDocument(), m.fixtureImageBytes),
});
const rows = [];
for (const { name, scene } of m.fixtureScenes()) {
  t = performance.now();
  await renderer.prepare(scene);
  const prepareMs = performance.now() - t;
  const draw = [];
  const png = [];
  const jpeg = [];
  let size = '';
  for (let i = 0; i < runs; i++) {
    renderer.resources.textLayouts.clear();
    t = performance.now();
    const image = m.renderSceneImage(renderer.resources, scene, { dpi, bleed: 2 });
    draw.push(performance.now() - t);
    size = `${image.width()}x${image.height()}`;
    t = performance.now();
    image.encodeToBytes(ck.ImageFormat.PNG, 100);
    png.push(performance.now() - t);
    t = performance.now();
    image.encodeToBytes(ck.ImageFormat.JPEG, 92);
    jpeg.push(performance.now() - t);
    image.delete();
  }
  rows.push({
    spread: name,
    px: size,
    'prepare ms (first)': Math.round(prepareMs),
    'draw ms': Math.round(median(draw)),
    'png ms': Math.round(median(png)),
    'jpeg ms': Math.round(median(jpeg)),
  });
}
console.info(`CanvasKit cold init: ${initMs.toFixed(0)} ms (full build, Node ${process.version})`);
console.info(`Fixture spreads at ${dpi} dpi with 2 mm bleed, median of ${runs}:`);
for (const row of rows)
  console.info(
    Object.entries(row)
      .map(([k, v]) => `${k}: ${v}`)
      .join(' | '),
  );
renderer.dispose();
rmSync(dir, { recursive: true, force: true });
