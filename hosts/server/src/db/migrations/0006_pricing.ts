/**
 * Prices, delivery countries and vouchers as data (issue #16), so staff change a price or a tax rate without a
 * release. Money is integer cents (net); the gross is derived (`pricing/quote.ts`). The defaults seeded here make the
 * cheapest offer (10 albums with sticker packs, no options, to Germany) 285.00 € gross, the price the start page
 * advertises. Seeding inserts only what is missing, so re-running it never overwrites a price staff have changed.
 */
import { sql, type Kysely } from 'kysely';
import { seedPricing } from '../../pricing/defaults';
import type { Database } from '../schema';

const now = sql`now()`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('products')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // album | packaging | feature: how the quote uses it (one album line, one packaging line, any features).
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('flat_net_cents', 'integer', (c) => c.notNull().defaultTo(0))
    // Working days of production the product adds (the album carries the base lead time).
    .addColumn('lead_days', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
    .execute();
  // Graduated per-album prices: albums from `from_count` on cost `unit_net_cents` each (until the next band), so a
  // larger order never costs less in total than a smaller one.
  await db.schema
    .createTable('price_tiers')
    .addColumn('product_id', 'text', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('from_count', 'integer', (c) => c.notNull())
    .addColumn('unit_net_cents', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('price_tiers_pkey', ['product_id', 'from_count'])
    .execute();
  await db.schema
    .createTable('delivery_countries')
    .addColumn('country_code', 'text', (c) => c.primaryKey())
    // Basis points: 1900 is 19 %.
    .addColumn('tax_rate_bp', 'integer', (c) => c.notNull())
    .addColumn('shipping_days', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('vouchers')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('percent_off', 'integer')
    .addColumn('amount_off_cents', 'integer')
    .addColumn('minimum_net_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('valid_from', 'timestamptz')
    .addColumn('valid_until', 'timestamptz')
    .addColumn('usage_limit', 'integer')
    .addColumn('uses', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  // The seed writes only the four tables created above, whose shape `Database` describes.
  await seedPricing(db as unknown as Kysely<Database>);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['vouchers', 'delivery_countries', 'price_tiers', 'products']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
