/**
 * Face detection off the request thread: this file runs in a worker thread (see `face-detector.ts`), loads
 * TensorFlow.js with its WebAssembly backend, face-api's tiny face detector and its tiny 68-point landmark model
 * once, from node_modules (never from a network), and answers one message per image with every face found (box,
 * confidence, landmarks); the request thread decides which face the photo is about.
 *
 * It is started by Node directly, not by a bundler: only erasable TypeScript and package imports here.
 */
import { readlinkSync } from 'node:fs';
import { createRequire } from 'node:module';
import { setPriority } from 'node:os';
import { dirname, join } from 'node:path';
import { parentPort } from 'node:worker_threads';
import sharp from 'sharp';
import type * as TfModule from '@tensorflow/tfjs';
import type * as WasmModule from '@tensorflow/tfjs-backend-wasm';
import type * as FaceApiModule from '@vladmandic/face-api';
import type { DetectRequest, DetectResponse, Detection } from './protocol';

const require = createRequire(import.meta.url);

/** Longest side the detector looks at: faces in album photos stay well detectable, and it stays fast. */
const DETECT_MAX_SIDE = 1024;
const MAX_PIXELS = 32_000_000;
/** Photo formats only: a vector image (SVG) would be rasterised here at any cost its author chose. */
const RASTER_FORMATS = new Set(['jpeg', 'png', 'webp']);

// The detector computes on this thread: a lower priority (Linux: per thread, by its id) leaves the server's
// thread first in line for the cores. Elsewhere, or where it is not allowed, it runs at the usual priority.
try {
  const threadId = Number(readlinkSync('/proc/thread-self').split('/').pop());
  if (Number.isInteger(threadId)) setPriority(threadId, 10);
} catch {
  // No /proc or no permission: nothing to do.
}

// face-api ships CommonJS bundles; the wasm one expects @tensorflow/tfjs and the wasm backend beside it.
type FaceApi = typeof FaceApiModule;
type Tf = typeof TfModule;
interface Loaded {
  faceapi: FaceApi;
  options: Array<InstanceType<FaceApi['TinyFaceDetectorOptions']>>;
}

let loading: Promise<Loaded> | undefined;

async function load(): Promise<Loaded> {
  const tf = require('@tensorflow/tfjs') as Tf;
  const wasm = require('@tensorflow/tfjs-backend-wasm') as typeof WasmModule;
  const wasmDir = dirname(require.resolve('@tensorflow/tfjs-backend-wasm'));
  wasm.setWasmPaths({
    'tfjs-backend-wasm.wasm': join(wasmDir, 'tfjs-backend-wasm.wasm'),
    'tfjs-backend-wasm-simd.wasm': join(wasmDir, 'tfjs-backend-wasm-simd.wasm'),
    'tfjs-backend-wasm-threaded-simd.wasm': join(wasmDir, 'tfjs-backend-wasm-threaded-simd.wasm'),
  });
  if (!(await tf.setBackend('wasm'))) throw new Error('The TensorFlow.js WebAssembly backend did not start');
  await tf.ready();
  const faceapi = require('@vladmandic/face-api/dist/face-api.node-wasm.js') as FaceApi;
  const modelDir = join(dirname(require.resolve('@vladmandic/face-api/package.json')), 'model');
  await faceapi.nets.tinyFaceDetector.loadFromDisk(modelDir);
  // 77 kB, about 5 ms a face: the landmarks place the face's centre better than the detector's box does.
  await faceapi.nets.faceLandmark68TinyNet.loadFromDisk(modelDir);
  const options = [
    new faceapi.TinyFaceDetectorOptions({ inputSize: 416, scoreThreshold: 0.5 }),
    // A second, finer pass finds faces the first misses (turned, in shadow); bench/face-fit measures both.
    new faceapi.TinyFaceDetectorOptions({ inputSize: 608, scoreThreshold: 0.65 }),
  ];
  return { faceapi, options };
}

interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Intersection over union of two boxes. */
function overlap(a: Rect, b: Rect): number {
  const w = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const h = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  if (w <= 0 || h <= 0) return 0;
  const inter = w * h;
  return inter / (a.width * a.height + b.width * b.height - inter);
}

async function detect(request: DetectRequest): Promise<DetectResponse> {
  const { faceapi, options } = await (loading ??= load());
  const bytes = Buffer.from(request.image.buffer, request.image.byteOffset, request.image.byteLength);
  let width: number;
  let height: number;
  try {
    const metadata = await sharp(bytes).metadata();
    if (!RASTER_FORMATS.has(metadata.format)) {
      return {
        id: request.id,
        code: 'unsupported_type',
        error: 'Faces are found in JPEG, PNG and WebP photos',
      };
    }
    if (!metadata.width || !metadata.height) throw new Error('no size');
    if (metadata.width * metadata.height > MAX_PIXELS) {
      return { id: request.id, code: 'too_many_pixels', error: 'The image has more than 32 million pixels' };
    }
    const turned = (metadata.orientation ?? 1) >= 5;
    width = turned ? metadata.height : metadata.width;
    height = turned ? metadata.width : metadata.height;
  } catch {
    return { id: request.id, code: 'invalid_image', error: 'The image could not be read' };
  }
  const image = sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: 'error' }).rotate();
  const { data, info } = await image
    .resize({ width: DETECT_MAX_SIDE, height: DETECT_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
    .removeAlpha()
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  const scale = width / info.width;
  // Made through face-api's own tf handle, whose types its functions expect.
  const tensor = faceapi.tf.tensor3d(new Int32Array(data), [info.height, info.width, 3], 'int32');
  try {
    const found = [];
    for (const pass of options) {
      for (const face of await faceapi.detectAllFaces(tensor, pass).withFaceLandmarks(true)) {
        // The same face from both passes: keep the more confident box.
        const same: number = found.findIndex(
          (known) => overlap(known.detection.box, face.detection.box) > 0.3,
        );
        if (same < 0) found.push(face);
        else if (found[same]!.detection.score < face.detection.score) found[same] = face;
      }
    }
    const detections: Detection[] = found.map(({ detection, landmarks }) => ({
      box: {
        x: detection.box.x * scale,
        y: detection.box.y * scale,
        width: detection.box.width * scale,
        height: detection.box.height * scale,
      },
      score: detection.score,
      points: landmarks.positions.map((point) => ({ x: point.x * scale, y: point.y * scale })),
    }));
    return { id: request.id, detections, width, height };
  } finally {
    tensor.dispose();
  }
}

parentPort?.on('message', (request: DetectRequest) => {
  detect(request).then(
    (response) => parentPort?.postMessage(response),
    (error: unknown) =>
      parentPort?.postMessage({
        id: request.id,
        code: 'detection_failed',
        error: error instanceof Error ? error.message : String(error),
      }),
  );
});
