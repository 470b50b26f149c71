/**
 * Staff and affiliate partners (issue #17): the partners table, the referral recorded on users and albums (orders
 * inherit it from their album, so they carry no column of their own), and the indexes the staff dashboards need to
 * stay fast with 100,000 orders. The dashboards search with `ILIKE '%…%'`, which no B-tree serves; without pg_trgm
 * (PGlite has no extensions here) that search scans the orders joined to their albums, which is fast enough at
 * that size because the scan reads no other table per row (see `bench/dashboard.bench.ts`).
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('partners')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    // The secret of the partner's landing links and of its conversions page.
    .addColumn('url_token', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  for (const table of ['users', 'albums']) {
    await db.schema
      .alterTable(table)
      // A deleted partner leaves its referred users and albums in place, no longer counted for anyone.
      .addColumn('referral_partner_id', 'text', (c) => c.references('partners.id').onDelete('set null'))
      // The audience of the landing link (wedding or business), null when the link named none.
      .addColumn('referral_source', 'text')
      .execute();
  }
  // The conversions page counts a partner's albums by month; most albums have no partner, so the index skips them.
  await sql`create index albums_referral on albums (referral_partner_id, created_at) where referral_partner_id is not null`.execute(
    db,
  );
  // Dashboard sorts (newest first by default, or by event date either way, the undated last) walk these instead of
  // sorting every row: a backward scan of (release_date, id) would put the undated first, hence the descending one.
  for (const table of ['orders', 'albums']) {
    await db.schema.createIndex(`${table}_created_at`).on(table).columns(['created_at', 'id']).execute();
    await db.schema.createIndex(`${table}_release_date`).on(table).columns(['release_date', 'id']).execute();
    await sql`create index ${sql.raw(`${table}_release_date_desc`)} on ${sql.table(table)} (release_date desc nulls last, id desc)`.execute(
      db,
    );
  }
  // "Updated today" reads the newest updates only.
  await db.schema.createIndex('albums_updated_at').on('albums').column('updated_at').execute();
  // The review scopes ask which orders have a review_completed or rejected update: one index probe per order.
  await db.schema
    .createIndex('order_updates_signal')
    .on('order_updates')
    .columns(['signal', 'order_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const index of [
    'order_updates_signal',
    'albums_updated_at',
    'albums_release_date_desc',
    'albums_release_date',
    'albums_created_at',
    'orders_release_date_desc',
    'orders_release_date',
    'orders_created_at',
    'albums_referral',
  ]) {
    await db.schema.dropIndex(index).ifExists().execute();
  }
  for (const table of ['albums', 'users']) {
    await db.schema
      .alterTable(table)
      .dropColumn('referral_source')
      .dropColumn('referral_partner_id')
      .execute();
  }
  await db.schema.dropTable('partners').ifExists().execute();
}
