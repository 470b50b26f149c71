/**
 * `GET /stock/search?q=&page=` answers `{data: {provider, page, per_page, total_results, photos}}`,
 * `GET /stock/:id` answers `{data: {photo}}` (signed in; the locale follows the user or Accept-Language), and
 * `GET /stock/files/:file` serves the offline library's pictures to anyone (they are freely licensed).
 */
import { createReadStream } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../context';
import { HttpError } from '../http/errors';
import { parseInput } from '../http/validate';
import { stockLocale } from './locale';
import { LIBRARY_DIR } from './offline-library';
import type { OfflineLibrary } from './offline-library';
import type { StockProvider } from './types';

const searchQuery = z.object({
  q: z.string().trim().min(1, 'must not be empty').max(100),
  page: z.coerce.number().int().min(1).max(1000).default(1),
});
const idParams = z.object({ id: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER) });
const fileParams = z.object({ file: z.string().max(200) });

export interface StockRoutesOptions extends AppContext {
  provider: StockProvider;
  /** The offline library whose files are served (when it is in use). */
  library?: OfflineLibrary;
  libraryDir?: string;
}

export async function stockRoutes(app: FastifyInstance, options: StockRoutesOptions): Promise<void> {
  const { auth, provider, library } = options;
  const files = library?.files() ?? new Set<string>();
  const libraryDir = options.libraryDir ?? LIBRARY_DIR;

  app.get('/stock/search', async (request) => {
    const user = await auth.requireUser(request);
    const { q, page } = parseInput(searchQuery, request.query);
    const locale = stockLocale(user.locale, request.headers['accept-language']);
    return { data: { provider: provider.name, ...(await provider.search(q, page, locale)) } };
  });

  app.get('/stock/files/:file', async (request, reply) => {
    const { file } = parseInput(fileParams, request.params);
    if (!files.has(file)) throw new HttpError(404, 'not_found', 'Stock photo file not found');
    return reply
      .header('content-type', 'image/jpeg')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('access-control-allow-origin', '*')
      .header('cross-origin-resource-policy', 'cross-origin')
      .send(createReadStream(join(libraryDir, file)));
  });

  app.get('/stock/:id', async (request) => {
    const user = await auth.requireUser(request);
    const { id } = parseInput(idParams, request.params);
    const photo = await provider.get(id, stockLocale(user.locale, request.headers['accept-language']));
    if (!photo) throw new HttpError(404, 'not_found', 'Stock photo not found');
    return { data: { photo } };
  });
}
