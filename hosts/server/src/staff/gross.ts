/** The gross factor of an order edit (German VAT, 19 %), as basis points so the arithmetic stays in integers. */
const GROSS_FACTOR_BP = 11_900;

/**
 * The gross of a net amount in cents: net x 1.19, truncated to the cent (never rounded up: the specification's
 * order edit truncates). Integer arithmetic: no floating-point representation of 1.19 can shift a cent.
 */
export function grossFromNet(netCents: number): number {
  return Math.trunc((netCents * GROSS_FACTOR_BP) / 10_000);
}
