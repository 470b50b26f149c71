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
  // The dashboard's scopes as plain columns (the trigger finds an order's timeline through `order_updates_order`), so counting every tab is one pass over the orders reading no other
  // table: whether the timeline holds `review_completed` / `rejected`, kept by a trigger on `order_updates` (every
  // writer of the timeline, the staff's signals, the customer's print approval, the documents, goes through it),
  // and whether the transfer and the shipment are done, generated from their steps.
  await db.schema
    .alterTable('orders')
    .addColumn('has_review_completed', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('has_rejected', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('transfer_done', 'boolean', (c) =>
      c
        .notNull()
        .generatedAlwaysAs(sql`(transfer_status ->> 'status') = 'done'`)
        .stored(),
    )
    .addColumn('shipment_done', 'boolean', (c) =>
      c
        .notNull()
        .generatedAlwaysAs(sql`(shipment_status ->> 'status') = 'done'`)
        .stored(),
    )
    .execute();
  await sql`create function orders_review_flags() returns trigger language plpgsql as $$
    declare target text := coalesce(new.order_id, old.order_id);
    begin
      update orders set
        has_review_completed = exists (
          select 1 from order_updates u where u.order_id = target and u.signal = 'review_completed'),
        has_rejected = exists (select 1 from order_updates u where u.order_id = target and u.signal = 'rejected')
      where id = target;
      return null;
    end $$`.execute(db);
  await sql`create trigger order_updates_review_flags after insert or delete or update of signal on order_updates
    for each row execute function orders_review_flags()`.execute(db);
  await sql`update orders o set
    has_review_completed = exists (
      select 1 from order_updates u where u.order_id = o.id and u.signal = 'review_completed'),
    has_rejected = exists (select 1 from order_updates u where u.order_id = o.id and u.signal = 'rejected')`.execute(
    db,
  );
  // "Updated today" reads the newest updates only.
  await db.schema.createIndex('albums_updated_at').on('albums').column('updated_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const index of [
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
  await sql`drop trigger if exists order_updates_review_flags on order_updates`.execute(db);
  await sql`drop function if exists orders_review_flags()`.execute(db);
  await db.schema
    .alterTable('orders')
    .dropColumn('shipment_done')
    .dropColumn('transfer_done')
    .dropColumn('has_rejected')
    .dropColumn('has_review_completed')
    .execute();
  for (const table of ['albums', 'users']) {
    await db.schema
      .alterTable(table)
      .dropColumn('referral_source')
      .dropColumn('referral_partner_id')
      .execute();
  }
  await db.schema.dropTable('partners').ifExists().execute();
}
