import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from './harness.js';
import { recountCountersAfterEach } from './counterRecounts.js';

describe('importing products from CSV rows', () => {
  const t = useTestApp();
  recountCountersAfterEach(t);
  let session: string;

  const importRows = (rows: object[]) =>
    t.call(session, { method: 'POST', url: '/api/v1/products/import', payload: { rows } });
  const snapshot = () =>
    t.db
      .selectFrom('products')
      .select([
        'id',
        'feed_product_id',
        'permalink',
        'name',
        'brand_id',
        'category_id',
        'gender',
        'available_sizes',
        'plugin_active',
        'modeling_id',
        'state',
        'updated_at',
      ])
      .orderBy('id')
      .execute();

  beforeEach(async () => {
    session = await t.sessionFor(t.fx.users.storeAlpha, t.fx.tenants.alpha);
    await t.db
      .insertInto('modelings')
      .values({
        tenant_id: t.fx.tenants.alpha,
        name: 'Blusas',
        type: 'clothes',
        measures: ['chest'],
        size_systems: ['BR'],
        size_names: ['P', 'M', 'G'],
      })
      .execute();
    await t.db.insertInto('brands').values({ tenant_id: t.fx.tenants.alpha, name: 'Hering' }).execute();
  });

  const good = [
    {
      line: 2,
      feedProductId: 'SKU-1',
      permalink: 'https://alfa.example/p/1',
      name: 'Blusa Azul',
      brand: 'hering',
      category: 'Blusas',
      gender: 'F',
      sizes: 'P | M|G',
      pluginActive: 'true',
      chart: 'blusas',
    },
    {
      line: 3,
      permalink: 'https://alfa.example/p/2',
      name: 'Blusa Verde',
      brand: 'Farm',
      sizes: 'P|GG',
      pluginActive: 'TRUE',
      chart: 'Blusas',
    },
    {
      line: 4,
      permalink: 'https://alfa.example/p/3',
      name: 'Tênis',
      productType: 'shoe',
      sizeSystem: 'br',
      sizes: '38|39',
      pluginActive: 'true',
    },
    { line: 5, permalink: 'https://alfa.example/p/4', name: 'Meia', pluginActive: '' },
  ];

  it('imports good rows with their states, creating missing brands and categories, and reports bad rows by line and field', async () => {
    const res = await importRows([
      ...good,
      { line: 6, permalink: 'ftp://alfa.example/p/5', name: 'Bad link' },
      { line: 7, permalink: 'https://alfa.example/p/6', name: 'Saia, longa' },
      { line: 8, permalink: 'https://alfa.example/p/7', name: 'Saia', gender: 'x', pluginActive: 'yes' },
      { line: 9, permalink: 'https://alfa.example/p/8', name: 'Saia', chart: 'Nope' },
      { line: 10, permalink: 'https://alfa.example/p/1', name: 'Repeated permalink' },
    ]);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ inserted: 4, updated: 0, unchanged: 0 });
    expect(body.errors.map((e: { line: number; field: string }) => `${e.line}:${e.field}`)).toEqual([
      '6:permalink',
      '7:name',
      '8:gender',
      '8:pluginActive',
      '9:chart',
      '10:permalink',
    ]);
    expect(body.errors[0].message).toMatch(/http/);

    const rows = await t.db
      .selectFrom('products as p')
      .leftJoin('brands as b', 'b.id', 'p.brand_id')
      .leftJoin('categories as c', 'c.id', 'p.category_id')
      .select([
        'p.name',
        'b.name as brand',
        'c.name as category',
        'p.gender',
        'p.product_type',
        'p.size_system',
        'p.available_sizes',
        'p.plugin_active',
        'p.state',
        'p.tenant_id',
      ])
      .orderBy('p.id')
      .execute();
    const alpha = t.fx.tenants.alpha;
    expect(rows).toEqual([
      {
        name: 'Blusa Azul',
        brand: 'Hering',
        category: 'Blusas',
        gender: 'f',
        product_type: 'clothes',
        size_system: null,
        available_sizes: ['P', 'M', 'G'],
        plugin_active: true,
        state: 'covered',
        tenant_id: alpha,
      },
      {
        name: 'Blusa Verde',
        brand: 'Farm',
        category: null,
        gender: 'u',
        product_type: 'clothes',
        size_system: null,
        available_sizes: ['P', 'GG'],
        plugin_active: true,
        state: 'alert',
        tenant_id: alpha,
      },
      {
        name: 'Tênis',
        brand: null,
        category: null,
        gender: 'u',
        product_type: 'shoe',
        size_system: 'BR',
        available_sizes: ['38', '39'],
        plugin_active: true,
        state: 'pending',
        tenant_id: alpha,
      },
      {
        name: 'Meia',
        brand: null,
        category: null,
        gender: 'u',
        product_type: 'clothes',
        size_system: null,
        available_sizes: [],
        plugin_active: false,
        state: 'inactive',
        tenant_id: alpha,
      },
    ]);
    expect((await t.db.selectFrom('brands').select('name').orderBy('name').execute()).map((b) => b.name)).toEqual([
      'Farm',
      'Hering',
    ]);
  });

  it('names each refused row by a stable code with the values its text needs', async () => {
    const res = await importRows([
      { line: 2, permalink: 'https://alfa.example/p/1', name: 'x'.repeat(301), gender: 'x', pluginActive: 'yes' },
      { line: 3, permalink: 'ftp://alfa.example/p/2', name: 'Saia', brand: 'Farm, Hering' },
      { line: 4, permalink: 'https://alfa.example/p/3', name: 'Saia', chart: 'Nope' },
      { line: 5, permalink: 'https://alfa.example/p/4', name: 'Saia' },
      { line: 6, permalink: 'https://alfa.example/p/4', name: 'Saia again' },
    ]);
    expect(res.statusCode).toBe(200);
    expect(
      res
        .json()
        .errors.map(({ line, field, code, params }: Record<string, unknown>) => ({ line, field, code, params })),
    ).toEqual([
      { line: 2, field: 'name', code: 'MAXLENGTH', params: { max: 300 } },
      { line: 2, field: 'gender', code: 'ENUM', params: { values: 'm, f, u' } },
      { line: 2, field: 'pluginActive', code: 'BOOLEAN', params: undefined },
      { line: 3, field: 'permalink', code: 'URL', params: undefined },
      { line: 3, field: 'brand', code: 'COMMA', params: undefined },
      { line: 4, field: 'chart', code: 'UNKNOWN_CHART', params: { name: 'Nope' } },
      { line: 6, field: 'permalink', code: 'REPEATED_IN_FILE', params: { line: 5 } },
    ]);
  });

  it('clears a value for an empty cell and keeps it for a column the file does not have', async () => {
    await importRows(good);
    const res = await importRows([
      // The file has brand, category, chart, sizes and pluginActive columns, all empty; gender is not in it.
      {
        line: 2,
        feedProductId: 'SKU-1',
        permalink: 'https://alfa.example/p/1',
        name: 'Blusa Azul',
        brand: '',
        category: '',
        chart: '',
        sizes: '',
        pluginActive: '',
      },
    ]);
    expect(res.json()).toEqual({ inserted: 0, updated: 1, unchanged: 0, errors: [] });
    const row = await t.db
      .selectFrom('products')
      .select(['brand_id', 'category_id', 'modeling_id', 'available_sizes', 'plugin_active', 'gender', 'state'])
      .where('permalink', '=', 'https://alfa.example/p/1')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      brand_id: null,
      category_id: null,
      modeling_id: null,
      available_sizes: [],
      plugin_active: false,
      gender: 'f',
      state: 'inactive',
    });
  });

  it('changes nothing when the same rows are imported again', async () => {
    expect((await importRows(good)).json()).toMatchObject({ inserted: 4, updated: 0, unchanged: 0, errors: [] });
    const before = await snapshot();
    const brands = await t.db.selectFrom('brands').selectAll().orderBy('id').execute();
    expect((await importRows(good)).json()).toEqual({ inserted: 0, updated: 0, unchanged: 4, errors: [] });
    expect(await snapshot()).toEqual(before);
    expect(await t.db.selectFrom('brands').selectAll().orderBy('id').execute()).toEqual(brands);
  });

  it('updates by feedProductId, else by permalink, and keeps the values of columns the file lacks', async () => {
    await importRows(good);
    const res = await importRows([
      // Same feed id, new permalink and name.
      { line: 2, feedProductId: 'SKU-1', permalink: 'https://alfa.example/p/1-new', name: 'Blusa Azul Marinho' },
      // Matched by permalink; sizes now all in the chart.
      { line: 3, permalink: 'https://alfa.example/p/2', name: 'Blusa Verde', sizes: 'P|G' },
    ]);
    expect(res.json()).toEqual({ inserted: 0, updated: 2, unchanged: 0, errors: [] });
    const rows = await t.db
      .selectFrom('products')
      .select(['permalink', 'name', 'feed_product_id', 'available_sizes', 'plugin_active', 'state'])
      .orderBy('id')
      .limit(2)
      .execute();
    expect(rows).toEqual([
      {
        permalink: 'https://alfa.example/p/1-new',
        name: 'Blusa Azul Marinho',
        feed_product_id: 'SKU-1',
        available_sizes: ['P', 'M', 'G'],
        plugin_active: true,
        state: 'covered',
      },
      {
        permalink: 'https://alfa.example/p/2',
        name: 'Blusa Verde',
        feed_product_id: null,
        available_sizes: ['P', 'G'],
        plugin_active: true,
        state: 'covered',
      },
    ]);
    // A feed id whose permalink belongs to another product is refused, and nothing else in the batch is lost.
    const clash = await importRows([
      { line: 2, feedProductId: 'SKU-1', permalink: 'https://alfa.example/p/3', name: 'Clash' },
      { line: 3, permalink: 'https://alfa.example/p/9', name: 'Nova' },
    ]);
    expect(clash.json()).toMatchObject({ inserted: 1, errors: [{ line: 2, field: 'permalink' }] });
  });

  it('never touches another store, whose products may share permalinks', async () => {
    await t.db
      .insertInto('products')
      .values({ tenant_id: t.fx.tenants.beta, permalink: 'https://alfa.example/p/1', name: 'Beta product' })
      .execute();
    expect((await importRows(good)).json()).toMatchObject({ inserted: 4 });
    const beta = await t.db
      .selectFrom('products')
      .select(['name'])
      .where('tenant_id', '=', t.fx.tenants.beta)
      .execute();
    expect(beta).toEqual([{ name: 'Beta product' }]);
  });

  it('refuses a batch over 1000 rows or with unknown columns as a whole', async () => {
    const many = Array.from({ length: 1001 }, (_, i) => ({
      line: i + 2,
      permalink: `https://alfa.example/p/${i}`,
      name: `P${i}`,
    }));
    expect((await importRows(many)).statusCode).toBe(400);
    expect(
      (await importRows([{ line: 2, permalink: 'https://alfa.example/p/1', name: 'X', colour: 'red' }])).statusCode,
    ).toBe(400);
    expect(await t.db.selectFrom('products').select('id').execute()).toEqual([]);
  });

  it("names a schema limit's code and value in the details of a refused batch", async () => {
    const res = await importRows([{ line: 2, permalink: 'https://alfa.example/p/1', name: 'x'.repeat(2001) }]);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION');
    expect(res.json().details).toContainEqual(
      expect.objectContaining({ field: 'rows.0.name', code: 'MAXLENGTH', params: { max: 2000 } }),
    );
    const many = Array.from({ length: 1001 }, (_, i) => ({
      line: i + 2,
      permalink: `https://alfa.example/p/${i}`,
      name: `P${i}`,
    }));
    expect((await importRows(many)).json().details).toEqual([
      expect.objectContaining({ field: 'rows', code: 'MAXITEMS', params: { max: 1000 } }),
    ]);
  });
});
