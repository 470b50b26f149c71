import type { FastifyRequest } from 'fastify';
import type { AppContext, AuthUser } from '../context';
import { notFound } from '../http/errors';

/**
 * The signed-in admin of a staff route: 401 when signed out, and 404 `not_found` for everyone else (the order's own
 * customer included), as the app's admin pages answer non-admins with its 404 page: a staff route does not even say
 * that it exists.
 */
export async function requireStaff(ctx: AppContext, request: FastifyRequest): Promise<AuthUser> {
  const user = await ctx.auth.requireUser(request);
  if (!user.isAdmin) throw notFound();
  return user;
}
