/**
 * Runs face detection in one worker thread, started on first use and kept for later requests (the model loads
 * once, in about a second). Requests wait in line here and go to the worker one at a time, each within a time
 * budget: a detection that overruns it has its worker terminated (a fresh one takes the next request), so one
 * hostile image cannot hold the others up for long. The request thread only waits.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { FaceBox } from '@album/editor-core';
import { landmarkBox, pickFace } from './pick-face';
import type { DetectRequest, DetectResponse, Detection, FaceDetectionCode } from './protocol';

export class FaceDetectionError extends Error {
  constructor(
    readonly code: FaceDetectionCode | 'too_costly',
    message: string,
  ) {
    super(message);
    this.name = 'FaceDetectionError';
  }
}

/** The worker's file: the TypeScript source when running from source, the built `.js` beside a bundle. */
function workerFile(): URL {
  const source = new URL('./detector.worker.ts', import.meta.url);
  if (import.meta.url.endsWith('.ts') && existsSync(fileURLToPath(source))) return source;
  return new URL('./detector.worker.js', import.meta.url);
}

/** A detection of a 32 Mpx photo takes about 2 s; the first one also loads the model. */
export const DETECT_BUDGET_MS = 20_000;

/** What the detector tells about one image: the face a sticker is about, every face, and the image's size. */
export interface FaceAnalysis {
  /** The face the photo is about (see `pickFace`), its box placed by its landmarks; null without a face. */
  face: FaceBox | null;
  /** Every face found, as detected, the chosen one first. */
  faces: FaceBox[];
  /** The image's size as shown (EXIF rotation applied), in px. */
  width: number;
  height: number;
}

const rounded = (box: FaceBox): FaceBox => ({
  x: Math.max(0, Math.round(box.x)),
  y: Math.max(0, Math.round(box.y)),
  width: Math.round(box.width),
  height: Math.round(box.height),
});

/** The analysis of the worker's detections. */
function analysis(detections: Detection[], width: number, height: number): FaceAnalysis {
  const chosen = pickFace(detections, width, height);
  const others = detections.filter((detection) => detection !== chosen).map((d) => rounded(d.box));
  if (!chosen) return { face: null, faces: others, width, height };
  const face = rounded(landmarkBox(chosen.points) ?? chosen.box);
  return { face, faces: [rounded(chosen.box), ...others], width, height };
}

interface Waiting {
  image: Uint8Array;
  resolve: (analysis: FaceAnalysis) => void;
  reject: (error: Error) => void;
}

export class FaceDetector {
  private worker: Worker | undefined;
  private nextId = 1;
  private running = false;
  private readonly waiting: Waiting[] = [];

  /**
   * @param budgetMs time one detection may take before its worker is stopped
   * @param file the worker's file (a bench that bundles the server loads its own build of it)
   */
  constructor(
    private readonly budgetMs = DETECT_BUDGET_MS,
    private readonly file: URL = workerFile(),
  ) {}

  private start(): Worker {
    const worker = new Worker(this.file);
    // Between requests too: a worker that fails is dropped, the next request starts a fresh one.
    const forget = () => {
      if (this.worker === worker) this.worker = undefined;
    };
    worker.on('error', forget);
    worker.on('exit', forget);
    // An idle worker must not keep the process alive.
    worker.unref();
    return worker;
  }

  /** The face the photo is about (pixels of the image as shown), or null. */
  async detect(image: Uint8Array): Promise<FaceBox | null> {
    return (await this.analyse(image)).face;
  }

  /** The face the photo is about, every face found, and the image's size. */
  analyse(image: Uint8Array): Promise<FaceAnalysis> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ image, resolve, reject });
      this.next();
    });
  }

  private next(): void {
    if (this.running) return;
    const request = this.waiting.shift();
    if (!request) return;
    this.running = true;
    void this.run(request).finally(() => {
      this.running = false;
      this.next();
    });
  }

  private run(request: Waiting): Promise<void> {
    const worker = (this.worker ??= this.start());
    const id = this.nextId++;
    return new Promise<void>((done) => {
      const finish = (outcome: () => void) => {
        clearTimeout(timer);
        worker.off('message', onMessage);
        worker.off('error', onError);
        worker.off('exit', onExit);
        outcome();
        done();
      };
      const drop = () => {
        if (this.worker === worker) this.worker = undefined;
      };
      const onMessage = (response: DetectResponse) => {
        if (response.id !== id) return;
        if (response.error !== undefined) {
          finish(() => request.reject(new FaceDetectionError(response.code, response.error)));
        } else {
          const result = analysis(response.detections, response.width, response.height);
          finish(() => request.resolve(result));
        }
      };
      const onError = (error: Error) => {
        drop();
        finish(() => request.reject(new FaceDetectionError('detection_failed', error.message)));
      };
      const onExit = (code: number) => {
        drop();
        finish(() =>
          request.reject(new FaceDetectionError('detection_failed', `Face detection stopped (${code})`)),
        );
      };
      const timer = setTimeout(() => {
        drop();
        // Not awaited: a decode inside sharp finishes first, and the next request must not wait for it.
        void worker.terminate();
        finish(() =>
          request.reject(
            new FaceDetectionError(
              'too_costly',
              `Face detection took more than ${this.budgetMs / 1000} s and was stopped`,
            ),
          ),
        );
      }, this.budgetMs);
      worker.on('message', onMessage);
      worker.on('error', onError);
      worker.on('exit', onExit);
      const message: DetectRequest = { id, image: request.image };
      worker.postMessage(message);
    });
  }

  /** Stops the worker (at server shutdown); waiting requests are refused. */
  async close(): Promise<void> {
    for (const request of this.waiting.splice(0)) {
      request.reject(new FaceDetectionError('detection_failed', 'Face detection is shutting down'));
    }
    const worker = this.worker;
    this.worker = undefined;
    if (worker) await worker.terminate();
  }
}
