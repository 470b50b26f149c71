/**
 * The staff dashboards (admins only; 404 for everyone else): `GET /orders/dashboard` and `GET /albums/dashboard`
 * with `page`, `per` (20, at most 100), `scope`, `query`, `sort_by` (`created_at` | `release_date`) and
 * `sort_order` (`asc` | `desc`; newest first by default). Answers `{orders | albums, meta, pagination}`, `meta`
 * counting every scope for the same search.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../context';
import { parseInput } from '../http/validate';
import { albumsDashboard, albumsDashboardQuery } from './albums-dashboard';
import { ordersDashboard, ordersDashboardQuery } from './orders-dashboard';
import { requireStaff } from './staff-access';

export const staffDashboardRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  app.get('/orders/dashboard', async (request) => {
    const user = await requireStaff(ctx, request);
    const input = parseInput(ordersDashboardQuery, request.query);
    return { data: await ordersDashboard(ctx.db, input, user.locale) };
  });

  app.get('/albums/dashboard', async (request) => {
    await requireStaff(ctx, request);
    const input = parseInput(albumsDashboardQuery, request.query);
    return { data: await albumsDashboard(ctx.db, input) };
  });
};
