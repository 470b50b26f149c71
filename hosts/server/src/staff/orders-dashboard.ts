/**
 * The orders table of the staff dashboard: a page of orders of one scope, optionally searched, sorted by creation
 * or event date, and the number of orders in every scope for the same search (the tabs' counts).
 *
 * The scopes (specification 001, section 4, read against the signals staff add on the order page):
 * - `show_all` (Alle): every order.
 * - `pending_review` (Review): no `review_completed` signal yet and not `rejected`: staff still have to check it.
 * - `pending_transfer` (Transfer): reviewed (`review_completed`), not rejected, print files not transferred yet
 *   (`transfer_status` pending).
 * - `pending_shipment` (Versand): files transferred (`transfer_status` done), not rejected, no shipment to the
 *   customer yet (`shipment_status` pending). Whether the albums left the printer (`albums_status`) does not
 *   matter: the tab lists what still has to be sent.
 * - `shipped` (versandt): the shipment exists (`shipment_status` done; set by `shipment_created`).
 * A rejected order leaves every pending tab and stays under `show_all`.
 *
 * The review flags are `id IN (SELECT order_id FROM order_updates WHERE signal = …)`: PostgreSQL hashes that set
 * once per query (the index `order_updates_signal` serves it) instead of probing the timeline per order.
 */
import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import type { OrderDashboardScope, OrderSummary, OrdersDashboard } from '@album/api-client';
import { createI18n } from '@album/i18n/core';
import type { Language } from '@album/api-client';
import type { Database } from '../db/schema';
import { orderQuery, orderSummaryWire } from '../orders/wire';
import { containsPattern, dashboardQuerySchema, pagination } from './dashboard-query';

export const ORDER_SCOPES = [
  'show_all',
  'pending_review',
  'pending_transfer',
  'pending_shipment',
  'shipped',
] as const satisfies readonly OrderDashboardScope[];

export const ordersDashboardQuery = dashboardQuerySchema(ORDER_SCOPES);

const withSignal = (signal: string) =>
  sql<SqlBool>`o.id in (select order_id from order_updates where signal = ${signal})`;
const reviewed = withSignal('review_completed');
const rejected = withSignal('rejected');
const transferred = sql<SqlBool>`(o.transfer_status ->> 'status') = 'done'`;
const shipped = sql<SqlBool>`(o.shipment_status ->> 'status') = 'done'`;

/** The condition of each scope, over `orders as o`. */
const SCOPE_CONDITION: Record<OrderDashboardScope, Expression<SqlBool>> = {
  show_all: sql<SqlBool>`true`,
  pending_review: sql<SqlBool>`not ${reviewed} and not ${rejected}`,
  pending_transfer: sql<SqlBool>`${reviewed} and not ${rejected} and not ${transferred}`,
  pending_shipment: sql<SqlBool>`${transferred} and not ${shipped} and not ${rejected}`,
  shipped,
};

/** The search over order id, order name, e-mail and album title (as ordered, and as it is now). */
function searchCondition(text: string): Expression<SqlBool> {
  const pattern = containsPattern(text);
  return sql<SqlBool>`(o.id = ${text} or o.name ilike ${pattern} or o.email ilike ${pattern}
    or a.title ilike ${pattern} or (o.album_snapshot ->> 'title') ilike ${pattern})`;
}

export type OrdersDashboardInput = ReturnType<typeof ordersDashboardQuery.parse>;

/** The page of orders, the counts of every scope and the pagination, with money worded in `language`. */
export async function ordersDashboard(
  db: Kysely<Database>,
  input: OrdersDashboardInput,
  language: Language,
): Promise<OrdersDashboard> {
  const search = input.query === undefined ? sql<SqlBool>`true` : searchCondition(input.query);
  // The album is joined for the search only; the counts of an unsearched dashboard read the orders alone.
  const from = input.query === undefined ? sql`orders o` : sql`orders o join albums a on a.id = o.album_id`;
  const counts = await sql<Record<OrderDashboardScope, number>>`
    select ${sql.join(
      ORDER_SCOPES.map(
        (scope) => sql`count(*) filter (where ${SCOPE_CONDITION[scope]})::int as ${sql.ref(scope)}`,
      ),
    )}
    from ${from} where ${search}`.execute(db);
  const meta = counts.rows[0]!;
  const direction = input.sort_order === 'asc' ? sql`asc` : sql`desc`;
  const sortColumn = input.sort_by === 'release_date' ? sql`o.release_date` : sql`o.created_at`;
  const page = await sql<{ id: string }>`
    select o.id from ${from}
    where ${search} and ${SCOPE_CONDITION[input.scope]}
    order by ${sortColumn} ${direction} nulls last, o.id ${direction}
    limit ${input.per} offset ${(input.page - 1) * input.per}`.execute(db);
  const ids = page.rows.map((row) => row.id);
  const orders = await summaries(db, ids, language);
  return { orders, meta, pagination: pagination(meta[input.scope], input.page, input.per) };
}

/** The summaries of `ids`, in that order. */
async function summaries(db: Kysely<Database>, ids: string[], language: Language): Promise<OrderSummary[]> {
  if (ids.length === 0) return [];
  const [rows, intl] = await Promise.all([
    orderQuery(db).where('orders.id', 'in', ids).execute(),
    createI18n(language),
  ]);
  const addressIds = rows.flatMap((row) =>
    row.shipping_address_id === null ? [] : [row.shipping_address_id],
  );
  const addresses =
    addressIds.length === 0
      ? []
      : await db.selectFrom('addresses').selectAll().where('id', 'in', addressIds).execute();
  const addressById = new Map(addresses.map((address) => [address.id, address]));
  const byId = new Map(
    rows.map((row) => [
      row.id,
      orderSummaryWire(
        intl,
        row,
        row.shipping_address_id ? addressById.get(row.shipping_address_id) : undefined,
      ),
    ]),
  );
  return ids.flatMap((id) => {
    const summary = byId.get(id);
    return summary ? [summary] : [];
  });
}
