/**
 * Routes for command line tools on the server's own machine (`npm run render`, `npm run backup`): while a server
 * holds the data folder nobody else may open its database, so the tools ask the server. They authenticate with the
 * local key the server wrote into its lock file (`x-local-key`): whoever can read that file can read the database
 * files beside it anyway, so the key gives nothing a local operator lacks. Registered only on embedded PGlite.
 */
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { CoreContext } from '../core-context';
import type { DatabaseHandle } from '../db/connect';
import { forbidden } from '../http/errors';
import { parseInput } from '../http/validate';
import { renderSnapshotRoute } from '../render-jobs/cli/snapshot-route';
import { backupRoute } from '../backup/backup-route';

export const LOCAL_KEY_HEADER = 'x-local-key';

export interface LocalRoutesOptions {
  ctx: CoreContext;
  database: DatabaseHandle;
  localKey: string;
}

const renderTokenBody = z.object({ album_id: z.string().max(200) });

export async function localRoutes(app: FastifyInstance, options: LocalRoutesOptions): Promise<void> {
  const expected = Buffer.from(options.localKey);
  const requireLocal = (request: FastifyRequest): void => {
    const given = request.headers[LOCAL_KEY_HEADER];
    const bytes = Buffer.from(typeof given === 'string' ? given : '');
    if (bytes.length !== expected.length || !timingSafeEqual(bytes, expected)) {
      throw forbidden('Local tools only', 'local_only');
    }
  };

  // A render token, as an admin gets one from `POST /albums/:id/render_token`.
  app.post('/local/render_token', async (request) => {
    requireLocal(request);
    const { album_id: albumId } = parseInput(renderTokenBody, request.body);
    return { data: { render_token: await options.ctx.auth.createRenderToken(albumId) } };
  });
  await renderSnapshotRoute(app, options.ctx);
  await backupRoute(app, { ctx: options.ctx, database: options.database, requireLocal });
}
