/**
 * Staff on the server (issue #17): the order administration, order signals and the dashboards, for admins only
 * (everyone else gets 404, as the app's admin pages do).
 */
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../context';
import { staffCommentRoutes } from './comment-routes';
import { staffDashboardRoutes } from './dashboard-routes';
import { staffOrderRoutes } from './order-routes';
import { staffSignalRoutes } from './signal-routes';

/** Registers every staff route. */
export const staffPlugin: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  await app.register(staffDashboardRoutes, ctx);
  await app.register(staffOrderRoutes, ctx);
  await app.register(staffCommentRoutes, ctx);
  await app.register(staffSignalRoutes, ctx);
};
