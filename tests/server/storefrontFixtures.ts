import type { TestContext } from './harness.js';
import { topsBody } from './modelingFixtures.js';
import { productBody } from './productFixtures.js';
import { storefrontKeyOf } from '../../server/repositories/storefront.js';

/** A covered product (tops table P, M, G) in the store of `session`; its permalink. */
export async function coveredProduct(t: TestContext, session: string, slug = 'blusa-azul') {
  const table = (await t.call(session, { method: 'POST', url: '/api/v1/modelings/', payload: topsBody() })).json();
  const res = await t.call(session, {
    method: 'POST',
    url: '/api/v1/products/',
    payload: productBody(slug, { sizes: ['P', 'M', 'G'], modelingId: table.id }),
  });
  return {
    permalink: `https://alfa.example/${slug}`,
    productId: res.json().id as number,
    modelingId: table.id as number,
  };
}

export const storefrontBase = async (t: TestContext, tenantId: number) =>
  `/api/v1/storefront/${await storefrontKeyOf(t.db, tenantId)}`;

let orderCount = 0;
/** A tracked order body; `extra` overrides any field. */
export const orderBody = (extra: Record<string, unknown> = {}) => ({
  orderId: `A-${++orderCount}`,
  orderedAt: '2026-03-10T12:00:00Z',
  country: 'BR',
  currency: 'BRL',
  fittingRoomUsed: true,
  profileCode: 'shopper-1',
  shopperAge: 34,
  items: [{ permalink: 'https://alfa.example/blusa-azul', name: 'Blusa azul', size: 'M', price: 99.9, quantity: 1 }],
  ...extra,
});
