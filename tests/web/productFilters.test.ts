import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { dataProvider } from '../../src/providers/dataProvider';
import { server } from './mswServer.js';

/** Runs one GET /products through the data provider and answers the query it sent, as plain key/values. */
async function querySent(filter: Record<string, unknown>): Promise<Record<string, string>> {
  const seen: URLSearchParams[] = [];
  server.use(
    http.get('/api/v1/products', ({ request }) => {
      seen.push(new URL(request.url).searchParams);
      return HttpResponse.json({ data: [], page: 0, size: 25, total: 0 });
    }),
  );
  await dataProvider.getList('products', {
    pagination: { page: 2, perPage: 25 },
    sort: { field: 'id', order: 'DESC' },
    filter,
  });
  expect(seen).toHaveLength(1);
  return Object.fromEntries(seen[0]);
}

const paging = { page: '1', size: '25', sort: 'id,desc' };

describe('product list filter options (spec section 4)', () => {
  it.each([
    ['all', {}],
    ['pending', { productsThatShouldBeFixed: 'true', status: 'true' }],
    ['pending_active', { productsAvailableWithError: 'true' }],
    ['plugin_active', { status: 'true' }],
    ['plugin_inactive', { status: 'false' }],
    ['active', { productsAvailable: 'true', productsAvailableWithError: 'false' }],
  ])('%s sends exactly its state parameters', async (option, expected) => {
    expect(await querySent({ filterOption: option })).toEqual({ ...paging, ...expected });
  });

  it('sends the trimmed search text with its mode, and neither while the box is blank', async () => {
    expect(await querySent({ filterOption: 'plugin_inactive', q: '  camisa ', searchBy: 'feedProductId' })).toEqual({
      ...paging,
      status: 'false',
      search: 'camisa',
      searchBy: 'feedProductId',
    });
    expect(await querySent({ filterOption: 'all', q: 'vestido' })).toEqual({
      ...paging,
      search: 'vestido',
      searchBy: 'name',
    });
    expect(await querySent({ filterOption: 'all', q: '   ', searchBy: 'id' })).toEqual(paging);
  });
});
