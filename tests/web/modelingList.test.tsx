import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Admin, CustomRoutes, Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { errorsMessages, modelingsMessages, shellMessages } from './i18nAreas.js';
import { dataProvider } from '../../src/providers/dataProvider.js';
import { ModelingList } from '../../src/resources/modelings/ModelingList.js';
import { API, captureBody } from './apiTestUtils.js';
import { authAs } from './authTestUtils.js';
import { i18nIn } from './i18nTestUtils.js';
import { server } from './mswServer.js';
import { renderWithLocation } from './routerTestUtils.js';

const tables = [
  {
    id: 1,
    name: 'Camisetas',
    type: 'clothes',
    clothesType: 'top',
    ageGroup: 'adult',
    brandId: 4,
    brandName: 'Farm',
    gender: 'f',
    static: false,
    sizes: ['P', 'M', 'G', 'GG'],
    updatedAt: '2025-03-01T12:00:00.000Z',
  },
  {
    id: 2,
    name: 'Tênis',
    type: 'shoe',
    clothesType: null,
    ageGroup: 'adult',
    brandId: null,
    brandName: null,
    gender: 'u',
    static: true,
    sizes: ['38', '39'],
    updatedAt: '2025-03-02T12:00:00.000Z',
  },
];

function renderList({ moderator = false } = {}) {
  return renderWithLocation(
    '/table',
    <Admin
      dataProvider={dataProvider}
      authProvider={authAs(moderator)}
      i18nProvider={i18nIn('en', shellMessages.en, errorsMessages.en, modelingsMessages.en)}
      disableTelemetry
    >
      <Resource name="modelings" recordRepresentation="name" />
      <Resource name="brands" recordRepresentation="name" />
      <CustomRoutes>
        <Route path="/table" element={<ModelingList />} />
      </CustomRoutes>
    </Admin>,
  );
}

/** Answers the list like the server filters by type; records every query string. */
function serveTables() {
  const queries: URLSearchParams[] = [];
  server.use(
    http.get(`${API}/modelings`, ({ request }) => {
      const params = new URL(request.url).searchParams;
      queries.push(params);
      const data = tables.filter((t) => !params.get('type') || t.type === params.get('type'));
      return HttpResponse.json({ data, page: 0, size: 25, total: data.length });
    }),
    http.get(`${API}/brands`, () => HttpResponse.json({ data: [], page: 0, size: 25, total: 0 })),
  );
  return queries;
}

const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr')!;

describe('measurement table list', () => {
  it('shows translated rows, filters by type on the server and opens the editor on a row click', async () => {
    const queries = serveTables();
    const user = userEvent.setup();
    const where = renderList();

    const shirts = await rowOf('Camisetas');
    expect(within(shirts).getByText('Clothes and accessories')).toBeInTheDocument();
    expect(within(shirts).getByText('Female')).toBeInTheDocument();
    expect(within(shirts).getByText('Farm')).toBeInTheDocument();
    expect(
      within(shirts)
        .getAllByText(/^(P|M|G|GG)$/)
        .map((chip) => chip.textContent),
    ).toEqual(['P', 'M', 'G', 'GG']);
    expect(queries[0].get('sort')).toBe('name,asc');
    expect(queries[0].get('page')).toBe('0');
    expect(queries[0].get('size')).toBe('25');
    expect(screen.getByPlaceholderText('Search by name')).toBeInTheDocument();

    await user.click(screen.getByLabelText('Type'));
    await user.click(within(await screen.findByRole('listbox')).getByText('Shoes'));
    await waitFor(() => expect(screen.queryByText('Camisetas')).not.toBeInTheDocument());
    expect(queries.at(-1)?.get('type')).toBe('shoe');

    await user.click(screen.getByText('Tênis'));
    await waitFor(() => expect(where.location?.pathname).toBe('/table/single/2'));
  });

  it('deletes the selected tables only after confirmation, and offers no copy to store users', async () => {
    serveTables();
    const deleted = captureBody('delete', '/modelings/bulk/some', (body) => HttpResponse.json(body));
    const user = userEvent.setup();
    const where = renderList();

    for (const name of ['Camisetas', 'Tênis']) await user.click(within(await rowOf(name)).getByRole('checkbox'));
    expect(screen.queryByRole('button', { name: 'Copy to store' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(deleted).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    await waitFor(() => expect(deleted).toEqual([{ ids: [1, 2] }]));

    await user.click(screen.getByRole('link', { name: 'New static table' }));
    expect(where.location?.pathname).toBe('/table/setup');
    expect(where.location?.state).toEqual({ static: true });
  });

  it('lets a moderator copy the selected tables into another store', async () => {
    serveTables();
    server.use(
      http.get(`${API}/me/tenants`, () =>
        HttpResponse.json({
          data: [
            { id: 10, name: 'Alpha' },
            { id: 20, name: 'Beta' },
          ],
          page: 0,
          size: 2,
          total: 2,
        }),
      ),
    );
    const copied = captureBody('post', '/modelings/duplicate/20', () =>
      HttpResponse.json({ ids: [31] }, { status: 201 }),
    );
    const user = userEvent.setup();
    renderList({ moderator: true });

    await user.click(within(await rowOf('Camisetas')).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Copy to store' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Copy 1 table to another store')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('combobox', { name: 'Target store' }));
    // The current store (Alpha) is not a target.
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['Beta']);
    await user.click(screen.getByRole('option', { name: 'Beta' }));
    await user.click(within(dialog).getByRole('button', { name: 'Copy' }));

    await waitFor(() => expect(copied).toEqual([{ ids: [1] }]));
    expect(await screen.findByText('1 table copied to Beta')).toBeInTheDocument();
  });
});
