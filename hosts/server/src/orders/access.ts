/**
 * Who may see an order: the user who placed it, an owner of its album, and admins. Everyone else gets 404 (not 403):
 * an order holds an address and a price, and its existence is nobody else's business.
 */
import type { Kysely } from 'kysely';
import type { AuthUser } from '../context';
import type { Database } from '../db/schema';
import { notFound } from '../http/errors';
import { isId } from '../http/ids';

/** The order's album and who placed it, when `user` may see the order; 404 otherwise (also for unknown ids). */
export async function requireOrderAccess(
  db: Kysely<Database>,
  user: AuthUser,
  orderId: string,
): Promise<{ id: string; album_id: string; user_id: string }> {
  if (!isId(orderId)) throw notFound('Order');
  const order = await db
    .selectFrom('orders')
    .select(['id', 'album_id', 'user_id'])
    .where('id', '=', orderId)
    .executeTakeFirst();
  if (!order) throw notFound('Order');
  if (user.isAdmin || order.user_id === user.id) return order;
  const owner = await db
    .selectFrom('associations')
    .select('id')
    .where('album_id', '=', order.album_id)
    .where('user_id', '=', user.id)
    .where('owner', '=', true)
    .executeTakeFirst();
  if (!owner) throw notFound('Order');
  return order;
}
