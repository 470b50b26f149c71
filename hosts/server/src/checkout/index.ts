/**
 * The checkout's prices (issue #16). `GET /albums/:id/checkout` (in `albums/routes.ts`, beside the preflight it
 * answers with) prices the order through `checkoutPricing`; the admin's voucher route is a plugin of its own.
 */
export { checkoutPricing } from './pricing';
export { checkoutQuerySchema } from './query';
export { redeemVoucher } from './redeem';
export { voucherRoutes } from './vouchers';
