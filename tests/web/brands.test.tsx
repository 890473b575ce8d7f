import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Admin, Resource, TestMemoryRouter } from 'react-admin';
import { beforeEach, describe, expect, it } from 'vitest';
import { dataProvider } from '../../src/providers/dataProvider.js';
import { BrandCreate } from '../../src/resources/brands/BrandCreate.js';
import { BrandEdit } from '../../src/resources/brands/BrandEdit.js';
import { BrandList } from '../../src/resources/brands/BrandList.js';
import { brandsMessages, errorsMessages, validationMessages } from './i18nAreas.js';
import type { MessageTree } from '../../src/i18n/messages/types.js';
import { API, captureBody } from './apiTestUtils.js';
import { i18nIn } from './i18nTestUtils.js';
import { server } from './mswServer.js';

const brandRows = [
  { id: 1, name: 'Adidas', sizeSystem: 'BR', strongBrandId: 7, strongBrandName: 'Adidas Global' },
  { id: 2, name: 'Farm', sizeSystem: 'CUSTOM', strongBrandId: null, strongBrandName: null },
  { id: 3, name: 'Osklen', sizeSystem: null, strongBrandId: null, strongBrandName: null },
];
const strongBrands = [
  { id: 7, name: 'Adidas Global', logoUrl: null, gender: 'u', ageGroup: 'adult', shoe: false, active: true },
  { id: 8, name: 'Nike', logoUrl: null, gender: 'u', ageGroup: 'adult', shoe: true, active: true },
];

const i18nProvider = i18nIn('en', brandsMessages.en, validationMessages.en, errorsMessages.en);

function renderApp(path: string) {
  return render(
    <TestMemoryRouter initialEntries={[path]}>
      <Admin dataProvider={dataProvider} i18nProvider={i18nProvider} disableTelemetry>
        <Resource name="brands" list={BrandList} edit={BrandEdit} create={BrandCreate} recordRepresentation="name" />
        <Resource name="strong-brands" recordRepresentation="name" />
      </Admin>
    </TestMemoryRouter>,
  );
}

/** Answers the list from brandRows, filtered by `name` like the server; records every query string. */
function serveBrandList() {
  const queries: URLSearchParams[] = [];
  server.use(
    http.get(`${API}/brands`, ({ request }) => {
      const params = new URL(request.url).searchParams;
      queries.push(params);
      const name = (params.get('name') ?? '').toLowerCase();
      const data = brandRows.filter((b) => b.name.toLowerCase().includes(name));
      return HttpResponse.json({ data, page: 0, size: 25, total: data.length });
    }),
  );
  return queries;
}

async function selectRows(user: ReturnType<typeof userEvent.setup>, names: string[]) {
  for (const name of names) {
    const row = (await screen.findByText(name)).closest('tr')!;
    await user.click(within(row).getByRole('checkbox'));
  }
}

beforeEach(() => {
  server.use(
    http.get(`${API}/strong/brands`, () => HttpResponse.json({ data: strongBrands, page: 0, size: 25, total: 2 })),
  );
});

describe('brands screens', () => {
  it('lists the store brands and searches them by name on the server', async () => {
    const queries = serveBrandList();
    const user = userEvent.setup();
    renderApp('/brands');

    const adidas = await screen.findByText('Adidas');
    const adidasRow = adidas.closest('tr')!;
    expect(within(adidasRow).getByText('BR')).toBeInTheDocument();
    expect(within(adidasRow).getByText('Adidas Global')).toBeInTheDocument();
    expect(within(screen.getByText('Farm').closest('tr')!).getByText('Custom')).toBeInTheDocument();
    expect(queries[0].get('sort')).toBe('name,asc');
    expect(queries[0].get('size')).toBe('25');
    expect(queries[0].get('page')).toBe('0');

    await user.type(screen.getByPlaceholderText('Search'), 'osk');
    await waitFor(() => expect(screen.queryByText('Adidas')).not.toBeInTheDocument(), { timeout: 3000 });
    expect(screen.getByText('Osklen')).toBeInTheDocument();
    expect(queries.at(-1)?.get('name')).toBe('osk');
  });

  it('refuses a name with a comma or no name at all', async () => {
    const posted = captureBody('post', '/brands/', () => HttpResponse.json({}, { status: 500 }));
    const user = userEvent.setup();
    renderApp('/brands/create');

    const name = await screen.findByLabelText(/^Name/);
    await user.type(name, 'Farm, Rio');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('A name cannot be inserted with a comma')).toBeInTheDocument();

    await user.clear(name);
    await user.type(name, '   ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Required')).toBeInTheDocument();
    expect(posted).toHaveLength(0);
  });

  it('creates a brand with its size system and provider brand, name trimmed', async () => {
    serveBrandList();
    const posted = captureBody('post', '/brands/', (body) =>
      HttpResponse.json({ id: 9, strongBrandName: 'Nike', ...body }, { status: 201 }),
    );
    const user = userEvent.setup();
    renderApp('/brands/create');

    await user.type(await screen.findByLabelText(/^Name/), '  Nike Kids ');
    await user.click(screen.getByRole('combobox', { name: 'Size system' }));
    await user.click(await screen.findByRole('option', { name: 'US' }));
    await user.type(screen.getByRole('combobox', { name: 'Provider brand' }), 'Nik');
    await user.click(await screen.findByRole('option', { name: 'Nike' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(posted).toEqual([{ name: 'Nike Kids', sizeSystem: 'US', strongBrandId: 8 }]));
  });

  it('keeps the linked provider brand on edit and shows a duplicate name next to the field', async () => {
    server.use(http.get(`${API}/brands/single/1`, () => HttpResponse.json(brandRows[0])));
    const sent = captureBody('put', '/brands/single/1', () =>
      HttpResponse.json({ statusCode: 409, code: 'CONFLICT', message: 'Brand name already exists' }, { status: 409 }),
    );
    const user = userEvent.setup();
    renderApp('/brands/1');

    const name = await screen.findByDisplayValue('Adidas');
    const provider = screen.getByRole('combobox', { name: 'Provider brand' });
    await waitFor(() => expect(provider).toHaveValue('Adidas Global'));
    await user.clear(name);
    await user.type(name, 'Farm');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('This store already has a brand with this name.')).toBeInTheDocument();
    const conflictText = ((errorsMessages.en.app as MessageTree).errors as MessageTree).CONFLICT as string;
    expect(await screen.findByText(conflictText)).toBeInTheDocument();
    expect(sent).toEqual([{ name: 'Farm', sizeSystem: 'BR', strongBrandId: 7 }]);
    expect(screen.getByDisplayValue('Farm')).toBeInTheDocument();
  });

  it('deletes the selected brands only after confirmation', async () => {
    serveBrandList();
    const deleted = captureBody('delete', '/brands/bulk/some', (body) => HttpResponse.json(body));
    const user = userEvent.setup();
    renderApp('/brands');

    await selectRows(user, ['Adidas', 'Farm']);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(deleted).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    await waitFor(() => expect(deleted).toEqual([{ ids: [1, 2] }]));
  });

  it('sets the size system of the selected brands in one call', async () => {
    serveBrandList();
    const patched = captureBody('patch', '/brands/', (body) => HttpResponse.json({ ids: body.ids }));
    const user = userEvent.setup();
    renderApp('/brands');

    await selectRows(user, ['Adidas', 'Farm']);
    await user.click(screen.getByRole('button', { name: 'Set size system' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Change 2 brands')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('combobox', { name: 'Size system' }));
    await user.click(await screen.findByRole('option', { name: 'Custom' }));
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));

    await waitFor(() => expect(patched).toEqual([{ ids: [1, 2], changes: { sizeSystem: 'CUSTOM' } }]));
    expect(await screen.findByText('2 brands updated')).toBeInTheDocument();
  });
});
