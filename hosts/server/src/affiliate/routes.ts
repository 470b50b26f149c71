/**
 * The affiliate routes: admins create and list partners (`POST /admin/partners` `{name}` answers the partner with
 * a fresh url token; `GET /admin/partners`, newest first; 404 for everyone else, like the other staff routes), and
 * partners read their conversions at `GET /public/affiliate_conversions?token=<url token>` (also `url_token=`, the
 * specification's name): public, since the secret token is the key, and rate limited per address and per token
 * like the other public reads, so tokens cannot be guessed at speed. An unknown token answers 404.
 */
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../context';
import { badRequest, notFound } from '../http/errors';
import { newId, newToken } from '../http/ids';
import { addressKey, createLimiter } from '../http/rate-limit';
import { parseInput } from '../http/validate';
import { requireStaff } from '../staff/staff-access';
import { partnerConversions } from './conversions';
import { partnerWire } from './partner-wire';

const partnerSchema = z.strictObject({ name: z.string().trim().min(1, 'must not be empty').max(200) });

const conversionsQuery = z.object({
  token: z.string().max(200).optional(),
  url_token: z.string().max(200).optional(),
});

export const affiliatePlugin: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  const { db } = ctx;
  const policies = ctx.config.limits.ratePolicies;
  const byAddress = createLimiter(app, 'affiliateAddress', policies.publicRead);
  const byToken = createLimiter(app, 'affiliateToken', policies.publicReadToken);

  app.post('/admin/partners', async (request, reply) => {
    await requireStaff(ctx, request);
    const { name } = parseInput(partnerSchema, request.body);
    const row = await db
      .insertInto('partners')
      .values({ id: newId(), name, url_token: newToken() })
      .returningAll()
      .executeTakeFirstOrThrow();
    reply.status(201);
    return { data: { partner: partnerWire(row) } };
  });

  app.get('/admin/partners', async (request) => {
    await requireStaff(ctx, request);
    const rows = await db
      .selectFrom('partners')
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .execute();
    return { data: { partners: rows.map(partnerWire) } };
  });

  app.get('/public/affiliate_conversions', async (request) => {
    await byAddress.hit(request, addressKey(request));
    const query = parseInput(conversionsQuery, request.query);
    const token = query.token ?? query.url_token;
    if (!token) throw badRequest('token is required', 'token');
    await byToken.hit(request, token);
    const partner = await db
      .selectFrom('partners')
      .select(['id', 'url_token'])
      .where('url_token', '=', token)
      .executeTakeFirst();
    if (!partner) throw notFound('Partner');
    return { data: await partnerConversions(db, partner) };
  });
};
