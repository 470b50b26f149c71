/**
 * A partner's conversions by month (UTC): the albums recorded with its referral, and the orders of those albums.
 * Months without any are left out; the app fills the table from what is there.
 */
import { sql, type Kysely } from 'kysely';
import type { AffiliateConversions, ConversionSeries } from '@album/api-client';
import type { Database } from '../db/schema';
import { urlSource } from './partner-wire';

const month = (column: string) => sql<string>`to_char(${sql.ref(column)} at time zone 'UTC', 'YYYY-MM')`;

function series(rows: Array<{ month: string; count: number }>): ConversionSeries {
  const data = rows.map((row) => ({ month: row.month, count: Number(row.count) }));
  return { total_count: data.reduce((sum, row) => sum + row.count, 0), data };
}

/** The conversions of the partner `partner`. */
export async function partnerConversions(
  db: Kysely<Database>,
  partner: { id: string; url_token: string },
): Promise<AffiliateConversions> {
  const [albums, orders] = await Promise.all([
    db
      .selectFrom('albums')
      .select([month('albums.created_at').as('month'), (eb) => eb.fn.countAll<number>().as('count')])
      .where('referral_partner_id', '=', partner.id)
      .groupBy('month')
      .orderBy('month')
      .execute(),
    db
      .selectFrom('orders')
      .innerJoin('albums', 'albums.id', 'orders.album_id')
      .select([month('orders.created_at').as('month'), (eb) => eb.fn.countAll<number>().as('count')])
      .where('albums.referral_partner_id', '=', partner.id)
      .groupBy('month')
      .orderBy('month')
      .execute(),
  ]);
  return {
    album_conversions: series(albums),
    order_conversions: series(orders),
    url_source: urlSource(partner.url_token),
  };
}
