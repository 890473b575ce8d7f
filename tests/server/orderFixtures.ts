import type { OrderItemValues } from '../../server/repositories/orders.js';

/** An order item as the repository stores it: one blouse of size M, no recommendation; `extra` changes fields. */
export const orderItemValues = (extra: Partial<OrderItemValues> = {}): OrderItemValues => ({
  productId: null,
  feedProductId: null,
  sku: 'SKU-1',
  permalink: 'https://alfa.example/p/1',
  name: 'Blusa',
  size: 'M',
  price: 10,
  quantity: 1,
  recommendationId: null,
  recommendedSize: null,
  sizeOffset: null,
  ...extra,
});
