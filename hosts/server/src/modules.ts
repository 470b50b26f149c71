import { affiliatePlugin } from './affiliate';
import type { AppModules } from './app';
import { voucherRoutes } from './checkout';
import { facesPlugin } from './faces';
import { createImageService, filesPlugin, sweepStaleUploads } from './files';
import { orderDocumentsPlugin } from './order-documents';
import { orderRoutes } from './orders';
import { photoCheckPlugin } from './photo-check';
import { staffPlugin } from './staff';
import { stockPlugin } from './stock';

/**
 * The feature modules of the product: files and images, stock photos, face detection, the photo check, the
 * checkout's vouchers, orders.
 */
export const defaultModules: AppModules = {
  createImageService,
  plugins: [
    filesPlugin,
    stockPlugin,
    facesPlugin,
    photoCheckPlugin,
    voucherRoutes,
    orderRoutes,
    staffPlugin,
    affiliatePlugin,
    orderDocumentsPlugin,
  ],
  maintenance: [(ctx) => sweepStaleUploads(ctx)],
};
