import Fastify from 'fastify';
import { sql } from 'kysely';
import { beforeEach, describe, expect, it } from 'vitest';
import { registerErrorHandling } from '../../server/plugins/errors.js';
import { useTestApp } from './harness.js';

// Year 0 passed the `date` format and failed in PostgreSQL: a 500 on the list, a cut-off CSV on the export.
describe('days outside the accepted range', () => {
  const t = useTestApp();
  let session: string;

  beforeEach(async () => {
    session = await t.sessionFor(t.fx.users.storeAlpha, t.fx.tenants.alpha);
    await t.db
      .insertInto('unknown_products')
      .values({
        tenant_id: t.fx.tenants.alpha,
        permalink: 'https://alfa.example/a',
        name: 'A',
        day: '2099-12-31',
        hits: 3,
      })
      .execute();
  });

  const get = (url: string) => t.call(session, { method: 'GET', url });
  const fieldOf = (res: { json: () => { details?: { field: string }[] } }) => res.json().details?.[0]?.field;

  it('are refused with 400 naming the parameter, on the list and on the export', async () => {
    for (const day of ['0000-01-01', '1999-12-31', '2100-01-01', '9999-12-31', '2026-02-30']) {
      for (const path of ['/api/v1/products/unknown', '/api/v1/products/unknown/export']) {
        const res = await get(`${path}?date=${day}`);
        expect(res.statusCode, `${path} ${day}`).toBe(400);
        expect(res.json().code).toBe('VALIDATION');
        expect(fieldOf(res)).toBe('querystring.date');
      }
    }
  });

  it('are accepted at both ends of the range', async () => {
    expect((await get('/api/v1/products/unknown?date=2000-01-01')).json().total).toBe(0);
    expect((await get('/api/v1/products/unknown?date=2099-12-31')).json().total).toBe(1);
    const csv = await get('/api/v1/products/unknown/export?date=2099-12-31');
    expect(csv.statusCode).toBe(200);
    expect(csv.body.trim().split('\r\n')).toHaveLength(2);
  });

  it("PostgreSQL's date and time errors answer 400, not 500", async () => {
    const app = Fastify();
    registerErrorHandling(app);
    app.get('/overflow', async () => (await sql`SELECT ${'0000-01-01'}::date AS day`.execute(t.db)).rows);
    app.get('/format', async () => (await sql`SELECT ${'not a date'}::date AS day`.execute(t.db)).rows);
    app.get('/zone', async () => (await sql`SELECT ${'2026-01-01 10:00+99:00'}::timestamptz AS at`.execute(t.db)).rows);
    for (const url of ['/overflow', '/format', '/zone']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toMatchObject({ statusCode: 400, code: 'VALIDATION' });
    }
    await app.close();
  });
});
