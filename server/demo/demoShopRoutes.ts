import { readFileSync } from 'node:fs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from '@fastify/type-provider-typebox';
import type { RoutePlugin } from '../routes/types.js';
import {
  demoShopProduct,
  demoShopProducts,
  demoShopStore,
  demoShopStores,
  type DemoShopStore,
} from './demoShopData.js';
import {
  SHOP_SCRIPT,
  SHOP_STYLES,
  cartPage,
  confirmationPage,
  listPage,
  notFoundPage,
  productPage,
  singlePageShop,
  storesPage,
} from './demoShopPages.js';

const shopFile = (name: string) => readFileSync(new URL(`./shop/${name}`, import.meta.url), 'utf8');

/**
 * The app's address as a demo shop's snippet names it. Opened by one loopback name (localhost or
 * 127.0.0.1), the shop names the other: the shop and the fitting room are then of different origins,
 * as a store's site and the service are. Any other host is named as it was reached.
 */
export function fittingRoomOrigin(protocol: string, host: string): string {
  const url = new URL(`${protocol}://${host}`);
  if (url.hostname === 'localhost') url.hostname = '127.0.0.1';
  else if (url.hostname === '127.0.0.1') url.hostname = 'localhost';
  return url.origin;
}

// A strict policy, as a careful store would have: scripts from the shop itself and the fitting room's
// origin only, no inline script or style, calls to the fitting room's origin only.
const shopPolicy = (appOrigin: string) =>
  [
    "default-src 'self'",
    `script-src 'self' ${appOrigin}`,
    `connect-src ${appOrigin}`,
    "style-src 'self'",
    "img-src 'self' data:",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');

const hidden = { hide: true } as const;

/**
 * A small shop for each store of the demo, at /demo-shop/{storefront key}/: its catalogue's products on
 * sale, product pages with sizes and add-to-cart, a cart and an order confirmation that tracks the order,
 * every page carrying the implantation tab's snippet. Plain HTML from the server, one script file of its own.
 */
export const demoShopRoutes: RoutePlugin = async (app, { db }) => {
  const files = { [SHOP_SCRIPT]: shopFile('shop.js'), [SHOP_STYLES]: shopFile('shop.css') };
  for (const [path, text] of Object.entries(files)) {
    const type = path.endsWith('.js') ? 'text/javascript; charset=utf-8' : 'text/css; charset=utf-8';
    app.get(path, { config: { access: 'public' }, schema: hidden }, async (_request, reply) =>
      reply.type(type).header('cache-control', 'no-cache').send(text),
    );
  }

  app.get('/demo-shop/', { config: { access: 'public' }, schema: hidden }, async (request, reply) => {
    const language = (request.headers['accept-language'] ?? '').trim().slice(0, 2).toLowerCase();
    return reply.type('text/html; charset=utf-8').send(storesPage(await demoShopStores(db), language));
  });

  // Every shop page: the store of the key (404 for none), rendered with the fitting room's origin and policy.
  const shopPage = <P extends Record<string, string>>(
    path: string,
    render: (store: DemoShopStore, appOrigin: string, params: P) => Promise<string | null>,
  ) =>
    app.get(
      `/demo-shop/:storeKey${path}`,
      { config: { access: 'public' }, schema: { ...hidden, params: Type.Record(Type.String(), Type.String()) } },
      async (request: FastifyRequest, reply: FastifyReply) => {
        const params = request.params as P & { storeKey: string };
        const store = await demoShopStore(db, params.storeKey);
        if (!store) return reply.status(404).type('text/plain; charset=utf-8').send('No demo shop here.');
        const appOrigin = fittingRoomOrigin(request.protocol, request.host);
        const html = await render(store, appOrigin, params);
        void reply.type('text/html; charset=utf-8').header('content-security-policy', shopPolicy(appOrigin));
        return html === null ? reply.status(404).send(notFoundPage(store, appOrigin)) : reply.send(html);
      },
    );

  shopPage('/', async (store, origin) => listPage(store, origin, await demoShopProducts(db, store.id)));
  shopPage<{ productId: string }>('/products/:productId', async (store, origin, { productId }) => {
    const id = /^[1-9]\d{0,9}$/.test(productId) ? Number(productId) : null;
    const product = id && id <= 2_147_483_647 ? await demoShopProduct(db, store.id, id) : undefined;
    return product ? productPage(store, origin, product) : null;
  });
  // The single-page shop: one page, whatever product its address names (its own script shows it).
  const singlePage = async (store: DemoShopStore, origin: string) =>
    singlePageShop(store, origin, await demoShopProducts(db, store.id));
  shopPage('/spa/', singlePage);
  shopPage('/spa/products/:productId', singlePage);
  shopPage('/cart', async (store, origin) => cartPage(store, origin));
  shopPage<{ orderId: string }>('/orders/:orderId', async (store, origin, { orderId }) =>
    confirmationPage(store, origin, orderId.slice(0, 100)),
  );
};
