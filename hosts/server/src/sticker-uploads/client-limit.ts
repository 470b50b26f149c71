/**
 * Contributions per browser: the front door already limits the public sticker post per address and per link
 * (`http/rate-policies.ts`); this adds a limit per contributor (`client_id`) and link, so one browser cannot fill an
 * album with hundreds of uploads even from many addresses, while a whole class behind one school router can still
 * send their photos.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createLimiter } from '../http/rate-limit';
import type { RateTier } from '../http/limits-config';

/** Counts one contribution of `clientId` through the link `token`; refuses (429) beyond the limit. */
export type ClientLimit = (request: FastifyRequest, token: string, clientId: string) => Promise<void>;

/** The per-client limit over `tiers` (none when rate limits are off). */
export function createClientLimit(app: FastifyInstance, tiers: readonly RateTier[]): ClientLimit {
  const limiter = createLimiter(app, 'stickerUploadClient', tiers);
  return (request, token, clientId) => limiter.hit(request, `${token}/${clientId}`);
}
