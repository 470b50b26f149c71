/**
 * Order documents (issue #17): invoices with their own numbering and the print-file transfers of orders.
 *
 * Invoice numbers come from a database sequence: a number handed out is never handed out again, even when the
 * transaction that took it rolls back (a gap is allowed in our numbering, a repeat is not). The `invoices` rows keep
 * what the PDF says (totals, tax rate, language), so a changed order or price list never changes an issued invoice.
 */
import { sql, type Kysely } from 'kysely';

const now = sql`now()`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create sequence if not exists invoice_numbers start with 1 increment by 1 no cycle`.execute(db);
  await db.schema
    .createTable('invoices')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('number', 'text', (c) => c.notNull().unique())
    // The hosted invoice page's secret (`GET /invoices/:token`): 32 random bytes, base64url.
    .addColumn('token', 'text', (c) => c.notNull().unique())
    // draft | open | paid | uncollectible | void
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('issue_date', 'date', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('net_cents', 'integer', (c) => c.notNull())
    .addColumn('tax_rate_bp', 'integer', (c) => c.notNull())
    .addColumn('tax_cents', 'integer', (c) => c.notNull())
    .addColumn('gross_cents', 'integer', (c) => c.notNull())
    .addColumn('pdf_key', 'text', (c) => c.notNull())
    .addColumn('pdf_size', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('invoices_order').on('invoices').column('order_id').execute();
  // One standing invoice per order, also when two admins issue at the same moment (void ones make room).
  await db.schema
    .createIndex('invoices_one_standing')
    .on('invoices')
    .column('order_id')
    .unique()
    .where(sql.ref('status'), '<>', sql.lit('void'))
    .execute();

  await db.schema
    .createTable('order_transfers')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    // running | done | failed
    .addColumn('status', 'text', (c) => c.notNull())
    // [{kind, render_job_id}]: the render jobs of the production files.
    .addColumn('jobs', 'jsonb', (c) => c.notNull())
    // Where the ZIP went: `folder` or `s3`, and the path or s3:// address.
    .addColumn('target', 'text', (c) => c.notNull())
    .addColumn('location', 'text')
    // The ZIP as a blob of the server's storage (the admin's download).
    .addColumn('artifact_blob_id', 'text', (c) => c.references('blobs.id').onDelete('set null'))
    .addColumn('manifest', 'jsonb')
    .addColumn('error', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('finished_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('order_transfers_order').on('order_transfers').column('order_id').execute();
  // One running transfer per order, also when two admins start one at the same moment.
  await db.schema
    .createIndex('order_transfers_one_running')
    .on('order_transfers')
    .column('order_id')
    .unique()
    .where(sql.ref('status'), '=', sql.lit('running'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('order_transfers').ifExists().execute();
  await db.schema.dropTable('invoices').ifExists().execute();
  await sql`drop sequence if exists invoice_numbers`.execute(db);
}
