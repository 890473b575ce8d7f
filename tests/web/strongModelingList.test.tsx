import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Admin, CustomRoutes, Resource, TestMemoryRouter } from 'react-admin';
import { Route } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { errorsMessages, modelingsMessages, shellMessages, strongTablesMessages } from './i18nAreas.js';
import { dataProvider } from '../../src/providers/dataProvider.js';
import { StrongModelingList } from '../../src/resources/strong-modelings/StrongModelingList.js';
import { API } from './apiTestUtils.js';
import { authAs } from './authTestUtils.js';
import { i18nIn } from './i18nTestUtils.js';
import { server } from './mswServer.js';

const row = (id: number, name: string, kind: 'STATIC' | 'ORGANIC', sampleCount: number) => ({
  id,
  name,
  kind,
  type: 'clothes',
  clothesType: 'top',
  ageGroup: 'adult',
  gender: 'u',
  sizeSystem: 'BR',
  sizeType: 'regular',
  sizes: ['P', 'M'],
  strongBrandId: 1,
  strongBrandName: 'Nike',
  strongCategoryId: null,
  strongCategoryName: null,
  strongSubcategoryId: null,
  strongSubcategoryName: null,
  model: 'Slim',
  slugs: [],
  slugWeight: 0,
  sampleCount,
  updatedAt: '2026-11-01T12:00:00.000Z',
});

function renderList() {
  render(
    <TestMemoryRouter initialEntries={['/strong-table']}>
      <Admin
        dataProvider={dataProvider}
        authProvider={authAs(true)}
        i18nProvider={i18nIn('en', shellMessages.en, errorsMessages.en, modelingsMessages.en, strongTablesMessages.en)}
        disableTelemetry
      >
        <Resource name="strong-modelings" recordRepresentation="name" />
        <CustomRoutes>
          <Route path="/strong-table" element={<StrongModelingList />} />
        </CustomRoutes>
      </Admin>
    </TestMemoryRouter>,
  );
}

describe('provider tables list', () => {
  it('offers the first table when there is none yet (a fresh install), and opens its setup', async () => {
    server.use(http.get(`${API}/strong/modelings`, () => HttpResponse.json({ data: [], page: 0, size: 25, total: 0 })));
    renderList();
    expect(await screen.findByText('No provider tables yet.')).toBeInTheDocument();
    const start = screen.getAllByRole('link', { name: 'New table' });
    expect(start.length).toBeGreaterThan(0);
    for (const link of start) expect(link).toHaveAttribute('href', '/table/setup');
  });

  it('makes each name a link to its editor', async () => {
    server.use(
      http.get(`${API}/strong/modelings`, () =>
        HttpResponse.json({ data: [row(4, 'Camisa Slim', 'STATIC', 0)], page: 0, size: 25, total: 1 }),
      ),
    );
    renderList();
    expect(await screen.findByRole('link', { name: 'Camisa Slim' })).toHaveAttribute('href', '/strong-table/4');
  });

  it('shows kind, provider brand, model and samples, and filters by kind', async () => {
    const queries: URLSearchParams[] = [];
    server.use(
      http.get(`${API}/strong/modelings`, ({ request }) => {
        const params = new URL(request.url).searchParams;
        queries.push(params);
        const data = [row(1, 'Camisetas', 'STATIC', 0), row(2, 'Calças', 'ORGANIC', 120)].filter(
          (r) => !params.get('kind') || r.kind === params.get('kind'),
        );
        return HttpResponse.json({ data, page: 0, size: 25, total: data.length });
      }),
    );
    renderList();
    const organic = (await screen.findByText('Calças')).closest('tr')!;
    expect(within(organic).getByText('Organic')).toBeInTheDocument();
    expect(within(organic).getByText('120')).toBeInTheDocument();
    expect(within(organic).queryByRole('button', { name: 'Convert to organic' })).toBeNull();
    const drawn = screen.getByText('Camisetas').closest('tr')!;
    expect(within(drawn).getByText('Static')).toBeInTheDocument();
    expect(within(drawn).getByText('Nike')).toBeInTheDocument();
  });

  it('converts a static table only after confirmation, and duplicates a table', async () => {
    const posted: string[] = [];
    server.use(
      http.get(`${API}/strong/modelings`, () =>
        HttpResponse.json({ data: [row(1, 'Camisetas', 'STATIC', 0)], page: 0, size: 25, total: 1 }),
      ),
      http.post(`${API}/strong/modelings/single/1/convert`, () => {
        posted.push('convert');
        return HttpResponse.json(row(1, 'Camisetas', 'ORGANIC', 0));
      }),
      http.post(`${API}/strong/modelings/single/1/duplicate`, () => {
        posted.push('duplicate');
        return HttpResponse.json(row(2, 'Camisetas (copy)', 'STATIC', 0), { status: 201 });
      }),
    );
    renderList();
    const user = userEvent.setup();
    const drawn = (await screen.findByText('Camisetas')).closest('tr')!;
    await user.click(within(drawn).getByRole('button', { name: 'Convert to organic' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Convert "Camisetas" to organic?')).toBeInTheDocument();
    expect(posted).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: /cancel/i }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posted).toEqual([]);
    await user.click(within(drawn).getByRole('button', { name: 'Convert to organic' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: /confirm/i }));
    await waitFor(() => expect(posted).toEqual(['convert']));
    expect(await screen.findByText('Table converted to organic.')).toBeInTheDocument();
    const again = (await screen.findByText('Camisetas')).closest('tr')!;
    await user.click(await within(again).findByRole('button', { name: 'Duplicate' }));
    await waitFor(() => expect(posted).toEqual(['convert', 'duplicate']));
  });
});
