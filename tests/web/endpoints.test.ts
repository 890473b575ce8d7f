import { describe, expect, it } from 'vitest';
import { DECLARATIONS } from '../../src/registry';
import { ENDPOINTS } from '../../src/registry/endpoints';
import { createDataProvider } from '../../src/providers/dataProvider';
import { restEndpoints } from '../../src/providers/endpoints';

// Each resource's declaration says where it lives in the API; the data provider's table is gathered from them.
describe('the endpoints table gathered from the declarations', () => {
  it('serves every declared react-admin resource, and only declared ones', () => {
    const resources = DECLARATIONS.filter((d) => d.views).map((d) => d.name);
    expect(resources.length).toBeGreaterThan(0);
    expect(resources.filter((name) => !ENDPOINTS[name])).toEqual([]);
    const withApi = DECLARATIONS.filter((d) => d.api).map((d) => d.name);
    expect(Object.keys(ENDPOINTS).sort()).toEqual([...withApi].sort());
  });

  it.each(Object.entries(ENDPOINTS))('%s names only absolute API paths and distinct fields', (_, endpoints) => {
    const { list, one, create, update, updateMany, deleteMany, remove, fields, bulkFields } = endpoints;
    const paths = [list, one?.(7), create, update?.(7), updateMany, deleteMany, remove?.(7)];
    expect(paths.some(Boolean)).toBe(true);
    for (const path of paths.filter((p) => p !== undefined)) expect(path).toMatch(/^\/[\w/-]+$/);
    for (const list of [fields, bulkFields].filter((l) => l !== undefined)) {
      expect(list.length).toBeGreaterThan(0);
      expect(new Set(list).size).toBe(list.length);
    }
  });

  it('gives a resource at a base the usual v1 paths, less those its API lacks', () => {
    const things = restEndpoints('/things');
    expect([
      things.list,
      things.one?.(7),
      things.create,
      things.update?.(7),
      things.updateMany,
      things.deleteMany,
    ]).toEqual(['/things', '/things/single/7', '/things/', '/things/single/7', '/things/', '/things/bulk/some']);
    expect(Object.keys(restEndpoints('/things', ['updateMany', 'deleteMany'])).sort()).toEqual([
      'create',
      'list',
      'one',
      'update',
    ]);
  });
});

interface Call {
  path: string;
  method: string;
  body?: unknown;
}

/** A data provider over the declared table whose HTTP client records each call and answers an empty page. */
function recordingProvider() {
  const calls: Call[] = [];
  const provider = createDataProvider(async (path, options = {}) => {
    calls.push({
      path,
      method: options.method ?? 'GET',
      body: typeof options.body === 'string' ? JSON.parse(options.body) : undefined,
    });
    return { status: 200, headers: new Headers(), body: '', json: { data: [], page: 0, size: 0, total: 0, ids: [7] } };
  }, ENDPOINTS);
  return { provider, calls };
}

// A record with every accepted field and one the API would reject: only the declared fields may travel.
const accepted = (fields: readonly string[]) => Object.fromEntries(fields.map((field) => [field, `${field} value`]));
const recordOf = (fields: readonly string[] | undefined) => ({ ...accepted(fields ?? []), notAField: 'x' });
/** What travels: the accepted fields, or the whole record when the declaration names none. */
const bodyOf = (fields: readonly string[] | undefined) => (fields ? accepted(fields) : recordOf(fields));

// Every declared resource, each operation its declaration offers (only those: an operation it lacks has no test
// here, and the last test checks it is refused): the data provider calls exactly that path.
describe.each(Object.entries(ENDPOINTS))('the data provider for %s', (resource, endpoints) => {
  const { list, one, create, update, updateMany, deleteMany, remove, fields, bulkFields } = endpoints;

  if (list)
    it('lists and gets many from its list path', async () => {
      const { provider, calls } = recordingProvider();
      await provider.getList(resource, { pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'ASC' } });
      await provider.getMany(resource, { ids: [7, 8] });
      expect(calls.map((c) => [c.method, c.path.split('?')[0]])).toEqual([
        ['GET', list],
        ['GET', list],
      ]);
      expect(new URL(calls[1]!.path, 'http://x').searchParams.get('ids')).toBe('7,8');
    });

  if (one)
    it('gets one record from its own path', async () => {
      const { provider, calls } = recordingProvider();
      await provider.getOne(resource, { id: 7 });
      expect(calls).toEqual([{ path: one!(7), method: 'GET' }]);
    });

  if (create)
    it('creates with its declared fields only', async () => {
      const { provider, calls } = recordingProvider();
      await provider.create(resource, { data: recordOf(fields) });
      expect(calls).toEqual([{ path: create, method: 'POST', body: bodyOf(fields) }]);
    });

  if (update)
    it('replaces a record with its declared fields only', async () => {
      const { provider, calls } = recordingProvider();
      await provider.update(resource, { id: 7, data: recordOf(fields), previousData: { id: 7 } });
      expect(calls).toEqual([{ path: update!(7), method: 'PUT', body: bodyOf(fields) }]);
    });

  if (updateMany)
    it('changes many with its bulk fields only', async () => {
      const { provider, calls } = recordingProvider();
      const changes = bulkFields ?? fields;
      await provider.updateMany(resource, { ids: [7], data: recordOf(changes) });
      expect(calls).toEqual([{ path: updateMany, method: 'PATCH', body: { ids: [7], changes: bodyOf(changes) } }]);
    });

  if (remove || deleteMany)
    it('deletes a record by its own path, or else by the bulk one', async () => {
      const { provider, calls } = recordingProvider();
      await provider.delete(resource, { id: 7, previousData: { id: 7 } });
      expect(calls).toEqual([
        remove ? { path: remove(7), method: 'DELETE' } : { path: deleteMany, method: 'DELETE', body: { ids: [7] } },
      ]);
    });

  it('refuses, without a call, each operation its declaration leaves out', async () => {
    const { provider, calls } = recordingProvider();
    const attempts = [
      !list &&
        provider.getList(resource, { pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'ASC' } }),
      !one && provider.getOne(resource, { id: 7 }),
      !create && provider.create(resource, { data: {} }),
      !update && provider.update(resource, { id: 7, data: {}, previousData: { id: 7 } }),
      !updateMany && provider.updateMany(resource, { ids: [7], data: {} }),
      !deleteMany && provider.deleteMany(resource, { ids: [7] }),
    ].filter((attempt) => attempt !== false);
    for (const attempt of attempts) await expect(attempt).rejects.toThrow(`for the resource "${resource}"`);
    expect(calls).toEqual([]);
  });
});
