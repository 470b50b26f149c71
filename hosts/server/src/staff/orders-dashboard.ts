/**
 * The orders table of the staff dashboard: a page of orders of one scope, optionally searched, sorted by creation
 * or event date, and the number of orders in every scope for the same search (the tabs' counts).
 *
 * The scopes (specification 001, section 4, read against the signals staff add on the order page):
 * - `show_all` (Alle): every order.
 * - `pending_review` (Review): no `review_completed` signal yet and not `rejected`: the print proof is not
 *   approved yet (the customer's print approval writes `review_completed`, `orders/review.ts`; staff may add it too).
 * - `pending_transfer` (Transfer): reviewed (`review_completed`), not rejected, print files not transferred yet
 *   (`transfer_status` pending).
 * - `pending_shipment` (Versand): files transferred (`transfer_status` done), not rejected, no shipment to the
 *   customer yet (`shipment_status` pending). Whether the albums left the printer (`albums_status`) does not
 *   matter: the tab lists what still has to be sent.
 * - `shipped` (versandt): the shipment exists (`shipment_status` done; set by `shipment_created`).
 * A rejected order leaves every pending tab and stays under `show_all`.
 *
 * Each fact is a column of the order (migration 0008: the review flags kept by a trigger on the timeline, the step
 * flags generated from the steps), so counting every tab is one pass over the orders that reads no other table.
 */
import { sql, type Expression, type Kysely, type QueryResult, type RawBuilder, type SqlBool } from 'kysely';
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

type Fact = 'has_review_completed' | 'has_rejected' | 'transfer_done' | 'shipment_done';

/** The condition of each scope over the facts of an order row (`o`, or `f` where the search materialised them). */
function scopeCondition(scope: OrderDashboardScope, row: 'f' | 'o'): Expression<SqlBool> {
  const fact = (name: Fact) => sql<SqlBool>`${sql.ref(`${row}.${name}`)}`;
  switch (scope) {
    case 'show_all':
      return sql<SqlBool>`true`;
    case 'pending_review':
      return sql<SqlBool>`not ${fact('has_review_completed')} and not ${fact('has_rejected')}`;
    case 'pending_transfer':
      return sql<SqlBool>`${fact('has_review_completed')} and not ${fact('has_rejected')} and not ${fact('transfer_done')}`;
    case 'pending_shipment':
      return sql<SqlBool>`${fact('transfer_done')} and not ${fact('shipment_done')} and not ${fact('has_rejected')}`;
    case 'shipped':
      return fact('shipment_done');
  }
}

/** The search over order id, order name, e-mail and album title. */
function searchCondition(text: string): Expression<SqlBool> {
  const pattern = containsPattern(text);
  // The album's title as it is now: the title when ordered (in `album_snapshot`) sits in a large JSON value that
  // would have to be read for every order.
  return sql<SqlBool>`(o.id = ${text} or o.name ilike ${pattern} or o.email ilike ${pattern}
    or a.title ilike ${pattern})`;
}

/**
 * The page's order, matching an index so the first pages read only their rows: `orders_created_at` either way
 * (creation times are never null), `orders_release_date` ascending and `orders_release_date_desc` descending, with
 * the orders without an event date last both ways.
 */
function orderBy(input: OrdersDashboardInput, row: 'f' | 'o') {
  const column = sql.ref(`${row}.${input.sort_by}`);
  const id = sql.ref(`${row}.id`);
  if (input.sort_by === 'created_at') {
    return input.sort_order === 'asc' ? sql`${column} asc, ${id} asc` : sql`${column} desc, ${id} desc`;
  }
  return input.sort_order === 'asc'
    ? sql`${column} asc nulls last, ${id} asc`
    : sql`${column} desc nulls last, ${id} desc`;
}

export type OrdersDashboardInput = ReturnType<typeof ordersDashboardQuery.parse>;

/** The page of orders, the counts of every scope and the pagination, with money worded in `language`. */
export async function ordersDashboard(
  db: Kysely<Database>,
  input: OrdersDashboardInput,
  language: Language,
): Promise<OrdersDashboard> {
  const counted = (from: RawBuilder<unknown>) => sql<Record<OrderDashboardScope, number>>`
    select ${sql.join(
      ORDER_SCOPES.map(
        (scope) => sql`count(*) filter (where ${scopeCondition(scope, 'f')})::int as ${sql.ref(scope)}`,
      ),
    )}
    from ${from}`;
  const limit = sql`limit ${input.per} offset ${(input.page - 1) * input.per}`;
  let counts: Promise<QueryResult<Record<OrderDashboardScope, number>>>;
  let page: Promise<QueryResult<{ id: string }>>;
  if (input.query === undefined) {
    // Every tab counts in one pass over the orders; the page walks the index of its sort and stops after its rows.
    counts = counted(sql`orders f`).execute(db);
    page = sql<{ id: string }>`select o.id from orders o where ${scopeCondition(input.scope, 'o')}
      order by ${orderBy(input, 'o')} ${limit}`.execute(db);
  } else {
    // A search matches few orders, found in one scan of the orders joined to their albums; counts and page read
    // that set (materialised, so the planner cannot walk the sort index and test the search on every order).
    const matches = sql`with f as materialized (
      select o.id, o.created_at, o.release_date, o.has_review_completed, o.has_rejected, o.transfer_done,
        o.shipment_done
      from orders o join albums a on a.id = o.album_id where ${searchCondition(input.query)})`;
    counts = sql<Record<OrderDashboardScope, number>>`${matches} ${counted(sql`f`)}`.execute(db);
    page = sql<{ id: string }>`${matches} select f.id from f where ${scopeCondition(input.scope, 'f')}
      order by ${orderBy(input, 'f')} ${limit}`.execute(db);
  }
  const [countRows, pageRows] = await Promise.all([counts, page]);
  const meta = countRows.rows[0]!;
  const ids = pageRows.rows.map((row) => row.id);
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
