import type { FastifyRequest } from 'fastify';
import type { AppContext, AuthUser } from '../context';
import { notFound } from '../http/errors';

/**
 * The signed-in admin of an order documents route. Anyone else signed in gets 404 `not_found`, as for the other
 * admin screens and the orders of others: the route's existence is none of their business. 401 without sign-in.
 */
export async function requireOrderAdmin(ctx: AppContext, request: FastifyRequest): Promise<AuthUser> {
  const user = await ctx.auth.requireUser(request);
  if (!user.isAdmin) throw notFound('Order');
  return user;
}
