export { RETURN_REASONS, type ReturnReason } from '../../../domain/enums';

/** Where one order's page lives (spec path /orders/:id, the id being the store's order id). */
export const orderPath = (orderId: string) => `/orders/${encodeURIComponent(orderId)}`;
