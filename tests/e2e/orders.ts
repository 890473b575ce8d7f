import { randomUUID } from 'node:crypto';
import { api, apiSignIn, DEMO } from './api.js';

/** The price of the one item of an order posted by `trackTodaysOrder`. */
export const TRACKED_PRICE = 1234.5;

/**
 * Posts an order of today with one item, not through the fitting room, to the first demo store through the
 * storefront API (with the key its user reads); answers the order's id and the item's SKU.
 */
export async function trackTodaysOrder(productName: string): Promise<{ orderId: string; sku: string }> {
  const session = await apiSignIn(DEMO.store);
  const { storefrontKey } = await api<{ storefrontKey: string }>('/tenants/storefront-key', { sessionId: session });
  const orderId = `E2E-${randomUUID().slice(0, 8)}`;
  const sku = `SKU-${orderId}`;
  await api(`/storefront/${storefrontKey}/orders`, {
    method: 'POST',
    expect: 201,
    body: {
      orderId,
      orderedAt: new Date().toISOString(),
      country: 'BR',
      currency: 'BRL',
      fittingRoomUsed: false,
      items: [
        {
          permalink: `https://loja.example/${orderId}`,
          sku,
          name: productName,
          size: 'G',
          price: TRACKED_PRICE,
          quantity: 1,
        },
      ],
    },
  });
  return { orderId, sku };
}
