import { randomUUID } from 'node:crypto';
import { api, apiSignIn, DEMO } from './api.js';

/** The price of the one item of an order posted by `trackTodaysOrder`. */
export const TRACKED_PRICE = 1234.5;

/** The first demo store's storefront key, as its user reads it. */
async function demoStorefrontKey(): Promise<string> {
  const session = await apiSignIn(DEMO.store);
  const { storefrontKey } = await api<{ storefrontKey: string }>('/tenants/storefront-key', { sessionId: session });
  return storefrontKey;
}

type OrderItem = { name: string; size: string; price: number; sku?: string };

/**
 * Posts an order of today with one item (its permalink made from the order's id) to the first demo store
 * through the storefront API, with the key its user reads; answers the order's id.
 */
export async function postTodaysOrder(fittingRoomUsed: boolean, item: (orderId: string) => OrderItem): Promise<string> {
  const storefrontKey = await demoStorefrontKey();
  const orderId = `E2E-${randomUUID().slice(0, 8)}`;
  await api(`/storefront/${storefrontKey}/orders`, {
    method: 'POST',
    expect: 201,
    body: {
      orderId,
      orderedAt: new Date().toISOString(),
      country: 'BR',
      currency: 'BRL',
      fittingRoomUsed,
      items: [{ permalink: `https://loja.example/${orderId}`, ...item(orderId), quantity: 1 }],
    },
  });
  return orderId;
}

/** An order of today with one item, not through the fitting room; answers the order's id and the item's SKU. */
export async function trackTodaysOrder(productName: string): Promise<{ orderId: string; sku: string }> {
  const skuOf = (orderId: string) => `SKU-${orderId}`;
  const orderId = await postTodaysOrder(false, (id) => ({
    sku: skuOf(id),
    name: productName,
    size: 'G',
    price: TRACKED_PRICE,
  }));
  return { orderId, sku: skuOf(orderId) };
}

/**
 * A shopper's page of the first demo store asks the storefront API about a product the catalogue lacks, so
 * today's unknown products (the list's first day) have a row whenever the demo was seeded (the seed's
 * own rows end on the day it ran, which is yesterday for a run past midnight). Answers the permalink.
 */
export async function askForUnknownProductToday(): Promise<string> {
  const storefrontKey = await demoStorefrontKey();
  const permalink = `https://loja.example/desconhecido-${randomUUID().slice(0, 8)}`;
  await api(`/storefront/${storefrontKey}/products?permalink=${encodeURIComponent(permalink)}`);
  return permalink;
}
