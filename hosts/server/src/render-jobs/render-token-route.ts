/**
 * `POST /albums/:id/render_token` (admins only): a render token of the album without starting a job, so the jobs
 * panel can copy the `/render` URL before any export. The same token, with the same lifetime, that a job start
 * answers in `meta.token`.
 */
import type { FastifyInstance } from 'fastify';
import { decodeJwt } from 'jose';
import type { RenderToken } from '@album/api-client';
import type { CoreContext } from '../core-context';
import { idParams } from '../http/schemas';
import { parseInput } from '../http/validate';

export async function renderTokenRoute(app: FastifyInstance, ctx: CoreContext): Promise<void> {
  const { auth } = ctx;

  app.post('/albums/:id/render_token', async (request) => {
    await auth.requireAdmin(request);
    const { id } = parseInput(idParams, request.params);
    const { album } = await auth.requireAlbumAccess(request, id, 'admin');
    const token = await auth.createRenderToken(album.id);
    return { data: renderTokenAnswer(token) };
  });
}

/** Reads the expiry from the signed token itself, so the answer follows the lifetime the auth service chose. */
function renderTokenAnswer(token: string): RenderToken {
  const { exp } = decodeJwt(token);
  if (exp === undefined) throw new Error('A render token without an expiry');
  return { render_token: token, expires_at: new Date(exp * 1000).toISOString() };
}
