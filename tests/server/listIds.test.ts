import { beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/connection.js';
import { useTestApp } from './harness.js';
import { recountCountersAfterEach } from './counterRecounts.js';
import { addChart, addProduct } from './productFixtures.js';

const DAY = '2026-03-10';

/** Three rows of a store (two to ask for, one left out); each store list route's rows are made the same way. */
type AddRows = (db: Db, tenantId: number, names: string[]) => Promise<number[]>;

const insertIds = (rows: Promise<{ id: number }[]>) => rows.then((found) => found.map((r) => r.id));

const storeLists: [string, string, AddRows][] = [
  [
    '/api/v1/brands',
    '',
    (db, tenant, names) =>
      insertIds(
        db
          .insertInto('brands')
          .values(names.map((name) => ({ tenant_id: tenant, name })))
          .returning('id')
          .execute(),
      ),
  ],
  [
    '/api/v1/categories',
    '',
    (db, tenant, names) =>
      insertIds(
        db
          .insertInto('categories')
          .values(names.map((name) => ({ tenant_id: tenant, name, type: 'clothes' })))
          .returning('id')
          .execute(),
      ),
  ],
  ['/api/v1/modelings', '', (db, tenant, names) => Promise.all(names.map((name) => addChart(db, tenant, name, ['P'])))],
  [
    '/api/v1/products',
    '',
    (db, tenant, names) => Promise.all(names.map((name) => addProduct(db, tenant, `${tenant}-${name}`, { name }))),
  ],
  [
    '/api/v1/products/unknown',
    `&date=${DAY}`,
    (db, tenant, names) =>
      insertIds(
        db
          .insertInto('unknown_products')
          .values(
            names.map((name, i) => ({
              tenant_id: tenant,
              permalink: `https://shop.example/${tenant}/${name}`,
              day: DAY,
              hits: i + 1,
            })),
          )
          .returning('id')
          .execute(),
      ),
  ],
];

describe('the ids filter of every list route', () => {
  const t = useTestApp();
  recountCountersAfterEach(t);
  let session: string;

  beforeEach(async () => {
    session = await t.sessionFor(t.fx.users.storeAlpha, t.fx.tenants.alpha);
  });

  const ids = (res: { json: () => { data: { id: number }[] } }) =>
    res
      .json()
      .data.map((row) => row.id)
      .sort((a, b) => a - b);
  const get = (url: string) => t.call(session, { method: 'GET', url });

  it.each(storeLists)(
    "%s answers exactly the asked ids of the current store, never another store's",
    async (path, extra, add) => {
      const [first, second, left] = await add(t.db, t.fx.tenants.alpha, ['Um', 'Dois', 'Tres']);
      const [other] = await add(t.db, t.fx.tenants.beta, ['Outro']);
      const asked = [first!, second!].sort((a, b) => a - b);

      const commas = await get(`${path}?ids=${first},${second},${other}${extra}`);
      expect(commas.statusCode).toBe(200);
      expect(ids(commas)).toEqual(asked);
      expect(commas.json()).toMatchObject({ total: 2, hasMore: false });

      const repeated = await get(`${path}?ids=${first}&ids=${second}&ids=${other}${extra}`);
      expect(ids(repeated)).toEqual(asked);
      expect(ids(await get(`${path}?ids=${other}${extra}`))).toEqual([]);
      expect(ids(await get(`${path}?ids=${left}${extra}`))).toEqual([left]);
    },
  );

  it('answers the asked provider brands and categories, which every store shares', async () => {
    const brands = await insertIds(
      t.db
        .insertInto('strong_brands')
        .values([{ name: 'Adidas' }, { name: 'Puma' }])
        .returning('id')
        .execute(),
    );
    const brandList = await get(`/api/v1/strong/brands?ids=${brands[1]}`);
    expect(brandList.json().data.map((b: { name: string }) => b.name)).toEqual(['Puma']);
    const categories = await insertIds(
      t.db
        .insertInto('strong_categories')
        .values(['Tops', 'Shoes'].map((name) => ({ name, type: 'clothes', translations: '{}' })))
        .returning('id')
        .execute(),
    );
    const categoryList = await get(`/api/v1/strong/categories?ids=${categories[0]}`);
    expect(categoryList.json().data.map((c: { name: string }) => c.name)).toEqual(['Tops']);
  });

  it('refuses more than 100 ids, a non-numeric id and an id beyond the integer range, with a 400 naming ids', async () => {
    const many = Array.from({ length: 101 }, (_, i) => i + 1);
    for (const query of [
      `ids=${many.join(',')}`,
      many.map((id) => `ids=${id}`).join('&'),
      'ids=1,x',
      'ids=1,,2',
      'ids=0',
      'ids=2147483648',
    ]) {
      const res = await get(`/api/v1/brands?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().code, query).toBe('VALIDATION');
      // The schema names `querystring.ids` or `ids.0`; the count of comma-separated ids names `ids`.
      expect(
        res
          .json()
          .details.map((d: { field: string }) => d.field)
          .join(' '),
        query,
      ).toMatch(/(^|\.)ids(\.|$)/);
    }
  });
});
