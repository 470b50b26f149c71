import type { FastifyInstance } from 'fastify';
import type { CoreContext } from '../core-context';
import { organizationWire } from '../albums/wire';

/** Organisations of the signed-in user (the wizard's business step is shown only to users without one). */
export async function organizationRoutes(app: FastifyInstance, ctx: CoreContext): Promise<void> {
  app.get('/organizations', async (request) => {
    const user = await ctx.auth.requireUser(request);
    const rows = await ctx.db
      .selectFrom('organizations')
      .innerJoin('organization_members', 'organization_members.organization_id', 'organizations.id')
      .selectAll('organizations')
      .where('organization_members.user_id', '=', user.id)
      .orderBy('organizations.created_at')
      .execute();
    return { data: { organizations: rows.map(organizationWire) } };
  });
}
