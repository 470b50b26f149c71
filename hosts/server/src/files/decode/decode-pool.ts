/**
 * Decodes uploads off the request thread, within a budget: a small fixed pool of decoder processes
 * (`decode.worker.ts`, started on first use), each working on one image at a time, images waiting in line for a
 * free one. An image that uses up its CPU budget, or its wall-clock limit, has its process killed (a fresh one
 * takes the next image) and is refused with `image_too_costly`; the server's own thread only waits.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { ImageModel } from '@album/editor-core';
import { HttpError } from '../../http/errors';
import { workerEntryFile } from '../../worker-entry';
import type { InspectedImage } from '../images/inspect';
import type { Rendition } from '../images/variants';
import type { ImageBudget } from './budget';
import type { DecodeRequest, DecodeResponse } from './protocol';

const ENTRY = {
  name: 'decode.worker',
  source: new URL('./decode.worker.ts', import.meta.url),
  built: new URL('./decode.worker.js', import.meta.url),
};

/** Images waiting beyond this are refused at once (503) instead of queueing for minutes. */
const MAX_WAITING = 64;

export interface DecodedImage {
  image: InspectedImage;
  renditions: Rendition[];
  /** CPU time the decoder spent, in milliseconds. */
  cpuMs: number;
}

interface Task {
  request: Omit<DecodeRequest, 'id'>;
  resolve: (decoded: DecodedImage) => void;
  reject: (error: Error) => void;
}

interface Slot {
  child: ChildProcess | undefined;
  busy: boolean;
}

/** The refusal of an image over budget. */
export function tooCostly(budget: ImageBudget): HttpError {
  return new HttpError(
    400,
    'image_too_costly',
    `The image needs more than ${budget.cpuMs / 1000} s of processing (e.g. SVG filters over a large area) and ` +
      'was refused; simplify it or upload it as PNG or JPEG',
    'blob_id',
  );
}

function asBuffer(bytes: Uint8Array): Buffer {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

export class ImageDecoder {
  readonly #slots: Slot[];
  readonly #waiting: Task[] = [];
  #nextId = 1;
  #closed = false;

  constructor(readonly budget: ImageBudget) {
    this.#slots = Array.from({ length: budget.workers }, () => ({ child: undefined, busy: false }));
  }

  /** Checks the upload and writes its renditions; rejects with the image's refusal (an `HttpError`). */
  decode(bytes: Buffer, model: ImageModel): Promise<DecodedImage> {
    if (this.#closed) return Promise.reject(new Error('The image decoder is closed'));
    if (this.#waiting.length >= MAX_WAITING) {
      return Promise.reject(
        new HttpError(503, 'images_busy', 'Too many images are being processed; try again in a minute'),
      );
    }
    return new Promise((resolve, reject) => {
      this.#waiting.push({ request: { bytes, model, cpuMs: this.budget.cpuMs }, resolve, reject });
      this.#next();
    });
  }

  /** Kills the decoder processes; waiting images are refused. */
  close(): void {
    this.#closed = true;
    for (const task of this.#waiting.splice(0)) task.reject(new Error('The image decoder is closed'));
    for (const slot of this.#slots) slot.child?.kill('SIGKILL');
  }

  #next(): void {
    const slot = this.#slots.find((candidate) => !candidate.busy);
    const task = slot && this.#waiting.shift();
    if (!slot || !task) return;
    slot.busy = true;
    void this.#run(slot, task).finally(() => {
      slot.busy = false;
      this.#next();
    });
  }

  async #child(slot: Slot): Promise<ChildProcess> {
    if (slot.child && slot.child.exitCode === null && slot.child.signalCode === null) return slot.child;
    const file = fileURLToPath(await workerEntryFile(ENTRY));
    // Advanced serialisation carries the bytes as binary, not as JSON arrays; no inherited flags (test loaders).
    const child = fork(file, [], { serialization: 'advanced', execArgv: [], stdio: 'inherit' });
    // A process that cannot start or be reached is forgotten (the running image's exit handler answers for it);
    // without a listener its 'error' would crash the server.
    child.on('error', () => {
      if (slot.child === child) slot.child = undefined;
      child.kill('SIGKILL');
    });
    // An idle decoder must not keep the server process alive.
    child.unref();
    child.channel?.unref();
    slot.child = child;
    return child;
  }

  async #run(slot: Slot, task: Task): Promise<void> {
    let child: ChildProcess;
    try {
      child = await this.#child(slot);
    } catch (error) {
      task.reject(error instanceof Error ? error : new Error(String(error)));
      return;
    }
    const id = this.#nextId++;
    await new Promise<void>((done) => {
      const finish = (outcome: () => void) => {
        clearTimeout(wall);
        child.off('message', onMessage);
        child.off('exit', onExit);
        child.off('error', onError);
        child.channel?.unref();
        outcome();
        done();
      };
      const overBudget = () => {
        // Killed, not asked to stop: sharp's native threads would finish the image first.
        child.kill('SIGKILL');
        slot.child = undefined;
        finish(() => task.reject(tooCostly(this.budget)));
      };
      const onMessage = (response: DecodeResponse) => {
        if (response.id !== id) return;
        if ('overBudget' in response) return overBudget();
        if (response.refusal) {
          const { status, code, message, field } = response.refusal;
          return finish(() => task.reject(new HttpError(status, code, message, field)));
        }
        const renditions = response.renditions.map((rendition) => ({
          ...rendition,
          bytes: asBuffer(rendition.bytes),
        }));
        finish(() => task.resolve({ image: response.image, renditions, cpuMs: response.cpuMs }));
      };
      const onExit = (code: number | null, signal: NodeJS.Signals | null) => {
        slot.child = undefined;
        // Most likely out of memory on a hostile file; the image is refused, the next one gets a new process.
        finish(() =>
          task.reject(
            new HttpError(
              400,
              'invalid_image',
              `The image could not be decoded (the decoder stopped: ${signal ?? code})`,
              'blob_id',
            ),
          ),
        );
      };
      // The decoder could not be started or reached: a fault of the server, not of the image.
      const onError = (error: Error) => finish(() => task.reject(error));
      const wall = setTimeout(overBudget, this.budget.wallMs);
      child.on('message', onMessage);
      child.on('exit', onExit);
      child.on('error', onError);
      child.channel?.ref();
      const request: DecodeRequest = { id, ...task.request };
      child.send(request);
    });
  }
}
