import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API, captureBody } from './apiTestUtils';
import { server } from './mswServer';
import { product, renderProducts, serveCounts, serveProducts } from './productTestUtils';

const rows = [
  product(1, 'Vestido Midi', { brandName: 'Farm', sizes: ['P', 'M', 'G'], state: 'covered', modelingName: 'Vestidos' }),
  product(2, 'Tênis Corrida', { pluginActive: false, state: 'inactive', gender: 'u' }),
];

const stateParams = (query: URLSearchParams) =>
  ['productsAvailable', 'productsAvailableWithError', 'productsThatShouldBeFixed', 'status']
    .filter((name) => query.has(name))
    .map((name) => `${name}=${query.get(name)}`);

describe('product list', { timeout: 40000 }, () => {
  it("opens on the pending products and shows how many products each filter option holds, in the language's digits", async () => {
    const queries = serveProducts(rows);
    serveCounts();
    const user = userEvent.setup();
    renderProducts();

    const row = (await screen.findByText('Vestido Midi')).closest('tr')!;
    expect(within(row).getByText('/1')).toBeInTheDocument();
    expect(within(row).getByText('Farm')).toBeInTheDocument();
    expect(within(row).getByText('Covered')).toBeInTheDocument();
    expect(within(row).getByText('Female')).toBeInTheDocument();
    expect(stateParams(queries[0])).toEqual(['productsThatShouldBeFixed=true', 'status=true']);
    expect(await screen.findByRole('tab', { name: 'Pending (1,200)' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'All (4,000)',
      'Pending (1,200)',
      'Alert (300)',
      'Plugin active (3,500)',
      'Plugin inactive (500)',
      'Covered (2,000)',
    ]);

    await user.click(screen.getByRole('tab', { name: 'Covered (2,000)' }));
    await waitFor(() =>
      expect(stateParams(queries.at(-1)!)).toEqual(['productsAvailable=true', 'productsAvailableWithError=false']),
    );
    await user.click(screen.getByRole('tab', { name: 'All (4,000)' }));
    await waitFor(() => expect(stateParams(queries.at(-1)!)).toEqual([]));
  });

  it('searches in the chosen mode and counts within the search', async () => {
    const queries = serveProducts(rows);
    const counted = serveCounts();
    const user = userEvent.setup();
    renderProducts();
    await screen.findByText('Vestido Midi');

    await user.click(screen.getByRole('combobox', { name: 'Search by' }));
    await user.click(await screen.findByRole('option', { name: 'Feed product ID' }));
    await user.type(screen.getByPlaceholderText('Search products'), 'F2');

    await waitFor(() => expect(queries.at(-1)?.get('search')).toBe('F2'), { timeout: 4000 });
    expect(queries.at(-1)?.get('searchBy')).toBe('feedProductId');
    expect(stateParams(queries.at(-1)!)).toEqual(['productsThatShouldBeFixed=true', 'status=true']);
    await waitFor(() => expect(counted.at(-1)?.get('search')).toBe('F2'));
    expect(Object.fromEntries(counted.at(-1)!)).toEqual({ search: 'F2', searchBy: 'feedProductId' });
  });

  it('opens a product from the link on its name with the keyboard', async () => {
    serveProducts(rows);
    serveCounts();
    const none = () => HttpResponse.json({ data: [], page: 0, size: 25, total: 0 });
    server.use(
      http.get(`${API}/products/single/1`, () => HttpResponse.json(rows[0])),
      http.get(`${API}/modelings/simplified/all`, () => HttpResponse.json([])),
      http.get(`${API}/brands`, none),
      http.get(`${API}/categories`, none),
    );
    const user = userEvent.setup();
    const where = renderProducts();

    const name = await screen.findByRole('link', { name: 'Vestido Midi' });
    expect(name).toHaveAttribute('href', '/product/single/1');
    name.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(where.location?.pathname).toBe('/product/single/1'));
  });

  it('switches the fitting room of one product with a PATCH of that id only', async () => {
    serveProducts(rows);
    serveCounts();
    const patched = captureBody('patch', '/products/', (body) => HttpResponse.json({ ids: body.ids }));
    const user = userEvent.setup();
    const where = renderProducts();

    const toggle = await screen.findByRole('switch', { name: 'Fitting room of Vestido Midi' });
    expect(toggle).toBeChecked();
    await user.click(toggle);

    await waitFor(() => expect(patched).toEqual([{ ids: [1], changes: { pluginActive: false } }]));
    expect(await screen.findByText('Fitting room turned off for Vestido Midi')).toBeInTheDocument();
    // The switch sits in a clickable row; using it must not open the editor.
    expect(where.location?.pathname).toBe('/');
  });
});

describe('product list that fails to load', { timeout: 40000 }, () => {
  it('says the list could not be read instead of showing an empty catalogue (docs/decisions/0114)', async () => {
    serveCounts();
    server.use(
      http.get(`${API}/products`, () =>
        HttpResponse.json({ statusCode: 503, code: 'DATABASE_UNAVAILABLE', message: 'x' }, { status: 503 }),
      ),
    );
    const user = userEvent.setup();
    renderProducts();
    // The list's own alert (react-admin's notification says it too), with a way to ask again.
    const refresh = await screen.findByRole('button', { name: 'Try again' }, { timeout: 8000 });
    const alert = refresh.closest('[role="alert"]') as HTMLElement;
    expect(alert).toHaveTextContent('The database is not answering. Try again in a moment.');
    expect(screen.queryByText(/no products/i)).toBeNull();
    // Asking again once the server answers shows the catalogue.
    serveProducts(rows);
    await user.click(refresh);
    expect(await screen.findByText('Vestido Midi', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });
});
