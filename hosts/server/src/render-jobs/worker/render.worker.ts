/**
 * The render thread: renders one job (`workerData`, see `protocol.ts`) off the thread that answers HTTP, posts its
 * progress page by page and then the result or the failure, and ends. One thread per job: the memory a render
 * takes (decoded photos, CanvasKit surfaces) goes with it.
 *
 * Built as its own entry (`dist/render.worker.js`); from source it is bundled on first use (`worker-file.ts`).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { createStorage } from '../../files/storage';
import { describeFailure } from './failure';
import type { RenderThreadInput, RenderThreadMessage } from './protocol';
import { renderAlbum } from './render-album';
import { storageImages } from './storage-images';

const input = workerData as RenderThreadInput;
const post = (message: RenderThreadMessage) => parentPort!.postMessage(message);

try {
  const result = await renderAlbum({
    album: input.album,
    settings: input.settings,
    images: storageImages(createStorage(input.storage), input.files),
    out: input.out,
    onProgress: (done, total) => post({ type: 'progress', done, total }),
  });
  post({ type: 'done', result });
} catch (error) {
  post({ type: 'failed', ...describeFailure(error) });
}
