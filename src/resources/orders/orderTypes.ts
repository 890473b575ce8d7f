/** The orders screens' shapes are those of the API (contract/orders.ts). */
export {
  RETURN_REASONS,
  type DevolutionBody,
  type OrderDetail,
  type OrderItem,
  type OrderRow,
  type ReturnReason,
} from '../../../contract/orders';

/** Where one order's page lives (spec path /orders/:id, the id being the store's order id). */
export const orderPath = (orderId: string) => `/orders/${encodeURIComponent(orderId)}`;
