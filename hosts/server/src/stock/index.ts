/**
 * Stock photos behind one provider interface: Pexels when `PEXELS_API_KEY` is set, else the bundled offline
 * library.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../context';
import { loadLibrary, OfflineLibrary } from './offline-library';
import { PexelsProvider } from './pexels-provider';
import { stockRoutes } from './stock-routes';

export type { StockPhoto, StockPhotoSources, StockProvider, StockSearchPage } from './types';
export { STOCK_PER_PAGE } from './types';
export { OfflineLibrary, loadLibrary } from './offline-library';
export { PexelsProvider } from './pexels-provider';
export { stockRoutes } from './stock-routes';

export const stockPlugin: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  if (ctx.config.pexelsApiKey) {
    await app.register(stockRoutes, {
      ...ctx,
      provider: new PexelsProvider({ apiKey: ctx.config.pexelsApiKey }),
    });
    return;
  }
  const library = new OfflineLibrary(loadLibrary(), `${ctx.config.publicUrl}/api/v1/stock/files`);
  await app.register(stockRoutes, { ...ctx, provider: library, library });
};
