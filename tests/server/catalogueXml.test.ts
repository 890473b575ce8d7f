import { Readable } from 'node:stream';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { FeedItem } from '../../server/feeds/feedItem.js';
import { parseFeed } from '../../server/feeds/feedParser.js';
import { useTestApp } from './harness.js';
import { recountCountersAfterEach } from './counterRecounts.js';
import { productBody } from './productFixtures.js';

const url = '/api/v1/tenants/catalogue/xml';

async function itemsOf(body: Buffer): Promise<FeedItem[]> {
  const items: FeedItem[] = [];
  for await (const item of parseFeed(Readable.from([body]))) items.push(item);
  return items;
}

describe("the store's catalogue as a Google Merchant XML file", () => {
  const t = useTestApp();
  recountCountersAfterEach(t);

  it('writes one item per size that the feed parser reads back, for the current store only', async () => {
    const { alpha, beta } = t.fx.tenants;
    const moderator = await t.sessionFor(t.fx.users.moderator, alpha);
    const created = await t.call(moderator, {
      method: 'POST',
      url: '/api/v1/products/',
      payload: productBody('vestido-floral', { name: 'Vestido <Floral> & "Verão"', sizes: ['P', 'M'], gender: 'f' }),
    });
    expect(created.statusCode).toBe(201);
    const productId = created.json().id as number;
    await t.call(await t.sessionFor(t.fx.users.moderator, beta), {
      method: 'POST',
      url: '/api/v1/products/',
      payload: productBody('beta-only', { permalink: 'https://beta.example/beta-only' }),
    });

    const res = await t.call(await t.sessionFor(t.fx.users.storeAlpha, alpha), { method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="catalogue-\d+-[\d-]+\.xml"$/);
    const items = await itemsOf(res.rawPayload);
    expect(items).toEqual([
      expect.objectContaining({
        id: `${productId}-P`,
        itemGroupId: String(productId),
        title: 'Vestido <Floral> & "Verão"',
        link: 'https://alfa.example/vestido-floral',
        gender: 'female',
        ageGroup: 'adult',
        size: 'P',
        availability: 'in stock',
      }),
      expect.objectContaining({ id: `${productId}-M`, size: 'M', title: 'Vestido <Floral> & "Verão"' }),
    ]);
  });

  it('streams a catalogue larger than one cursor read whole, in product order', async () => {
    const { alpha } = t.fx.tenants;
    await sql`
      INSERT INTO products (tenant_id, permalink, name, available_sizes)
      SELECT ${alpha}, 'https://alfa.example/p/' || n, 'Produto ' || n, ARRAY['P', 'G']
      FROM generate_series(1, 2600) AS n`.execute(t.db);
    const res = await t.call(await t.sessionFor(t.fx.users.moderator, alpha), { method: 'GET', url });
    const items = await itemsOf(res.rawPayload);
    expect(items).toHaveLength(5200);
    expect(items[0]).toMatchObject({ title: 'Produto 1', size: 'P' });
    expect(items[5199]).toMatchObject({ title: 'Produto 2600', size: 'G' });
  });

  it('answers an empty feed for a store without products, and no catalogue without a store', async () => {
    const res = await t.call(await t.sessionFor(t.fx.users.moderator, t.fx.tenants.beta), { method: 'GET', url });
    expect(await itemsOf(res.rawPayload)).toEqual([]);
    const noStore = await t.call(await t.sessionFor(t.fx.users.moderator, null), { method: 'GET', url });
    expect(noStore.statusCode).toBe(403);
  });
});
