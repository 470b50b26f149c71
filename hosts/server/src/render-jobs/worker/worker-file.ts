/**
 * The file of the render thread: `dist/render.worker.js` beside the built server (an entry of `tsup.config.ts`), or
 * bundled from source on first use (see `worker-entry.ts`).
 */
import { workerEntryFile } from '../../worker-entry';

const ENTRY = {
  name: 'render.worker',
  source: new URL('./render.worker.ts', import.meta.url),
  built: new URL('./render.worker.js', import.meta.url),
};

/** The render thread's file: built beside a bundle, or bundled from source on first use. */
export function renderWorkerFile(): Promise<URL> {
  return workerEntryFile(ENTRY);
}
