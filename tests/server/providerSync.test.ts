import { sql } from 'kysely';
import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from './harness.js';
import { topsBody } from './modelingFixtures.js';
import { runProviderSync, syncJobs } from './providerSyncRuns.js';

const CREATE = '/api/v1/strong/modelings/sync/create-strong-modeling?sizeSystem=BR';
const LINK = '/api/v1/strong/modelings/sync';

describe("the provider tables' syncs over every store, as jobs", () => {
  const t = useTestApp();
  let moderator: string;

  /** A BR table in each store, whose brand links to the provider brand. */
  const tableInEachStore = async () => {
    for (const [tenant, user] of [
      [t.fx.tenants.alpha, t.fx.users.storeAlpha],
      [t.fx.tenants.beta, t.fx.users.storeBeta],
    ] as const) {
      const brand = await t.db
        .insertInto('brands')
        .values({ tenant_id: tenant, name: `Marca ${tenant}`, strong_brand_id: t.fx.strongBrands.nike })
        .returning('id')
        .executeTakeFirstOrThrow();
      const session = await t.sessionFor(user, tenant);
      const res = await t.call(session, {
        method: 'POST',
        url: '/api/v1/modelings/',
        payload: { ...topsBody(`Tabela ${tenant}`), brandId: brand.id },
      });
      expect(res.statusCode, res.body).toBe(201);
    }
  };

  beforeEach(async () => {
    moderator = await t.sessionFor(t.fx.users.moderator, t.fx.tenants.alpha);
  });

  it('answers the job at once, then goes store after store, counting what it did and who asked', async () => {
    await tableInEachStore();
    const job = await runProviderSync(t, moderator, CREATE);
    expect(job).toMatchObject({
      kind: 'create_tables',
      sizeSystem: 'BR',
      status: 'finished',
      progress: { storesDone: 2, storesTotal: 2 },
      result: { created: 2, skippedWithoutStrongBrand: 0 },
      failure: null,
      finishedAt: expect.any(String),
    });
    expect(job.authorName).not.toBe('');
    const { rows: versions } = await sql<{ origin: string; user_id: number }>`
      SELECT origin, user_id FROM strong_modeling_versions`.execute(t.db);
    expect(versions).toEqual([
      { origin: 'sync', user_id: t.fx.users.moderator },
      { origin: 'sync', user_id: t.fx.users.moderator },
    ]);
  });

  it('runs one job of a kind at a time: asking again while one waits answers that one', async () => {
    const [waiting] = await t.db
      .insertInto('provider_sync_jobs')
      .values({ kind: 'link_products', author_name: 'Ana', status: 'running', heartbeat_at: new Date() })
      .returning('id')
      .execute();
    const res = await t.call(moderator, { method: 'POST', url: LINK });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toMatchObject({ id: waiting!.id, status: 'running', authorName: 'Ana' });
    expect(await t.db.selectFrom('provider_sync_jobs').select('id').execute()).toHaveLength(1);
  });

  it('goes on after the last store done when its process stopped, without counting a store twice', async () => {
    await tableInEachStore();
    // A job whose process stopped beating after finishing the first store (alpha has no table yet: it
    // would be created again if the job started over).
    await t.db
      .insertInto('provider_sync_jobs')
      .values({
        kind: 'create_tables',
        size_system: 'BR',
        author_name: 'Ana',
        status: 'running',
        stores_total: 2,
        stores_done: 1,
        last_tenant_id: t.fx.tenants.alpha,
        created_count: 1,
        heartbeat_at: new Date(Date.now() - 10 * 60_000),
      })
      .execute();
    const job = await runProviderSync(t, moderator, CREATE);
    expect(job).toMatchObject({ status: 'finished', progress: { storesDone: 2, storesTotal: 2 } });
    expect(job.result.created).toBe(2);
    const names = await t.db.selectFrom('strong_modelings').select('name').execute();
    expect(names).toEqual([{ name: `Tabela ${t.fx.tenants.beta}` }]);
  });

  it('shows the latest job of each kind, and refuses store users', async () => {
    expect(await syncJobs(t, moderator)).toEqual([]);
    await runProviderSync(t, moderator, LINK);
    await runProviderSync(t, moderator, CREATE);
    const latest = await syncJobs(t, moderator);
    expect(latest.map((j) => [j.kind, j.status])).toEqual([
      ['create_tables', 'finished'],
      ['link_products', 'finished'],
    ]);
    const store = await t.sessionFor(t.fx.users.storeAlpha, t.fx.tenants.alpha);
    for (const req of [
      { method: 'POST' as const, url: LINK },
      { method: 'POST' as const, url: CREATE },
      { method: 'GET' as const, url: '/api/v1/strong/modelings/sync/jobs' },
    ]) {
      expect((await t.call(store, req)).statusCode, req.url).toBe(403);
    }
    expect(await t.db.selectFrom('provider_sync_jobs').select('id').execute()).toHaveLength(2);
  });

  it('refuses an unknown size system and queues nothing', async () => {
    const res = await t.call(moderator, { method: 'POST', url: CREATE.replace('BR', 'XX') });
    expect(res.statusCode).toBe(400);
    expect(await t.db.selectFrom('provider_sync_jobs').select('id').execute()).toEqual([]);
  });
});
