/** Counting a voucher's use when an order is placed with it. */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { normaliseVoucherCode } from './price-list';

/**
 * Counts one use of a voucher if it has uses left; false when it has none (or no such code). One conditional UPDATE,
 * so two orders placed at once cannot both take a voucher's last use. The caller checks the validity window and the
 * minimum amount with `quote()` first, in the same transaction as the order.
 */
export async function redeemVoucher(db: Kysely<Database>, code: string): Promise<boolean> {
  const row = await db
    .updateTable('vouchers')
    .set((eb) => ({ uses: eb('uses', '+', 1) }))
    .where('code', '=', normaliseVoucherCode(code))
    .where((eb) => eb.or([eb('usage_limit', 'is', null), eb('uses', '<', eb.ref('usage_limit'))]))
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}
