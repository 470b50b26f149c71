/**
 * Runs one render in a worker thread, so that the CPU-heavy part (composing, drawing, encoding) never holds up the
 * thread that answers HTTP. Progress arrives page by page; aborting terminates the thread.
 */
import { Worker } from 'node:worker_threads';
import { RENDER_FAILURES, RenderFailure } from './failure';
import type { RenderThreadInput, RenderThreadMessage } from './protocol';
import type { RenderedAlbum } from './render-album';
import { renderWorkerFile } from './worker-file';

/** The render was stopped from outside (job deleted, server stopping); nothing is reported for it. */
export class RenderAborted extends Error {
  constructor(reason: unknown) {
    super(`Render aborted${reason instanceof Error ? `: ${reason.message}` : ''}`);
    this.name = 'RenderAborted';
  }
}

export interface RenderThreadOptions {
  onProgress?: (done: number, total: number) => void;
  signal?: AbortSignal;
}

/** A render in a new worker thread; rejects with `RenderFailure` or `RenderAborted`. */
export async function renderInThread(
  input: RenderThreadInput,
  options: RenderThreadOptions = {},
): Promise<RenderedAlbum> {
  const { signal } = options;
  if (signal?.aborted) throw new RenderAborted(signal.reason);
  const worker = new Worker(await renderWorkerFile(), { workerData: input });
  return new Promise<RenderedAlbum>((resolve, reject) => {
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      signal?.removeEventListener('abort', onAbort);
      void worker.terminate();
      outcome();
    };
    const onAbort = () => settle(() => reject(new RenderAborted(signal?.reason)));
    signal?.addEventListener('abort', onAbort, { once: true });
    if (signal?.aborted) onAbort();
    worker.on('message', (message: RenderThreadMessage) => {
      if (message.type === 'progress') options.onProgress?.(message.done, message.total);
      else if (message.type === 'done') settle(() => resolve(message.result));
      else settle(() => reject(new RenderFailure(message.code, message.message)));
    });
    worker.on('error', (error) =>
      settle(() => reject(new RenderFailure(RENDER_FAILURES.failed, `Rendering failed: ${error.message}`))),
    );
    worker.on('exit', (code) =>
      settle(() =>
        reject(
          new RenderFailure(RENDER_FAILURES.workerStopped, `The render thread stopped (exit code ${code})`),
        ),
      ),
    );
  });
}
