/**
 * An image decoder process (started by `decode-pool.ts` with `child_process.fork`): checks an upload and writes its
 * renditions with sharp, one image at a time. A process and not a worker thread, because sharp's work runs in
 * native threads that `Worker.terminate()` waits for (a costly SVG filter ran on for 20 s after it); a process is
 * killed at once, its CPU time counts all its threads, and its lower priority leaves the server's thread first in
 * line for the cores.
 */
import { setPriority } from 'node:os';
import { HttpError } from '../../http/errors';
import type { DecodeRefusal, DecodeRequest, DecodeResponse } from './protocol';

// Before sharp starts any thread: threads inherit the priority of the thread that creates them.
try {
  setPriority(10);
} catch {
  // Not allowed here (some containers): the budget still holds.
}

const { inspectImage } = await import('../images/inspect');
const { renderVariants } = await import('../images/variants');

/** How often the CPU time is compared with the budget. */
const WATCH_MS = 50;

function refusalOf(error: unknown): DecodeRefusal {
  if (error instanceof HttpError) {
    return { status: error.status, code: error.code, message: error.message, field: error.field };
  }
  // Whatever else sharp or the SVG reader throws is, in practice, a file it cannot read: the uploader gets the
  // translated invalid-image answer (never a 500), the reason goes to the server's log only.
  console.error('image decoder:', error instanceof Error ? error.message : String(error));
  return { status: 400, code: 'invalid_image', message: 'The image could not be read' };
}

/** CPU time of this process (every thread) since `since`, in milliseconds. */
function cpuSince(since: NodeJS.CpuUsage): number {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1000;
}

async function decode(request: DecodeRequest): Promise<DecodeResponse> {
  const started = process.cpuUsage();
  // The parent kills this process when told: exiting from here would wait for sharp's threads.
  const watch = setInterval(() => {
    if (cpuSince(started) > request.cpuMs) process.send?.({ id: request.id, overBudget: true });
  }, WATCH_MS);
  try {
    const bytes = Buffer.from(request.bytes.buffer, request.bytes.byteOffset, request.bytes.byteLength);
    const image = await inspectImage(bytes, request.model);
    const renditions = await renderVariants(bytes, image);
    return { id: request.id, image, renditions, cpuMs: Math.round(cpuSince(started)) };
  } catch (error) {
    return { id: request.id, refusal: refusalOf(error) };
  } finally {
    clearInterval(watch);
  }
}

process.on('message', (request: DecodeRequest) => {
  void decode(request).then((response) => process.send?.(response));
});
process.on('disconnect', () => process.exit(0));
