import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from './harness.js';
import { recountCountersAfterEach } from './counterRecounts.js';

describe('unknown products', () => {
  const t = useTestApp();
  recountCountersAfterEach(t);
  let session: string;

  const addUnknown = (
    rows: { permalink: string; name?: string | null; day: string; hits: number; tenant?: number }[],
  ) =>
    t.db
      .insertInto('unknown_products')
      .values(
        rows.map((r) => ({
          tenant_id: r.tenant ?? t.fx.tenants.alpha,
          permalink: r.permalink,
          name: r.name ?? null,
          day: r.day,
          hits: r.hits,
        })),
      )
      .execute();
  const today = new Date().toISOString().slice(0, 10);

  beforeEach(async () => {
    session = await t.sessionFor(t.fx.users.storeAlpha, t.fx.tenants.alpha);
    await addUnknown([
      { permalink: 'https://alfa.example/tenis-corrida', name: 'Tênis corrida', day: '2026-03-10', hits: 5 },
      {
        permalink: 'https://alfa.example/bone',
        name: '=HYPERLINK("http://evil.example","x")',
        day: '2026-03-10',
        hits: 40,
      },
      { permalink: 'https://alfa.example/meia-soquete.html', day: '2026-03-10', hits: 12 },
      { permalink: 'https://alfa.example/tenis-corrida', name: 'Tênis corrida', day: '2026-03-09', hits: 99 },
      { permalink: 'https://alfa.example/hoje', day: today, hits: 1 },
      { permalink: 'https://beta.example/secreto', day: '2026-03-10', hits: 500, tenant: t.fx.tenants.beta },
    ]);
  });

  const list = (query: string) => t.call(session, { method: 'GET', url: `/api/v1/products/unknown?${query}` });

  it("lists one day's unknown products, most hits first, today by default", async () => {
    const res = await list('date=2026-03-10');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ page: 0, size: 25, total: 3 });
    expect(
      res.json().data.map((u: { permalink: string; hits: number; day: string }) => `${u.hits} ${u.permalink} ${u.day}`),
    ).toEqual([
      '40 https://alfa.example/bone 2026-03-10',
      '12 https://alfa.example/meia-soquete.html 2026-03-10',
      '5 https://alfa.example/tenis-corrida 2026-03-10',
    ]);
    expect((await list('date=2026-03-10&search=TENIS')).json().data.map((u: { hits: number }) => u.hits)).toEqual([5]);
    expect((await list('')).json().data.map((u: { permalink: string }) => u.permalink)).toEqual([
      'https://alfa.example/hoje',
    ]);
    expect((await list('date=10/03/2026')).statusCode).toBe(400);
  });

  it('exports the day as CSV with formulas neutralised', async () => {
    const res = await t.call(session, { method: 'GET', url: '/api/v1/products/unknown/export?date=2026-03-10' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toContain('unknown-products-2026-03-10.csv');
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]).toBe('permalink,name,hits,day,lastSeenAt');
    expect(lines).toHaveLength(4);
    expect(lines[1]).toMatch(
      /^https:\/\/alfa\.example\/bone,"'=HYPERLINK\(""http:\/\/evil\.example"",""x""\)",40,2026-03-10,/,
    );
    expect(res.body).not.toContain('beta.example');
  });

  it('moves an unknown product into the catalogue, plugin off, and off the unknown list', async () => {
    const permalink = 'https://alfa.example/tenis-corrida';
    const res = await t.call(session, {
      method: 'POST',
      url: `/api/v1/products/mock?permalink=${encodeURIComponent(permalink)}`,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      permalink,
      name: 'Tênis corrida',
      pluginActive: false,
      state: 'inactive',
      sizes: [],
    });
    expect((await list('date=2026-03-10')).json().total).toBe(2);
    expect((await list('date=2026-03-09')).json().total).toBe(0);
    const listed = await t.call(session, { method: 'GET', url: '/api/v1/products' });
    expect(listed.json().data.map((p: { permalink: string }) => p.permalink)).toEqual([permalink]);

    const unnamed = await t.call(session, {
      method: 'POST',
      url: `/api/v1/products/mock?permalink=${encodeURIComponent('https://alfa.example/meia-soquete.html')}`,
    });
    expect(unnamed.json().name).toBe('meia soquete');
  });

  it('answers 404 for a permalink that is not an unknown product of the store', async () => {
    for (const permalink of ['https://alfa.example/nunca-visto', 'https://beta.example/secreto']) {
      const res = await t.call(session, {
        method: 'POST',
        url: `/api/v1/products/mock?permalink=${encodeURIComponent(permalink)}`,
      });
      expect(res.statusCode).toBe(404);
    }
    expect(await t.db.selectFrom('products').select('id').execute()).toEqual([]);
  });
});
