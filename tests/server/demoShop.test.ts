import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app.js';
import { demoShopRoutes, fittingRoomOrigin } from '../../server/demo/demoShopRoutes.js';
import { coveredProduct, storefrontBase } from './storefrontFixtures.js';
import { useTestApp } from './harness.js';
import { recountCountersAfterEach } from './counterRecounts.js';
import { fittingRoomPath } from '../../domain/storefrontSnippet.js';

describe('demo shops', () => {
  const t = useTestApp();
  recountCountersAfterEach(t);
  // main.ts mounts the demo's pages when it seeds the demo; so here.
  let shopApp: FastifyInstance;
  let key: string;
  beforeAll(async () => {
    shopApp = (await buildApp({ db: t.db, config: t.config, demoPages: demoShopRoutes })).app;
  });
  afterAll(async () => shopApp?.close());
  beforeEach(async () => {
    key = (await storefrontBase(t, t.fx.tenants.alpha)).split('/').pop()!;
  });
  const get = (url: string, host = 'localhost:3000') => shopApp.inject({ method: 'GET', url, headers: { host } });

  it('names the app by the other loopback name than the shop was opened by, any other host as it is', () => {
    expect(fittingRoomOrigin('http', 'localhost:3000')).toBe('http://127.0.0.1:3000');
    expect(fittingRoomOrigin('http', '127.0.0.1:3000')).toBe('http://localhost:3000');
    expect(fittingRoomOrigin('https', 'provador.example')).toBe('https://provador.example');
  });

  it("shows a product page with its permalink as canonical link, its sizes, and the store's snippet under a strict policy", async () => {
    const session = await t.sessionFor(t.fx.users.storeAlpha, t.fx.tenants.alpha);
    const product = await coveredProduct(t, session);
    const res = await get(`/demo-shop/${key}/products/${product.productId}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain(`<link rel="canonical" href="${product.permalink}">`);
    expect(res.body).toContain('<option value="M">M</option>');
    expect(res.body).toContain('<button id="add-to-cart" type="submit">');
    expect(res.body).toContain(`src="http://127.0.0.1:3000${fittingRoomPath()}"`);
    expect(res.body).toContain(`data-provador-key="${key}"`);
    // No inline script: the shop's own file and the snippet's, both by address.
    expect(res.body.match(/<script[^>]*>/g)).toEqual([
      '<script src="/demo-shop/shop.js" defer>',
      `<script async src="http://127.0.0.1:3000${fittingRoomPath()}" data-provador-key="${key}">`,
    ]);
    expect(res.headers['content-security-policy']).toBe(
      "default-src 'self'; script-src 'self' http://127.0.0.1:3000; connect-src http://127.0.0.1:3000; " +
        "style-src 'self'; img-src 'self' data:; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
    );
    const list = await get(`/demo-shop/${key}/`);
    expect(list.body).toContain(`href="/demo-shop/${key}/products/${product.productId}"`);
    const shops = await shopApp.inject({
      method: 'GET',
      url: '/demo-shop/',
      headers: { 'accept-language': 'fr-FR,fr' },
    });
    expect(shops.body).toContain('<html lang="fr">');
    expect(shops.body).toContain(`<a href="/demo-shop/${key}/">`);
  });

  it('answers 404 to an unknown key, another store’s product and a product id that is not one', async () => {
    const session = await t.sessionFor(t.fx.users.storeAlpha, t.fx.tenants.alpha);
    const product = await coveredProduct(t, session);
    expect((await get(`/demo-shop/not-a-key/`)).statusCode).toBe(404);
    const beta = (await storefrontBase(t, t.fx.tenants.beta)).split('/').pop()!;
    expect((await get(`/demo-shop/${beta}/products/${product.productId}`)).statusCode).toBe(404);
    for (const id of ['abc', '0', '99999999999', '1e3']) {
      expect((await get(`/demo-shop/${key}/products/${id}`)).statusCode, id).toBe(404);
    }
  });

  it('serves the single-page shop at its list and at each product’s address alike, its products as data', async () => {
    const session = await t.sessionFor(t.fx.users.storeAlpha, t.fx.tenants.alpha);
    const product = await coveredProduct(t, session);
    const list = await get(`/demo-shop/${key}/`);
    expect(list.body).toContain(`<a href="/demo-shop/${key}/spa/">`);
    const pages = [`/demo-shop/${key}/spa/`, `/demo-shop/${key}/spa/products/${product.productId}`];
    const [first, second] = await Promise.all(pages.map((url) => get(url)));
    expect(first.statusCode).toBe(200);
    expect(second.body).toBe(first.body);
    expect(first.headers['content-security-policy']).toMatch(/^default-src 'self'; script-src 'self' http:\/\/127/);
    expect(first.body).toContain(
      `<a href="/demo-shop/${key}/spa/products/${product.productId}" data-spa-link>blusa azul</a>`,
    );
    expect(first.body).toContain(`data-provador-key="${key}"`);
    // The canonical link is the shop script's to write, product by product.
    expect(first.body).not.toContain('rel="canonical"');
    const data = first.body
      .match(/data-spa="([^"]*)"/)![1]!
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, '&');
    expect(JSON.parse(data)).toContainEqual(
      expect.objectContaining({ id: product.productId, permalink: product.permalink, sizes: ['P', 'M', 'G'] }),
    );
  });

  it('serves the cart and an order confirmation naming the order, and the shop’s script', async () => {
    const cart = await get(`/demo-shop/${key}/cart`);
    expect(cart.statusCode).toBe(200);
    expect(cart.body).toContain('id="place-order"');
    const confirmation = await get(`/demo-shop/${key}/orders/DEMO-1%3Cb%3E`);
    expect(confirmation.body).toContain('data-order="DEMO-1&lt;b&gt;"');
    expect(confirmation.body).not.toContain('<b>');
    const script = await get('/demo-shop/shop.js');
    expect(script.headers['content-type']).toMatch(/^text\/javascript/);
    expect(script.body).toContain('provador.trackOrder');
  });
});
