// Face fit on real photos: how often the server's face detector finds the face a sticker photo is about, and
// whether face fit then puts that face at 0.47 / 0.36 of the sticker frame. The set is bench/face-fit/photos.json
// (photos from npm and Debian packages, labelled by hand) plus portrait crops made from it (variants.mjs). The
// detector before this bench (face-api's tiny detector, its most confident box) is measured beside it on the same
// set. No network: the models and photos come from node_modules and the repository.
// Run: `node bench/face-fit/run.mjs` (or `npx node …`, the project's Node). Writes
// bench/results/face-fit.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { importServerSource, root } from '../server-source.mjs';
import { score } from './score.mjs';
import { buildDetectorWorker } from './worker-build.mjs';
import { buildCases, photos } from './variants.mjs';

const require = createRequire(import.meta.url);
const { FaceDetector, faceFitCrop, FACE_FIT } = await importServerSource(
  'face-fit-bench',
  `export { FaceDetector } from './src/faces/face-detector';
   export { faceFitCrop } from '../../packages/editor-react/src/crop/crop-math';
   export { FACE_FIT } from '@album/editor-core';`,
);

const worker = await buildDetectorWorker('face-fit');

/** The detector as it was before this bench: the tiny detector's most confident box, in the bench's process. */
async function beforeDetector() {
  const tf = require('@tensorflow/tfjs');
  const wasm = require('@tensorflow/tfjs-backend-wasm');
  const wasmDir = dirname(require.resolve('@tensorflow/tfjs-backend-wasm'));
  wasm.setWasmPaths({
    'tfjs-backend-wasm.wasm': join(wasmDir, 'tfjs-backend-wasm.wasm'),
    'tfjs-backend-wasm-simd.wasm': join(wasmDir, 'tfjs-backend-wasm-simd.wasm'),
    'tfjs-backend-wasm-threaded-simd.wasm': join(wasmDir, 'tfjs-backend-wasm-threaded-simd.wasm'),
  });
  await tf.setBackend('wasm');
  await tf.ready();
  const faceapi = require('@vladmandic/face-api/dist/face-api.node-wasm.js');
  await faceapi.nets.tinyFaceDetector.loadFromDisk(
    join(dirname(require.resolve('@vladmandic/face-api/package.json')), 'model'),
  );
  const options = new faceapi.TinyFaceDetectorOptions({ inputSize: 416, scoreThreshold: 0.5 });
  return async (image) => {
    const { data, info } = await sharp(image)
      .rotate()
      .resize({ width: 1024, height: 1024, fit: 'inside', withoutEnlargement: true })
      .removeAlpha()
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
    const { width } = await sharp(image).metadata();
    const scale = width / info.width;
    const tensor = faceapi.tf.tensor3d(new Int32Array(data), [info.height, info.width, 3], 'int32');
    try {
      const found = await faceapi.detectSingleFace(tensor, options);
      if (!found) return null;
      const b = found.box;
      return { x: b.x * scale, y: b.y * scale, width: b.width * scale, height: b.height * scale };
    } finally {
      tensor.dispose();
    }
  };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)] : null;
};
const round = (value, digits = 3) => (value === null ? null : Number(value.toFixed(digits)));

async function measure(name, detect, cases) {
  const byKind = {};
  const times = [];
  const errors = [];
  const misses = [];
  for (const testCase of cases) {
    const started = performance.now();
    const detected = await detect(testCase.image);
    times.push(performance.now() - started);
    const verdict = score(faceFitCrop, FACE_FIT, testCase, detected);
    const kind = (byKind[testCase.kind] ??= { cases: 0, found: 0, right: 0, centred: 0 });
    kind.cases += 1;
    if (verdict.found) kind.found += 1;
    if (verdict.right) kind.right += 1;
    if (verdict.centred) kind.centred += 1;
    if (verdict.error) errors.push(Math.hypot(verdict.error.x, verdict.error.y));
    if (!verdict.right || verdict.centred === false) {
      misses.push({ case: testCase.name, found: verdict.found, right: verdict.right, error: verdict.error });
    }
  }
  const withFace = cases.filter((c) => c.kind !== 'no-face').length;
  const centred = Object.entries(byKind)
    .filter(([kind]) => kind !== 'no-face')
    .reduce((sum, [, k]) => sum + k.centred, 0);
  const falseFaces = byKind['no-face'] ? byKind['no-face'].found : 0;
  console.info(
    `${name}: ${centred}/${withFace} faces centred, ${falseFaces} faces in ${byKind['no-face']?.cases ?? 0} photos without one, median ${round(median(times), 0)} ms`,
  );
  for (const [kind, k] of Object.entries(byKind)) console.info(`  ${kind}: ${JSON.stringify(k)}`);
  return {
    centred,
    with_face: withFace,
    false_faces: falseFaces,
    by_kind: byKind,
    median_landing_error: round(median(errors)),
    median_ms: round(median(times), 1),
    misses,
  };
}

const cases = await buildCases();
const detector = new FaceDetector(60_000, worker.url);
try {
  await detector.detect(cases[0].image); // loads the model: not part of the figures
  const before = await beforeDetector();
  await before(cases[0].image);
  const now = await measure('now', (image) => detector.detect(image), cases);
  const then = await measure('before', before, cases);
  const result = {
    date: new Date().toISOString(),
    machine: { cpus: cpus().length, load_before: loadavg().map((l) => round(l, 2)), node: process.version },
    set: {
      photos: photos.length,
      labelled_faces: photos.reduce((sum, p) => sum + p.faces.length, 0),
      cases: cases.length,
      kinds: Object.fromEntries(
        [...new Set(cases.map((c) => c.kind))].map((k) => [k, cases.filter((c) => c.kind === k).length]),
      ),
    },
    target: FACE_FIT,
    centred_tolerance: 0.05,
    frame_mm: { width: 50, height: 70 },
    now: {
      detector:
        'tiny face detector 416 px, face picked by confidence × size × centrality, box from its 68 landmarks',
      ...now,
    },
    before: { detector: 'tiny face detector 416 px, most confident box', ...then },
  };
  mkdirSync(join(root, 'bench', 'results'), { recursive: true });
  writeFileSync(join(root, 'bench', 'results', 'face-fit.json'), `${JSON.stringify(result, null, 2)}\n`);
} finally {
  await detector.close();
  worker.remove();
}
