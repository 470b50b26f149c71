/**
 * The albums table of the staff dashboard: a page of albums of one scope, optionally searched by id or title,
 * sorted by creation or event date, and the count of every scope for the same search.
 *
 * The scopes (specification 001, section 4):
 * - `show_all` (Alle): every album, templates included (staff edit those too).
 * - `updated_today` (Heute aktualisiert): changed since midnight in Germany, where the staff work (Europe/Berlin).
 * - `with_order` (Mit Bestellung): albums with at least one order (`last_order_id` set).
 */
import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import type { AlbumDashboardScope, AlbumsDashboard } from '@album/api-client';
import type { Database } from '../db/schema';
import { containsPattern, dashboardQuerySchema, pagination } from './dashboard-query';

export const ALBUM_SCOPES = [
  'show_all',
  'updated_today',
  'with_order',
] as const satisfies readonly AlbumDashboardScope[];

export const albumsDashboardQuery = dashboardQuerySchema(ALBUM_SCOPES);

export type AlbumsDashboardInput = ReturnType<typeof albumsDashboardQuery.parse>;

// `last_order_id` is kept by placing an order (`orders/place.ts`) and by deleting one (`order-routes.ts`): the same
// flag the album answers as `hasOrder`, read without touching the orders.
const hasOrder = sql<SqlBool>`a.last_order_id is not null`;

const SCOPE_CONDITION: Record<AlbumDashboardScope, Expression<SqlBool>> = {
  show_all: sql<SqlBool>`true`,
  updated_today: sql<SqlBool>`a.updated_at >= (date_trunc('day', now() at time zone 'Europe/Berlin') at time zone 'Europe/Berlin')`,
  with_order: hasOrder,
};

/** The page's order, matching the indexes of migration 0008 (albums without an event date last both ways). */
function orderBy(input: AlbumsDashboardInput) {
  if (input.sort_by === 'created_at') {
    return input.sort_order === 'asc' ? sql`a.created_at asc, a.id asc` : sql`a.created_at desc, a.id desc`;
  }
  return input.sort_order === 'asc'
    ? sql`a.release_date asc nulls last, a.id asc`
    : sql`a.release_date desc nulls last, a.id desc`;
}

/** The page of albums, the counts of every scope and the pagination. */
export async function albumsDashboard(
  db: Kysely<Database>,
  input: AlbumsDashboardInput,
): Promise<AlbumsDashboard> {
  const search =
    input.query === undefined
      ? sql<SqlBool>`true`
      : sql<SqlBool>`(a.id = ${input.query} or a.title ilike ${containsPattern(input.query)})`;
  const counts = await sql<Record<AlbumDashboardScope, number>>`
    select ${sql.join(
      ALBUM_SCOPES.map(
        (scope) => sql`count(*) filter (where ${SCOPE_CONDITION[scope]})::int as ${sql.ref(scope)}`,
      ),
    )}
    from albums a where ${search}`.execute(db);
  const meta = counts.rows[0]!;
  const page = await sql<{
    id: string;
    title: string;
    cover_preview_url: string | null;
    created_at: Date;
    updated_at: Date;
    release_date: string | null;
    has_order: boolean;
  }>`
    select a.id, a.title, a.cover_preview_url, a.created_at, a.updated_at, a.release_date,
      a.last_order_id is not null as has_order
    from albums a
    where ${search} and ${SCOPE_CONDITION[input.scope]}
    order by ${orderBy(input)}
    limit ${input.per} offset ${(input.page - 1) * input.per}`.execute(db);
  return {
    albums: page.rows.map((row) => ({
      id: row.id,
      title: row.title,
      cover_preview_url: row.cover_preview_url,
      created_at: new Date(row.created_at).toISOString(),
      updated_at: new Date(row.updated_at).toISOString(),
      release_date: row.release_date,
      has_order: row.has_order,
    })),
    meta,
    pagination: pagination(meta[input.scope], input.page, input.per),
  };
}
