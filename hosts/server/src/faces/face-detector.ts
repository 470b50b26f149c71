/**
 * Runs face detection in one worker thread, started on first use and kept for later requests (the model loads
 * once, in about a second). Requests queue in the worker; the request thread only waits.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { FaceBox } from '@album/editor-core';
import type { DetectRequest, DetectResponse } from './protocol';

export class FaceDetectionError extends Error {
  constructor(
    readonly code: 'invalid_image' | 'too_many_pixels' | 'detection_failed',
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

export class FaceDetector {
  private worker: Worker | undefined;
  private nextId = 1;
  private readonly pending = new Map<
    number,
    { resolve: (face: FaceBox | null) => void; reject: (error: Error) => void }
  >();

  private start(): Worker {
    const worker = new Worker(workerFile());
    worker.on('message', (response: DetectResponse) => {
      const waiting = this.pending.get(response.id);
      if (!waiting) return;
      this.pending.delete(response.id);
      if (response.error !== undefined) waiting.reject(new FaceDetectionError(response.code, response.error));
      else waiting.resolve(response.face);
    });
    const failAll = (error: Error) => {
      for (const waiting of this.pending.values()) waiting.reject(error);
      this.pending.clear();
      this.worker = undefined;
    };
    worker.on('error', failAll);
    worker.on('exit', (code) => {
      if (this.worker === worker)
        failAll(new FaceDetectionError('detection_failed', `Face detection stopped (${code})`));
    });
    // An idle worker must not keep the process alive.
    worker.unref();
    return worker;
  }

  /** The most prominent face in the image (pixels of the image as shown), or null. */
  detect(image: Uint8Array): Promise<FaceBox | null> {
    const worker = (this.worker ??= this.start());
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      const request: DetectRequest = { id, image };
      worker.postMessage(request);
    });
  }

  /** Stops the worker (at server shutdown). */
  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    if (worker) await worker.terminate();
  }
}
