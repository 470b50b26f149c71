/**
 * `GET /local/render_snapshot/:id?resolution=…` with `x-render-token`: the input of a render (`captureSnapshot`),
 * for `npm run render` while a server holds the data folder. The command line renders in its own process from this
 * copy and reads the image files from storage itself; only the database stays the server's.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { CoreContext } from '../../core-context';
import { forbidden } from '../../http/errors';
import { idParams } from '../../http/schemas';
import { parseInput } from '../../http/validate';
import { captureSnapshot } from '../snapshot';

const query = z.object({
  resolution: z.enum(['original', 'full', 'large', 'medium', 'small']).default('original'),
});

export async function renderSnapshotRoute(app: FastifyInstance, ctx: CoreContext): Promise<void> {
  app.get('/local/render_snapshot/:id', async (request) => {
    const { id } = parseInput(idParams, request.params);
    const { resolution } = parseInput(query, request.query);
    const { album, via } = await ctx.auth.requireAlbumAccess(request, id, 'read');
    if (via !== 'render') throw forbidden('A render token is required', 'render_token_required');
    return { data: await captureSnapshot(ctx, album, resolution) };
  });
}
