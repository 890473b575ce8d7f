import { http, HttpResponse } from 'msw';
import { HttpError } from 'react-admin';
import { beforeEach, describe, expect, it } from 'vitest';
import { dataProvider } from '../../src/providers/dataProvider';
import { basicHeader } from '../../src/providers/httpClient';
import { setSessionId } from '../../src/providers/session';
import { server } from './mswServer.js';

interface Seen {
  method: string;
  url: URL;
  session: string | null;
  body: unknown;
}

/** Answers one call with `reply` and records what the app sent. */
function expectCall(method: 'get' | 'post' | 'put' | 'patch' | 'delete', path: string, reply: unknown, status = 200) {
  const seen: Seen[] = [];
  server.use(
    http[method](`/api/v1${path}`, async ({ request }) => {
      const text = await request.text();
      seen.push({
        method: request.method,
        url: new URL(request.url),
        session: request.headers.get('X-Session-Id'),
        body: text ? JSON.parse(text) : undefined,
      });
      return HttpResponse.json(reply as object, { status });
    }),
  );
  return seen;
}

const brand = { id: 7, name: 'Acme', sizeSystem: 'BR', strongBrandId: null, strongBrandName: null };

describe('dataProvider for brands', () => {
  beforeEach(() => setSessionId('session-123'));

  it('getList turns page, sort and filters into the v1 query and answers {data, total}', async () => {
    const seen = expectCall('get', '/brands', { data: [brand], page: 2, size: 10, total: 21 });
    const result = await dataProvider.getList('brands', {
      pagination: { page: 3, perPage: 10 },
      sort: { field: 'name', order: 'DESC' },
      filter: { q: 'ac', sizeSystem: 'Vazio' },
    });
    expect(result).toEqual({ data: [brand], total: 21 });
    expect(seen).toHaveLength(1);
    const params = Object.fromEntries(seen[0].url.searchParams);
    expect(params).toEqual({ page: '2', size: '10', sort: 'name,desc', name: 'ac', sizeSystem: '' });
    expect(seen[0].session).toBe('session-123');
    expect(seen[0].url.search).not.toContain('session');
  });

  it('getMany asks the list for all the ids in one request', async () => {
    const other = { ...brand, id: 9, name: 'Zeta' };
    const seen = expectCall('get', '/brands', { data: [brand, other], page: 0, size: 3, total: 2, hasMore: false });
    const result = await dataProvider.getMany('brands', { ids: [7, 9, 12] });
    expect(result).toEqual({ data: [brand, other] });
    expect(seen).toHaveLength(1);
    expect(Object.fromEntries(seen[0].url.searchParams)).toEqual({ ids: '7,9,12', size: '3' });
  });

  it('getMany asks in groups of at most 100 ids', async () => {
    const seen = expectCall('get', '/brands', { data: [], page: 0, size: 100, total: 0, hasMore: false });
    const ids = Array.from({ length: 150 }, (_, i) => i + 1);
    expect(await dataProvider.getMany('brands', { ids })).toEqual({ data: [] });
    expect(seen.map((call) => call.url.searchParams.get('ids')!.split(',').length)).toEqual([100, 50]);
  });

  it('getList answers pageInfo when the API did not count the rows', async () => {
    expectCall('get', '/brands', { data: [brand], page: 1, size: 10, hasMore: true });
    const result = await dataProvider.getList('brands', { pagination: { page: 2, perPage: 10 } });
    expect(result).toEqual({ data: [brand], pageInfo: { hasNextPage: true, hasPreviousPage: true } });
    expectCall('get', '/brands', { data: [], page: 0, size: 10, hasMore: false });
    expect(await dataProvider.getList('brands', { pagination: { page: 1, perPage: 10 } })).toEqual({
      data: [],
      pageInfo: { hasNextPage: false, hasPreviousPage: false },
    });
  });

  it('getOne reads /brands/single/{id}', async () => {
    const seen = expectCall('get', '/brands/single/7', brand);
    expect(await dataProvider.getOne('brands', { id: 7 })).toEqual({ data: brand });
    expect(seen[0].session).toBe('session-123');
  });

  it('create posts only the fields the API accepts', async () => {
    const seen = expectCall('post', '/brands/', brand, 201);
    const result = await dataProvider.create('brands', { data: { name: 'Acme', sizeSystem: 'BR', extra: 1 } });
    expect(result).toEqual({ data: brand });
    expect(seen[0].body).toEqual({ name: 'Acme', sizeSystem: 'BR' });
    expect(seen[0].session).toBe('session-123');
  });

  it('update puts the record without id or joined names', async () => {
    const seen = expectCall('put', '/brands/single/7', { ...brand, name: 'Acme 2' });
    const result = await dataProvider.update('brands', {
      id: 7,
      data: { ...brand, name: 'Acme 2' },
      previousData: brand,
    });
    expect(result.data.name).toBe('Acme 2');
    expect(seen[0].body).toEqual({ name: 'Acme 2', sizeSystem: 'BR', strongBrandId: null });
  });

  it('updateMany patches {ids, changes} with the bulk fields only', async () => {
    const seen = expectCall('patch', '/brands/', { ids: [7, 8] });
    const result = await dataProvider.updateMany('brands', { ids: [7, 8], data: { sizeSystem: 'US', name: 'x' } });
    expect(result).toEqual({ data: [7, 8] });
    expect(seen[0].body).toEqual({ ids: [7, 8], changes: { sizeSystem: 'US' } });
    expect(seen[0].session).toBe('session-123');
  });

  it('deleteMany and delete use DELETE /brands/bulk/some with {ids}', async () => {
    const seen = expectCall('delete', '/brands/bulk/some', { ids: [7, 8] });
    expect(await dataProvider.deleteMany('brands', { ids: [7, 8] })).toEqual({ data: [7, 8] });
    expect(await dataProvider.delete('brands', { id: 7, previousData: brand })).toEqual({ data: brand });
    expect(seen.map((s) => s.body)).toEqual([{ ids: [7, 8] }, { ids: [7] }]);
    expect(seen.every((s) => s.method === 'DELETE' && s.session === 'session-123')).toBe(true);
  });

  it('turns the error JSON into an HttpError whose message is the translation key', async () => {
    const problem = { statusCode: 409, code: 'CONFLICT', message: 'Name already used.' };
    expectCall('post', '/brands/', problem, 409);
    const error = await dataProvider.create('brands', { data: { name: 'Acme' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ message: 'app.errors.CONFLICT', status: 409, body: problem });
  });

  it('keeps the server message for a code the app does not know', async () => {
    expectCall('get', '/brands/single/7', { statusCode: 400, code: 'NEW_CODE', message: 'Something new.' }, 400);
    await expect(dataProvider.getOne('brands', { id: 7 })).rejects.toMatchObject({ message: 'Something new.' });
  });
});

describe('dataProvider for strong-brands', () => {
  it('lists /strong/brands, deletes one by its own path and refuses bulk writes', async () => {
    const seen = expectCall('get', '/strong/brands', { data: [], page: 0, size: 25, total: 0 });
    await dataProvider.getList('strong-brands', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'name', order: 'ASC' },
      filter: {},
    });
    expect(Object.fromEntries(seen[0].url.searchParams)).toEqual({ page: '0', size: '25', sort: 'name,asc' });
    let deleted = 0;
    server.use(
      http.delete('/api/v1/strong/brands/single/7', () => {
        deleted += 1;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    await dataProvider.delete('strong-brands', { id: 7, previousData: { id: 7 } });
    expect(deleted).toBe(1);
    await expect(dataProvider.deleteMany('strong-brands', { ids: [7] })).rejects.toThrow(/no "deleteMany"/);
    await expect(dataProvider.getList('nothing', {})).rejects.toThrow(/no "list" for the resource "nothing"/);
  });
});

describe('basicHeader', () => {
  it('encodes non-Latin-1 credentials as UTF-8', () => {
    const header = basicHeader('zoë@loja.com', 'señha✓');
    const bytes = Uint8Array.from(atob(header.replace('Basic ', '')), (c) => c.charCodeAt(0));
    expect(new TextDecoder().decode(bytes)).toBe('zoë@loja.com:señha✓');
  });
});
