/**
 * Files and images: storage drivers, direct upload, image checks and renditions, signed blob URLs.
 * See README.md in this folder for the routes and the decisions behind them.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext, ImageService } from '../context';
import { blobRoutes } from './blobs/blob-routes';
import { ImageStore } from './images/image-service';
import { imageRoutes } from './images/image-routes';
import { filesRuntime } from './runtime';
import { uploadRoutes } from './uploads/upload-routes';
import { sweepStaleUploads as sweepUploads } from './uploads/sweep';

export type { Storage, StoredObjectInfo } from './storage';
export { createStorage, LocalDiskStorage, S3Storage } from './storage';
export { ImageStore } from './images/image-service';
export * from './limits';

/** Deletes uploads older than a day that never became an image (run it at start and then every hour). */
export function sweepStaleUploads(ctx: AppContext, olderThanMs?: number): Promise<number> {
  return sweepUploads(ctx, filesRuntime(ctx), olderThanMs);
}

const stores = new WeakMap<AppContext, ImageStore>();

function imageStore(ctx: AppContext): ImageStore {
  let store = stores.get(ctx);
  if (!store) {
    store = new ImageStore(ctx, filesRuntime(ctx));
    stores.set(ctx, store);
  }
  return store;
}

/** The image service the core routes use (sticker link uploads, album answers, removal). */
export function createImageService(ctx: AppContext): ImageService {
  return imageStore(ctx);
}

/** Routes: `POST /uploads`, `PUT /uploads/:id`, `GET /blobs/:id/:filename`, album image create/patch/delete. */
export const filesPlugin: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  const runtime = filesRuntime(ctx);
  const store = imageStore(ctx);
  app.addHook('onClose', async () => runtime.close());
  await app.register(uploadRoutes, { ...ctx, runtime });
  await app.register(blobRoutes, { ...ctx, runtime });
  await app.register(imageRoutes, { ...ctx, store });
};
