import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from './harness.js';

// PostgreSQL cannot hold a NUL character in text; such input must be refused by name, never reach a query.
describe('texts holding a NUL character', () => {
  const t = useTestApp();
  let session: string;

  beforeEach(async () => {
    session = await t.sessionFor(t.fx.users.storeAlpha, t.fx.tenants.alpha);
  });

  const fieldsOf = (res: { json: () => { details?: { field: string; code: string }[] } }) =>
    res.json().details?.map((d) => `${d.field}:${d.code}`);

  it('are refused in searches with 400 naming the parameter', async () => {
    const searches = [
      ['/api/v1/products?search=a%00b', 'querystring.search'],
      ['/api/v1/products/count?search=%00', 'querystring.search'],
      ['/api/v1/products/unknown?search=%00', 'querystring.search'],
      ['/api/v1/categories?name=%00', 'querystring.name'],
      ['/api/v1/brands?name=%00', 'querystring.name'],
      ['/api/v1/modelings?name=%00', 'querystring.name'],
    ];
    for (const [url, field] of searches) {
      const res = await t.call(session, { method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expect(fieldsOf(res), url).toEqual([`${field}:NUL_CHARACTER`]);
    }
  });

  it('are refused in bodies, nested ones included, and nothing is stored', async () => {
    const brand = await t.call(session, { method: 'POST', url: '/api/v1/brands', payload: { name: 'Ha\u0000ring' } });
    expect(brand.statusCode).toBe(400);
    expect(fieldsOf(brand)).toEqual(['name:NUL_CHARACTER']);

    const rows = [
      { line: 2, permalink: 'https://alfa.example/p/1', name: 'Blusa' },
      { line: 3, permalink: 'https://alfa.example/p/2', name: 'Saia\u0000' },
    ];
    const imported = await t.call(session, { method: 'POST', url: '/api/v1/products/import', payload: { rows } });
    expect(imported.statusCode).toBe(400);
    expect(fieldsOf(imported)).toEqual(['rows.1.name:NUL_CHARACTER']);

    expect(await t.db.selectFrom('brands').select('id').where('tenant_id', '=', t.fx.tenants.alpha).execute()).toEqual(
      [],
    );
    expect(await t.db.selectFrom('products').select('id').execute()).toEqual([]);
  });
});
