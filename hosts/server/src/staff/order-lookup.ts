import type { Order } from '@album/api-client';
import type { AppContext, AuthUser } from '../context';
import { notFound } from '../http/errors';
import { isId } from '../http/ids';
import { loadOrder } from '../orders/wire';

/** The order's row for a staff edit; 404 for a malformed or unknown id. */
export async function staffOrderRow(ctx: AppContext, id: string) {
  if (!isId(id)) throw notFound('Order');
  const row = await ctx.db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound('Order');
  return row;
}

/** The whole order as the staff reads it, in the admin's language (money and timeline titles). */
export async function staffOrderAnswer(
  ctx: AppContext,
  user: AuthUser,
  id: string,
): Promise<{ order: Order }> {
  const order = await loadOrder(ctx.db, id, user.locale);
  if (!order) throw notFound('Order');
  return { order };
}
