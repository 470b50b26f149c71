import type { AppModules } from './app';
import { facesPlugin } from './faces';
import { createImageService, filesPlugin, sweepStaleUploads } from './files';
import { stockPlugin } from './stock';

/** The feature modules of the product: files and images, stock photos, face detection. */
export const defaultModules: AppModules = {
  createImageService,
  plugins: [filesPlugin, stockPlugin, facesPlugin],
  maintenance: [(ctx) => sweepStaleUploads(ctx)],
};
