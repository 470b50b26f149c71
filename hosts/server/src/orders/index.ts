/**
 * Orders (issue #16): placing an order from the checkout, the customer's orders list and detail, and the print
 * review. Staff routes on orders live in `../staff`; they may share `signals.ts`, `wire.ts` and `access.ts`.
 */
export { orderRoutes } from './routes';
export { ORDER_SIGNALS, isOrderSignal, signalTitles, type OrderSignal } from './signals';
export { loadOrder, orderQuery, orderSummaryWire, commentWire } from './wire';
