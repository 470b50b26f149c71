/** Messages between the render thread (`render.worker.ts`) and the thread that started it (`render-thread.ts`). */
import type { AlbumPayload, ExportJobParams } from '@album/editor-core';
import type { StorageConfig } from '../../config';
import type { RenderFailureCode } from './failure';
import type { RenderedAlbum } from './render-album';

/** The thread's `workerData`: everything a render needs, as plain data. */
export interface RenderThreadInput {
  album: AlbumPayload;
  settings: ExportJobParams;
  /** Storage key of each image's file, by image id. */
  files: Record<string, string>;
  /** The storage the keys are in (the thread opens its own driver). */
  storage: StorageConfig;
  /** The file to write. */
  out: string;
}

/** What the thread posts: progress while writing pages, then the result or the failure. */
export type RenderThreadMessage =
  | { type: 'progress'; done: number; total: number }
  | { type: 'done'; result: RenderedAlbum }
  | { type: 'failed'; code: RenderFailureCode; message: string };
