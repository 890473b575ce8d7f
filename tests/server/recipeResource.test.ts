import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { declaredRoutes, useTestApp } from './harness.js';

// The recipe of docs/architecture.md ("Add a resource"), proved on the server: the fixture resource of
// tests/recipe (its migration, contract, repository, service and route files, nothing else) is picked up by
// the folder discovery of migrations and routes, as the files of server/ are, with no other file edited.
const RECIPE = join(import.meta.dirname, '../recipe/server');

describe('a resource added by the recipe', () => {
  const t = useTestApp({}, { migrations: [join(RECIPE, 'db/migrations')], routes: [join(RECIPE, 'routes')] });
  let moderator: string;

  beforeEach(async () => {
    moderator = await t.sessionFor(t.fx.users.moderator, t.fx.tenants.alpha);
  });

  it('has its table, made by its migration found by folder', async () => {
    const rows = await t.db.selectFrom('recipe_samples').selectAll().execute();
    expect(rows).toEqual([]);
  });

  it('answers list, create, read, replace and delete', async () => {
    const created = await t.call(moderator, {
      method: 'POST',
      url: '/api/v1/recipe-samples/',
      payload: { name: ' First ', active: true },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id as number;
    expect(created.json()).toEqual({ id, name: 'First', active: true });

    const listed = await t.call(moderator, { method: 'GET', url: '/api/v1/recipe-samples?name=irs' });
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toMatchObject({ data: [{ id, name: 'First', active: true }], total: 1 });

    const replaced = await t.call(moderator, {
      method: 'PUT',
      url: `/api/v1/recipe-samples/single/${id}`,
      payload: { name: 'Renamed', active: false },
    });
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json()).toEqual({ id, name: 'Renamed', active: false });
    const read = await t.call(moderator, { method: 'GET', url: `/api/v1/recipe-samples/single/${id}` });
    expect(read.json()).toEqual({ id, name: 'Renamed', active: false });

    const removed = await t.call(moderator, { method: 'DELETE', url: `/api/v1/recipe-samples/single/${id}` });
    expect(removed.statusCode).toBe(204);
    const gone = await t.call(moderator, { method: 'GET', url: `/api/v1/recipe-samples/single/${id}` });
    expect(gone.statusCode).toBe(404);
  });

  it('validates with its contract and keeps names unique', async () => {
    const create = (payload: object) => t.call(moderator, { method: 'POST', url: '/api/v1/recipe-samples/', payload });
    expect((await create({ name: 'Twin', active: true })).statusCode).toBe(201);
    const twin = await create({ name: 'twin', active: true });
    expect(twin.statusCode).toBe(409);
    const unknownField = await create({ name: 'Other', active: true, colour: 'red' });
    expect(unknownField.statusCode).toBe(400);
    expect(unknownField.json().code).toBe('VALIDATION');
    const blank = await create({ name: '  ', active: true });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().details).toEqual([expect.objectContaining({ field: 'name', code: 'REQUIRED' })]);
  });

  it('enforces the access its routes declare: moderators only', async () => {
    expect(declaredRoutes(t, (url) => url.startsWith('/api/v1/recipe-samples'))).toEqual([
      'DELETE /api/v1/recipe-samples/single/:id moderator',
      'GET /api/v1/recipe-samples moderator',
      'GET /api/v1/recipe-samples/single/:id moderator',
      'POST /api/v1/recipe-samples/ moderator',
      'PUT /api/v1/recipe-samples/single/:id moderator',
    ]);
    const store = await t.sessionFor(t.fx.users.storeAlpha);
    const calls = [
      { method: 'GET', url: '/api/v1/recipe-samples' },
      { method: 'POST', url: '/api/v1/recipe-samples/', payload: { name: 'Nope', active: true } },
      { method: 'PUT', url: '/api/v1/recipe-samples/single/1', payload: { name: 'Nope', active: true } },
      { method: 'DELETE', url: '/api/v1/recipe-samples/single/1' },
    ] as const;
    for (const call of calls) {
      expect((await t.call(store, call)).statusCode, `${call.method} ${call.url} as a store user`).toBe(403);
      expect((await t.call(null, call)).statusCode, `${call.method} ${call.url} signed out`).toBe(401);
    }
    expect(await t.db.selectFrom('recipe_samples').selectAll().execute()).toEqual([]);
  });

  it('is described in the OpenAPI description', async () => {
    const res = await t.call(null, { method: 'GET', url: '/api/docs/json' });
    const paths = res.json().paths as Record<string, Record<string, { tags?: string[] }>>;
    expect(Object.keys(paths['/api/v1/recipe-samples'] ?? {})).toEqual(['get']);
    expect(Object.keys(paths['/api/v1/recipe-samples/'] ?? {})).toEqual(['post']);
    expect(Object.keys(paths['/api/v1/recipe-samples/single/{id}'] ?? {}).sort()).toEqual(['delete', 'get', 'put']);
    expect(paths['/api/v1/recipe-samples']!.get!.tags).toEqual(['recipe samples']);
  });
});
