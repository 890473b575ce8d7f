import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from './harness.js';
import { recountCountersAfterEach } from './counterRecounts.js';
import { coveredProduct, orderBody, storefrontBase } from './storefrontFixtures.js';
import { SCRIPT_SETTINGS_MAX_AGE_SECONDS } from '../../domain/storefrontSnippet.js';
import {
  STOREFRONT_CALLS_PER_MINUTE,
  UNKNOWN_KEY_CALLS_PER_MINUTE,
} from '../../server/services/storefrontRateLimit.js';

describe('storefront API', () => {
  const t = useTestApp();
  recountCountersAfterEach(t);
  let session: string;
  let base: string;
  let product: Awaited<ReturnType<typeof coveredProduct>>;

  beforeEach(async () => {
    session = await t.sessionFor(t.fx.users.storeAlpha, t.fx.tenants.alpha);
    base = await storefrontBase(t, t.fx.tenants.alpha);
    product = await coveredProduct(t, session);
  });

  const lookUp = (prefix: string, permalink: string) =>
    t.app.inject({ method: 'GET', url: `${prefix}/products?permalink=${encodeURIComponent(permalink)}` });

  it('answers 404 to an unknown store key, on every route', async () => {
    const prefix = '/api/v1/storefront/not-a-key';
    expect((await lookUp(prefix, product.permalink)).statusCode).toBe(404);
    const settings = await t.app.inject({ method: 'GET', url: `${prefix}/settings` });
    expect(settings.statusCode).toBe(404);
    expect(settings.headers['cache-control']).toBe('no-store');
    for (const [url, payload] of [
      ['recommendations', { permalink: product.permalink, profileCode: 'x', measures: { chest: 90 } }],
      ['events', { type: 'FITTING_ROOM_OPENED', permalink: product.permalink }],
      ['orders', orderBody()],
    ] as const) {
      const res = await t.app.inject({ method: 'POST', url: `${prefix}/${url}`, payload });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().code).toBe('NOT_FOUND');
    }
    expect(await t.db.selectFrom('orders').selectAll().execute()).toEqual([]);
  });

  it('gives every store a different random key', async () => {
    const keys = await t.db.selectFrom('tenants').select('storefront_key').execute();
    expect(new Set(keys.map((k) => k.storefront_key)).size).toBe(keys.length);
    for (const { storefront_key } of keys) expect(storefront_key).toMatch(/^[0-9a-f]{64}$/);
  });

  it("answers the current store's key to its users, which opens the storefront API of that store", async () => {
    const { alpha, beta } = t.fx.tenants;
    const own = await t.call(await t.sessionFor(t.fx.users.storeAlpha, alpha), {
      method: 'GET',
      url: '/api/v1/tenants/storefront-key',
    });
    expect(own.statusCode).toBe(200);
    const { storefrontKey } = own.json() as { storefrontKey: string };
    expect(`/api/v1/storefront/${storefrontKey}`).toBe(await storefrontBase(t, alpha));
    const other = await t.call(await t.sessionFor(t.fx.users.moderator, beta), {
      method: 'GET',
      url: '/api/v1/tenants/storefront-key',
    });
    expect(other.json()).toEqual({ storefrontKey: (await storefrontBase(t, beta)).split('/').pop() });
  });

  it("answers the store's script settings, cacheable briefly and revalidated by their entity tag", async () => {
    const first = await t.app.inject({ method: 'GET', url: `${base}/settings` });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      language: 'ptBR',
      country: 'BR',
      currency: 'BRL',
      memorizeSizes: true,
      addToCartSelector: null,
    });
    expect(first.headers['cache-control']).toBe(`public, max-age=${SCRIPT_SETTINGS_MAX_AGE_SECONDS}`);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await t.app.inject({ method: 'GET', url: `${base}/settings`, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    const weak = await t.app.inject({
      method: 'GET',
      url: `${base}/settings`,
      headers: { 'if-none-match': `"other", W/${etag}` },
    });
    expect(weak.statusCode).toBe(304);

    // A save on the implantation tab reaches the script at its next question, with a new tag.
    const moderator = await t.sessionFor(t.fx.users.moderator, t.fx.tenants.alpha);
    const { version } = (await t.call(moderator, { method: 'GET', url: '/api/v1/tenants/details' })).json() as {
      version: number;
    };
    const saved = await t.call(moderator, {
      method: 'PUT',
      url: '/api/v1/tenants/details',
      payload: { version, language: 'es', memorizeSizes: false, addToCartSelector: 'form.buy > button' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const changed = await t.app.inject({ method: 'GET', url: `${base}/settings`, headers: { 'if-none-match': etag } });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      language: 'es',
      memorizeSizes: false,
      addToCartSelector: 'form.buy > button',
    });
    expect(changed.headers.etag).not.toBe(etag);
  });

  it("refuses the script settings of a store whose status stops the storefront, and sends no other store's", async () => {
    const beta = await t.app.inject({ method: 'GET', url: `${await storefrontBase(t, t.fx.tenants.beta)}/settings` });
    expect(beta.statusCode).toBe(200);
    await t.db.updateTable('tenants').set({ status: 'PAUSED' }).where('id', '=', t.fx.tenants.alpha).execute();
    t.storefrontStores.forgetStore(t.fx.tenants.alpha);
    const paused = await t.app.inject({ method: 'GET', url: `${base}/settings` });
    expect(paused.statusCode).toBe(403);
    expect(paused.json().code).toBe('STORE_NOT_ACTIVE');
    expect(paused.headers['cache-control']).toBe('no-store');
  });

  it("looks up the store's product, never another store's", async () => {
    const found = (await lookUp(base, product.permalink)).json();
    expect(found).toEqual({
      covered: true,
      productId: product.productId,
      sizes: ['P', 'M', 'G'],
      modelingId: product.modelingId,
      // The table's label1 column is text: the fitting room asks the measures it recommends by.
      measures: ['chest', 'waist'],
      recommendations: true,
    });
    const beta = await storefrontBase(t, t.fx.tenants.beta);
    const other = await lookUp(beta, product.permalink);
    expect(other.statusCode).toBe(200);
    expect(other.json()).toEqual({
      covered: false,
      productId: null,
      sizes: [],
      modelingId: null,
      measures: [],
      recommendations: true,
    });
  });

  it("tells the fitting room when the store's features give no recommendations (a size chart alone)", async () => {
    await t.db
      .updateTable('tenants')
      .set({ features: ['SIZE_CHART'] })
      .where('id', '=', t.fx.tenants.alpha)
      .execute();
    t.storefrontStores.forgetStore(t.fx.tenants.alpha);
    const found = await lookUp(base, product.permalink);
    expect(found.statusCode).toBe(200);
    expect(found.json()).toMatchObject({ covered: true, recommendations: false });
  });

  it("counts a permalink the catalogue lacks in that day's unknown products", async () => {
    const link = 'https://alfa.example/saia-nova';
    await lookUp(base, link);
    await lookUp(base, link);
    const rows = await t.db.selectFrom('unknown_products').select(['tenant_id', 'permalink', 'hits', 'day']).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ tenant_id: t.fx.tenants.alpha, permalink: link, hits: 2 });
    const listed = await t.call(session, { method: 'GET', url: '/api/v1/products/unknown' });
    expect(listed.json().data.map((r: { permalink: string; hits: number }) => [r.permalink, r.hits])).toEqual([
      [link, 2],
    ]);
  });

  it("records the size engine's recommendation with the shopper's profile code and measures", async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `${base}/recommendations`,
      payload: { permalink: product.permalink, profileCode: 'shopper-9', measures: { chest: 91, waist: 73 } },
    });
    expect(res.statusCode).toBe(200);
    const answer = res.json();
    expect(answer.recommendedSize).toBe('M');
    expect(answer.fits).toEqual(
      expect.arrayContaining([
        { measure: 'chest', fit: 'fits' },
        { measure: 'waist', fit: 'fits' },
      ]),
    );
    const stored = await t.db.selectFrom('recommendations').selectAll().execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      id: answer.recommendationId,
      tenant_id: t.fx.tenants.alpha,
      product_id: product.productId,
      profile_code: 'shopper-9',
      measures: { chest: 91, waist: 73 },
      recommended_size: 'M',
    });
  });

  it('records recommendations that arrive together each with its own id, and answers each its own', async () => {
    const shoppers = Array.from({ length: 30 }, (_, i) => ({ profileCode: `together-${i}`, chest: 80 + i }));
    const answers = await Promise.all(
      shoppers.map(({ profileCode, chest }) =>
        t.app.inject({
          method: 'POST',
          url: `${base}/recommendations`,
          payload: { permalink: product.permalink, profileCode, measures: { chest, waist: 73 } },
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(shoppers.map(() => 200));
    const stored = await t.db.selectFrom('recommendations').select(['id', 'profile_code', 'measures']).execute();
    expect(stored).toHaveLength(shoppers.length);
    const byId = new Map(stored.map((row) => [row.id, row]));
    answers.forEach((answer, i) => {
      const row = byId.get(answer.json().recommendationId);
      expect(row).toMatchObject({ profile_code: shoppers[i]!.profileCode, measures: { chest: shoppers[i]!.chest } });
    });
  });

  it('counts usage events per product per day', async () => {
    const types = [
      'FITTING_ROOM_OPENED',
      'FITTING_ROOM_OPENED',
      'SIZE_CHART_VIEWED',
      'RECOMMENDATION_SHOWN',
      'SIZE_CHOSEN',
    ];
    for (const type of [...types, 'SIZE_CHOSEN']) {
      const res = await t.app.inject({
        method: 'POST',
        url: `${base}/events`,
        payload: { type, permalink: product.permalink },
      });
      expect(res.statusCode).toBe(204);
    }
    const rows = await t.db.selectFrom('storefront_usage').selectAll().execute();
    expect(rows).toEqual([
      expect.objectContaining({
        product_id: product.productId,
        fitting_room_opened: 2,
        size_chart_viewed: 1,
        recommendation_shown: 1,
        size_chosen: 2,
      }),
    ]);
  });

  it('counts events that arrive together each once, in the row of their store, day and page', async () => {
    const betaBase = await storefrontBase(t, t.fx.tenants.beta);
    const post = (prefix: string, type: string, permalink: string) =>
      t.app.inject({ method: 'POST', url: `${prefix}/events`, payload: { type, permalink } });
    const unknownPage = 'https://loja.example/sem-cadastro';
    const answers = await Promise.all([
      ...Array.from({ length: 40 }, () => post(base, 'FITTING_ROOM_OPENED', product.permalink)),
      ...Array.from({ length: 25 }, () => post(base, 'SIZE_CHART_VIEWED', product.permalink)),
      ...Array.from({ length: 20 }, () => post(base, 'FITTING_ROOM_OPENED', unknownPage)),
      ...Array.from({ length: 15 }, () => post(betaBase, 'SIZE_CHART_VIEWED', product.permalink)),
    ]);
    expect(answers.map((res) => res.statusCode)).toEqual(answers.map(() => 204));
    const rows = await t.db
      .selectFrom('storefront_usage')
      .select(['tenant_id', 'permalink', 'product_id', 'fitting_room_opened', 'size_chart_viewed'])
      .orderBy('tenant_id')
      .orderBy('permalink')
      .execute();
    expect(rows).toEqual(
      [
        [t.fx.tenants.alpha, product.permalink, product.productId, 40, 25],
        [t.fx.tenants.alpha, unknownPage, null, 20, 0],
        // The same address in another store names none of this store's products.
        [t.fx.tenants.beta, product.permalink, null, 0, 15],
      ]
        .map(([tenant_id, permalink, product_id, fitting_room_opened, size_chart_viewed]) => ({
          tenant_id,
          permalink,
          product_id,
          fitting_room_opened,
          size_chart_viewed,
        }))
        .sort(
          (a, b) => Number(a.tenant_id) - Number(b.tenant_id) || String(a.permalink).localeCompare(String(b.permalink)),
        ),
    );
  });

  it('records an order once: a repeated post answers 200 the same and changes nothing', async () => {
    const rec = (
      await t.app.inject({
        method: 'POST',
        url: `${base}/recommendations`,
        payload: { permalink: product.permalink, profileCode: 'p', measures: { chest: 91, waist: 73 } },
      })
    ).json();
    const body = orderBody({
      items: [
        {
          permalink: product.permalink,
          name: 'Blusa',
          size: 'G',
          price: 50,
          quantity: 2,
          recommendationId: rec.recommendationId,
        },
        { permalink: 'https://alfa.example/other', sku: 'SKU-1', name: 'Other', size: '40', price: 10.5, quantity: 1 },
      ],
    });
    const first = await t.app.inject({ method: 'POST', url: `${base}/orders`, payload: body });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ orderId: body.orderId, items: 2 });
    const again = await t.app.inject({
      method: 'POST',
      url: `${base}/orders`,
      payload: { ...body, fittingRoomUsed: false, items: [body.items[0]] },
    });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    const orders = await t.db.selectFrom('orders').selectAll().execute();
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ fitting_room_used: true, total: '110.50' });
    const items = await t.db.selectFrom('order_items').selectAll().orderBy('id').execute();
    expect(items.map((i) => [i.product_id, i.recommended_size, i.size_offset])).toEqual([
      [product.productId, 'M', 1],
      [null, null, null],
    ]);
  });

  it("refuses an item naming another store's recommendation, recording nothing", async () => {
    const beta = await storefrontBase(t, t.fx.tenants.beta);
    const rec = (
      await t.app.inject({
        method: 'POST',
        url: `${beta}/recommendations`,
        payload: { permalink: product.permalink, profileCode: 'p', measures: { chest: 91 } },
      })
    ).json();
    const body = orderBody();
    body.items = [{ ...body.items[0]!, recommendationId: rec.recommendationId } as (typeof body.items)[number]];
    const res = await t.app.inject({ method: 'POST', url: `${base}/orders`, payload: body });
    expect(res.statusCode).toBe(400);
    expect(res.json().details[0]).toMatchObject({ field: 'body.items.0.recommendationId', code: 'INVALID' });
    expect(await t.db.selectFrom('orders').selectAll().execute()).toEqual([]);
  });

  it('opens CORS on storefront routes only', async () => {
    const res = await lookUp(base, product.permalink);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    const settings = await t.app.inject({
      method: 'GET',
      url: `${base}/settings`,
      headers: { origin: 'https://alfa.example' },
    });
    expect(settings.headers['access-control-allow-origin']).toBe('*');
    expect(settings.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const settingsPreflight = await t.app.inject({
      method: 'OPTIONS',
      url: `${base}/settings`,
      headers: { origin: 'https://alfa.example', 'access-control-request-method': 'GET' },
    });
    expect(settingsPreflight.statusCode).toBe(204);
    expect(settingsPreflight.headers['access-control-allow-methods']).toContain('GET');
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: `${base}/orders`,
      headers: { origin: 'https://alfa.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-methods']).toContain('POST');
    const back = await t.call(session, { method: 'GET', url: '/api/v1/orders' });
    expect(back.headers['access-control-allow-origin']).toBeUndefined();
    const health = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(health.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('limits calls per key and address', async () => {
    const from = (remoteAddress: string) =>
      t.app.inject({
        method: 'GET',
        url: `${base}/products?permalink=${encodeURIComponent(product.permalink)}`,
        remoteAddress,
      });
    for (let i = 0; i < STOREFRONT_CALLS_PER_MINUTE; i++) {
      const res = await from('203.0.113.7');
      // A minute may turn during the loop; then the count starts again.
      expect(res.statusCode).toBe(200);
    }
    const over = await from('203.0.113.7');
    if (over.statusCode !== 200) {
      expect(over.statusCode).toBe(429);
      expect(over.json().code).toBe('TOO_MANY_ATTEMPTS');
      expect(over.headers['access-control-allow-origin']).toBe('*');
    }
    expect((await from('203.0.113.8')).statusCode).toBe(200);
  });

  it('refuses an address that made up too many keys for the rest of the minute; other addresses still answer', async () => {
    const made = (n: number, remoteAddress = '198.51.100.9') =>
      t.app.inject({
        method: 'GET',
        url: `/api/v1/storefront/${'z'.repeat(60)}${n}/products?permalink=x`,
        remoteAddress,
      });
    // Until the first refusal; a minute turning meanwhile starts the count again, so at most twice the limit.
    const answers: number[] = [];
    while (!answers.includes(429) && answers.length <= 2 * UNKNOWN_KEY_CALLS_PER_MINUTE) {
      answers.push((await made(1000 + answers.length)).statusCode);
    }
    expect(answers.at(-1)).toBe(429);
    expect(answers.length).toBeGreaterThan(UNKNOWN_KEY_CALLS_PER_MINUTE);
    expect(answers.slice(0, -1).every((status) => status === 404)).toBe(true);
    const known = (remoteAddress: string) =>
      t.app.inject({
        method: 'GET',
        url: `${base}/products?permalink=${encodeURIComponent(product.permalink)}`,
        remoteAddress,
      });
    const again = await known('198.51.100.9');
    // Refused unless the minute turned since the refusal.
    if (again.statusCode !== 200) expect(again.json()).toMatchObject({ statusCode: 429, code: 'TOO_MANY_ATTEMPTS' });
    expect((await known('198.51.100.10')).statusCode).toBe(200);
    expect((await made(1, '198.51.100.10')).statusCode).toBe(404);
  });
});
