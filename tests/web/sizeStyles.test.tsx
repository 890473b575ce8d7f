import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Admin, CustomRoutes, Resource, TestMemoryRouter } from 'react-admin';
import { Route } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { errorsMessages, modelingsMessages, shellMessages, sizeStylesMessages } from './i18nAreas.js';
import { dataProvider } from '../../src/providers/dataProvider.js';
import { SizeStylesList } from '../../src/resources/size-styles/SizeStylesList.js';
import { API } from './apiTestUtils.js';
import { authAs } from './authTestUtils.js';
import { i18nIn } from './i18nTestUtils.js';
import { server } from './mswServer.js';

const style = (id: number, model: string | null, gender: string, modelingName: string | null = null) => ({
  id,
  strongBrandId: 1,
  strongBrandName: 'Nike',
  strongCategoryId: 4,
  strongCategoryName: 'Camisetas',
  strongSubcategoryId: null,
  strongSubcategoryName: null,
  model,
  gender,
  ageGroup: 'adult',
  sizeType: 'regular',
  weightStyle: 1,
  modelingId: modelingName ? 9 : null,
  modelingName,
  productCount: 10 + id,
  updatedAt: '2026-11-01T12:00:00.000Z',
});

let queries: URLSearchParams[];
let writes: { method: string; url: string; body: unknown }[];

beforeEach(() => {
  queries = [];
  writes = [];
  const record = async (request: Request) => {
    writes.push({ method: request.method, url: new URL(request.url).pathname, body: await request.json() });
  };
  server.use(
    http.get(`${API}/strong/styles`, ({ request }) => {
      const params = new URL(request.url).searchParams;
      queries.push(params);
      const data = [style(1, 'Slim', 'f'), style(2, null, 'm', 'Camisetas Nike')].filter(
        (s) => !params.get('gender') || s.gender === params.get('gender'),
      );
      return HttpResponse.json({ data, page: 0, size: 25, total: data.length, hasMore: false });
    }),
    http.get(`${API}/strong/brands`, () => HttpResponse.json({ data: [], page: 0, size: 25, total: 0 })),
    http.get(`${API}/strong/categories`, () =>
      HttpResponse.json({ data: [{ id: 4, name: 'Camisetas' }], page: 0, size: 100, total: 1 }),
    ),
    http.get(`${API}/strong/modelings`, () =>
      HttpResponse.json({ data: [{ id: 9, name: 'Camisetas Nike' }], page: 0, size: 25, total: 1 }),
    ),
    // The short list the association picks from: one table without a name, one without an id.
    http.get(`${API}/strong/modelings/simplified`, () =>
      HttpResponse.json([
        { id: 9, name: 'Camisetas Nike', sizes: ['P'] },
        { id: 12, name: ' ', sizes: [] },
        { name: 'Sem id', sizes: [] },
        { id: 13, sizes: [] },
      ]),
    ),
    http.post(`${API}/strong/styles/sync`, async ({ request }) => {
      await record(request);
      return HttpResponse.json({ styles: 2, created: 1, emptied: 0, products: 23 });
    }),
    http.put(`${API}/strong/styles/single/1`, async ({ request }) => {
      await record(request);
      return HttpResponse.json({ ...style(1, 'Slim', 'f'), weightStyle: 2.5 });
    }),
    http.patch(`${API}/strong/styles/modeling/`, async ({ request }) => {
      await record(request);
      return HttpResponse.json({ ids: [1, 2] });
    }),
  );
});

function renderList(locale: 'en' | 'ptBR' = 'en') {
  render(
    <TestMemoryRouter initialEntries={['/size-styles']}>
      <Admin
        dataProvider={dataProvider}
        authProvider={authAs(true)}
        i18nProvider={i18nIn(
          locale,
          shellMessages[locale],
          errorsMessages[locale],
          modelingsMessages[locale],
          sizeStylesMessages[locale],
        )}
        disableTelemetry
      >
        <Resource name="size-styles" />
        <Resource name="strong-modelings" recordRepresentation="name" />
        <CustomRoutes>
          <Route path="/size-styles" element={<SizeStylesList />} />
        </CustomRoutes>
      </Admin>
    </TestMemoryRouter>,
  );
}

describe('size styles', { timeout: 40000 }, () => {
  it('lists the styles, filters by gender and syncs with a summary', async () => {
    const user = userEvent.setup();
    renderList();
    const slim = (await screen.findByText('Slim')).closest('tr')!;
    expect(within(slim).getByText('Nike')).toBeInTheDocument();
    expect(within(slim).getByText('11')).toBeInTheDocument();
    expect(screen.getByText('Camisetas Nike')).toBeInTheDocument();
    expect(queries[0]!.get('sort')).toBe('productCount,desc');

    await user.click(screen.getByLabelText('Gender'));
    await user.click(await screen.findByRole('option', { name: 'Male' }));
    await waitFor(() => expect(queries.at(-1)!.get('gender')).toBe('m'));
    await waitFor(() => expect(screen.queryByText('Slim')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Sync' }));
    expect(
      await screen.findByText('2 style(s) with products: 1 new, 0 now without products (23 products).'),
    ).toBeInTheDocument();
    expect(writes).toEqual([{ method: 'POST', url: '/api/v1/strong/styles/sync', body: {} }]);
  });

  it('with no style yet says how styles come and offers the sync right there', async () => {
    let synced = false;
    server.use(
      http.get(`${API}/strong/styles`, () => {
        const data = synced ? [style(1, 'Slim', 'f')] : [];
        return HttpResponse.json({ data, page: 0, size: 25, total: data.length, hasMore: false });
      }),
      http.post(`${API}/strong/styles/sync`, () => {
        synced = true;
        return HttpResponse.json({ styles: 1, created: 1, emptied: 0, products: 11 });
      }),
    );
    const user = userEvent.setup();
    renderList();
    expect(await screen.findByText('No size styles yet')).toBeInTheDocument();
    expect(screen.getByText("Sync to build the styles from the products' provider links.")).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sync' }));
    expect(await screen.findByText('Slim')).toBeInTheDocument();
  });

  it("changes a style's weight in a dialog, refusing a value out of range", async () => {
    const user = userEvent.setup();
    renderList();
    const slim = (await screen.findByText('Slim')).closest('tr')!;
    await user.click(within(slim).getByRole('button', { name: 'Change weight: 1' }));
    const input = within(await screen.findByRole('dialog')).getByLabelText(/^Weight/);
    await user.clear(input);
    await user.type(input, '101');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/Must be 100 or less/)).toBeInTheDocument();
    expect(writes).toEqual([]);

    await user.clear(input);
    await user.type(input, '2.5');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(writes).toEqual([{ method: 'PUT', url: '/api/v1/strong/styles/single/1', body: { weightStyle: 2.5 } }]),
    );
    expect(await screen.findByText('Weight saved.')).toBeInTheDocument();
  });

  it("writes a style's weight as the interface language writes numbers: 7,5 in Portuguese", async () => {
    server.use(
      http.get(`${API}/strong/styles`, () =>
        HttpResponse.json({ data: [{ ...style(1, 'Slim', 'f'), weightStyle: 7.5 }], page: 0, size: 25, total: 1 }),
      ),
    );
    renderList('ptBR');
    const slim = (await screen.findByText('Slim')).closest('tr')!;
    expect(within(slim).getByText('7,5')).toBeInTheDocument();
    expect(within(slim).queryByText('7.5')).toBeNull();
  });

  it('associates a provider table with the selected styles after choosing it in a dialog', async () => {
    const user = userEvent.setup();
    renderList();
    await screen.findByText('Slim');
    await user.click(screen.getAllByRole('checkbox', { name: /select all/i })[0]!);
    await user.click(await screen.findByRole('button', { name: 'Associate a table' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Associate a table with 2 styles')).toBeInTheDocument();
    await user.click(within(dialog).getByLabelText('Provider table'));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Camisetas Nike', 'No name (12)']);
    await user.click(await screen.findByRole('option', { name: 'Camisetas Nike' }));
    await user.click(within(dialog).getByRole('button', { name: 'Associate' }));
    await waitFor(() =>
      expect(writes).toEqual([
        { method: 'PATCH', url: '/api/v1/strong/styles/modeling/', body: { ids: [1, 2], modelingId: 9 } },
      ]),
    );
    expect(await screen.findByText('Table associated with 2 styles.')).toBeInTheDocument();
  });
});
