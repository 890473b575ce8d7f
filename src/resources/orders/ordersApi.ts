import { getJson, send, withQuery } from '../../providers/apiCalls';
import type { DevolutionBody, OrderDetail, OrderItem } from '../../../contract/orders';

/** The orders' calls besides their list of items (which the data provider serves). */
export const ordersApi = {
  /** One order of the store with its items (GET /orders/detail); the id is the store's order id. */
  getOrder: (orderId: string, signal?: AbortSignal) =>
    getJson<OrderDetail>(withQuery('/orders/detail', { orderId }), { signal }),
  /** Records that one item came back and why (POST /devolution); answers the item as it is now. */
  returnOrderItem: (body: DevolutionBody) => getJson<OrderItem>('/devolution', send('POST', body)),
};
