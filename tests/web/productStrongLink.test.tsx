import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { API } from './apiTestUtils';
import { server } from './mswServer.js';
import { product, renderProducts } from './productTestUtils';

const stored = {
  ...product(7, 'Camiseta Slim', { sizes: ['M'] }),
  code: null,
  feedBrand: null,
  sizeType: null,
  sizeSystem: null,
  strongBrandId: 3,
  strongCategoryId: null,
  strongSubcategoryId: null,
  strongModel: null,
  strongSlug: null,
  strongSlugWeight: null,
  strongLinkActive: true,
  strongType: null,
  strongModelingId: null,
  strongModelingName: null,
};

let lookups: URLSearchParams[] = [];
let modelQueries: URLSearchParams[] = [];

beforeEach(() => {
  lookups = [];
  modelQueries = [];
  server.use(
    // The models the catalogue names for brand 3, filtered by the start of the name as the server does.
    http.get(`${API}/strong/models`, ({ request }) => {
      const query = new URL(request.url).searchParams;
      modelQueries.push(query);
      const data = [
        { id: 'slim', name: 'Slim', productCount: 12 },
        { id: 'regular', name: 'Regular', productCount: 4 },
      ].filter((m) => query.get('strongBrandId') === '3' && m.id.startsWith((query.get('name') ?? '').toLowerCase()));
      return HttpResponse.json({ data, page: 0, size: 20, total: data.length });
    }),
    http.get(`${API}/products/single/7`, () => HttpResponse.json(stored)),
    http.get(`${API}/modelings/simplified/all`, () => HttpResponse.json([])),
    http.get(`${API}/brands`, () => HttpResponse.json({ data: [], page: 0, size: 25, total: 0 })),
    http.get(`${API}/categories`, () => HttpResponse.json({ data: [], page: 0, size: 25, total: 0 })),
    http.get(`${API}/strong/brands`, () =>
      HttpResponse.json({ data: [{ id: 3, name: 'Nike' }], page: 0, size: 25, total: 1 }),
    ),
    http.get(`${API}/strong/categories`, () => HttpResponse.json({ data: [], page: 0, size: 100, total: 0 })),
    // Only the model "Slim" of the brand finds a table, as the server's rule would for a table that sets it.
    http.get(`${API}/strong/modelings/link`, ({ request }) => {
      const query = new URL(request.url).searchParams;
      lookups.push(query);
      const match =
        query.get('strongBrandId') === '3' && query.get('model')?.toLowerCase() === 'slim'
          ? { id: 21, name: 'Nike camisetas slim', kind: 'ORGANIC', sizes: ['P', 'M', 'G'] }
          : null;
      return HttpResponse.json({ match });
    }),
  );
});

const suggestedModels = (input: HTMLElement) =>
  [...(document.getElementById(input.getAttribute('list') ?? '')?.querySelectorAll('option') ?? [])].map(
    (option) => option.value,
  );

describe("product editor's strong link", { timeout: 40000 }, () => {
  it("suggests the catalogue's models of the brand chosen as the model is typed", async () => {
    const user = userEvent.setup();
    renderProducts('/product/single/7');
    const model = await screen.findByLabelText('Model');
    await waitFor(() => expect(suggestedModels(model)).toEqual(['Slim', 'Regular']));
    await user.type(model, 'sl');
    await waitFor(() => expect(suggestedModels(model)).toEqual(['Slim']));
    expect(modelQueries.at(-1)?.get('name')).toBe('sl');
    expect(modelQueries.at(-1)?.get('strongBrandId')).toBe('3');
  });

  it('says no table was found for the attributes typed, then shows the table once the model is typed', async () => {
    const user = userEvent.setup();
    renderProducts('/product/single/7');

    expect(
      await screen.findByText('No table found for the attributes typed. Fill in the other fields.'),
    ).toBeInTheDocument();
    expect(lookups[0].get('strongBrandId')).toBe('3');
    expect(lookups[0].has('model')).toBe(false);

    await user.type(screen.getByLabelText('Model'), 'Slim');
    expect(await screen.findByText(/Provider table found:/)).toHaveTextContent(
      'Provider table found: Nike camisetas slim (P, M, G)',
    );
    // Typing asks once the field settles, not per key.
    expect(lookups.filter((q) => q.get('model')?.startsWith('S'))).toHaveLength(1);
    expect(lookups.at(-1)?.get('gender')).toBe('f');
  });

  it('sends the provider type it is given to the look-up', async () => {
    const user = userEvent.setup();
    renderProducts('/product/single/7');
    await screen.findByText('No table found for the attributes typed. Fill in the other fields.');

    await user.click(screen.getByLabelText('Provider type'));
    await user.click(await screen.findByRole('option', { name: 'Shoes' }));
    await waitFor(() => expect(lookups.at(-1)?.get('strongType')).toBe('shoe'));
  });
});
