/**
 * Placing orders (issue #16). The order tables exist since `0001_initial`; an order now also records:
 * - `album_snapshot`: the album as it was ordered (content version and automerge heads, title, cover), so staff
 *   and the customer know which state of the design was paid for even after later edits;
 * - `idempotency_key`: the `Idempotency-Key` of the request that placed it, unique per user, so a retried request
 *   answers the same order instead of placing a second one;
 * - `voucher_code` and `discount_net_cents`: the voucher whose use the order counted, and what it took off;
 * - `print_approved_at`: when the customer approved printing (final: a second approval is refused).
 * Order numbers come from a sequence: unique and increasing without reading the table.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('orders')
    .addColumn('album_snapshot', 'jsonb')
    .addColumn('idempotency_key', 'text')
    .addColumn('voucher_code', 'text')
    .addColumn('discount_net_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('print_approved_at', 'timestamptz')
    .execute();
  // Only requests that sent a key are deduplicated; many orders have none.
  await db.schema
    .createIndex('orders_idempotency')
    .on('orders')
    .columns(['user_id', 'idempotency_key'])
    .unique()
    .where(sql.ref('idempotency_key'), 'is not', null)
    .execute();
  // The orders list reads a user's orders newest first.
  await db.schema
    .createIndex('orders_user_created')
    .on('orders')
    .columns(['user_id', 'created_at'])
    .execute();
  await db.schema.createIndex('order_updates_order').on('order_updates').column('order_id').execute();
  await db.schema.createIndex('order_comments_order').on('order_comments').column('order_id').execute();
  await db.schema.createIndex('line_items_order').on('line_items').column('order_id').execute();
  await sql`create sequence if not exists order_numbers start with 1`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop sequence if exists order_numbers`.execute(db);
  for (const index of [
    'line_items_order',
    'order_comments_order',
    'order_updates_order',
    'orders_user_created',
    'orders_idempotency',
  ]) {
    await db.schema.dropIndex(index).ifExists().execute();
  }
  await db.schema
    .alterTable('orders')
    .dropColumn('print_approved_at')
    .dropColumn('discount_net_cents')
    .dropColumn('voucher_code')
    .dropColumn('idempotency_key')
    .dropColumn('album_snapshot')
    .execute();
}
