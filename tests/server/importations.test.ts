import { describe, expect, it } from 'vitest';
import { useTestApp } from './harness.js';

describe('latest feed import', () => {
  const t = useTestApp();

  it("answers null before the first run, then the store's latest feed run with its errors and how many there were", async () => {
    const session = await t.sessionFor(t.fx.users.storeAlpha, t.fx.tenants.alpha);
    const latest = () => t.call(session, { method: 'GET', url: '/api/v1/importations/latest' });
    expect((await latest()).json()).toBeNull();

    const errors = [
      { product: 'SKU-9', gender: 'f', ageGroup: 'adult', sizes: 'P|XG', message: 'Size XG not in chart' },
    ];
    await t.db
      .insertInto('import_runs')
      .values([
        {
          tenant_id: t.fx.tenants.alpha,
          source: 'feed',
          status: 'finished',
          started_at: '2026-03-01T10:00:00Z',
          read_count: 10,
        },
        {
          tenant_id: t.fx.tenants.alpha,
          source: 'feed',
          status: 'finished',
          started_at: '2026-03-02T10:00:00Z',
          finished_at: '2026-03-02T10:05:00Z',
          read_count: 120,
          updated_count: 7,
          inserted_count: 3,
          unknown_count: 2,
          error_count: 1500,
          errors: JSON.stringify(errors),
        },
        { tenant_id: t.fx.tenants.alpha, source: 'csv', status: 'finished', started_at: '2026-03-03T10:00:00Z' },
        { tenant_id: t.fx.tenants.beta, source: 'feed', status: 'failed', started_at: '2026-03-04T10:00:00Z' },
      ])
      .execute();
    const res = await latest();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: expect.any(Number),
      source: 'feed',
      status: 'finished',
      startedAt: '2026-03-02T10:00:00.000Z',
      finishedAt: '2026-03-02T10:05:00.000Z',
      readCount: 120,
      updatedCount: 7,
      insertedCount: 3,
      unknownCount: 2,
      errorCount: 1500,
      errorMessage: null,
      failure: null,
      notice: null,
      errors,
    });
  });
});
