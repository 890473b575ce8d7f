import { describe, expect, it } from 'vitest';
import { useTestApp } from './harness.js';
import { recountCountersAfterEach } from './counterRecounts.js';
import { topsBody } from './modelingFixtures.js';
import { productBody } from './productFixtures.js';

describe('size table changes and the products using them', () => {
  const t = useTestApp();
  recountCountersAfterEach(t);

  it('re-rate a product as its chart gains a size and is deleted', async () => {
    const session = await t.sessionFor(t.fx.users.storeAlpha, t.fx.tenants.alpha);
    const table = (await t.call(session, { method: 'POST', url: '/api/v1/modelings/', payload: topsBody() })).json();
    const created = await t.call(session, {
      method: 'POST',
      url: '/api/v1/products/',
      payload: productBody('blusa', { modelingId: table.id, sizes: ['M', 'GG'] }),
    });
    expect(created.json().state).toBe('alert');
    const product = () =>
      t.call(session, { method: 'GET', url: `/api/v1/products/single/${created.json().id}` }).then((r) => r.json());

    const body = topsBody();
    body.rows.push({
      labels: { BR: 'GG', US: 'XL' },
      measures: {
        chest: { initialValue: 101, finalValue: 106 },
        waist: { initialValue: 83, finalValue: 88 },
        label1: { value: 'GG' },
      },
    });
    expect(
      (await t.call(session, { method: 'PUT', url: `/api/v1/modelings/single/${table.id}`, payload: body })).statusCode,
    ).toBe(200);
    expect((await product()).state).toBe('covered');

    expect(
      (await t.call(session, { method: 'PUT', url: `/api/v1/modelings/single/${table.id}`, payload: topsBody() }))
        .statusCode,
    ).toBe(200);
    expect((await product()).state).toBe('alert');

    const del = await t.call(session, {
      method: 'DELETE',
      url: '/api/v1/modelings/bulk/some',
      payload: { ids: [table.id] },
    });
    expect(del.statusCode).toBe(200);
    expect(await product()).toMatchObject({ state: 'pending', modelingId: null });
  });
});
