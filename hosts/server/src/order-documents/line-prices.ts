/**
 * The net of each invoice line. The checkout stores each quoted line's net in the order (`details.lines`, by
 * product; the line items table has no prices), and the voucher's discount in `discount_net_cents`. Lines are matched
 * to the line items by product; whatever the order's net differs from the lines less the discount (staff changed
 * the amount or added an item) is shown as an adjustment, so the lines always add up to the invoiced net.
 */
import type { OrderRecord } from './order-record';

export interface LinePrices {
  /** Net cents by line item id; items without a quoted price are missing. */
  amounts: Map<string, number>;
  discount: { code: string; cents: number } | null;
  /** Cents to add (or, negative, to take off) so that the lines add up to the order's net. */
  adjustment: number;
}

interface QuotedLine {
  product: string;
  amount: number;
}

function quotedLines(details: Record<string, unknown>): QuotedLine[] {
  const lines = details.lines;
  if (!Array.isArray(lines)) return [];
  return lines.filter(
    (line): line is QuotedLine =>
      typeof line === 'object' &&
      line !== null &&
      typeof (line as QuotedLine).product === 'string' &&
      Number.isInteger((line as QuotedLine).amount),
  );
}

/** The lines' prices, or null for an order without quoted prices (then the invoice shows quantities only). */
export function linePrices(record: OrderRecord): LinePrices | null {
  const remaining = quotedLines(record.order.details);
  if (remaining.length === 0) return null;
  const amounts = new Map<string, number>();
  for (const item of record.lineItems) {
    const index = remaining.findIndex((line) => line.product === item.product);
    if (index < 0) continue;
    amounts.set(item.id, remaining[index]!.amount);
    remaining.splice(index, 1);
  }
  const cents = record.order.discount_net_cents;
  const discount = cents > 0 ? { code: record.order.voucher_code ?? '', cents } : null;
  const listed = [...amounts.values()].reduce((sum, amount) => sum + amount, 0) - (discount?.cents ?? 0);
  return { amounts, discount, adjustment: record.order.amount - listed };
}
