import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Admin, Resource, TestMemoryRouter } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { dataProvider } from '../../src/providers/dataProvider.js';
import { StrongBrandCreate, StrongBrandEdit } from '../../src/resources/strong-brands/StrongBrandForm.js';
import { StrongBrandList } from '../../src/resources/strong-brands/StrongBrandList.js';
import {
  brandsMessages,
  errorsMessages,
  modelingsMessages,
  strongBrandsMessages,
  validationMessages,
} from './i18nAreas.js';
import { API, captureBody } from './apiTestUtils.js';
import { i18nIn } from './i18nTestUtils.js';
import { server } from './mswServer.js';

const rows = [
  { id: 7, name: 'Adidas', logoUrl: null, gender: 'u', ageGroup: 'adult', shoe: true, active: true },
  { id: 8, name: 'Lilica', logoUrl: null, gender: 'f', ageGroup: 'kids', shoe: false, active: false },
];
const adidas = {
  ...rows[0],
  linkedProductCount: 3,
  linkedBrandCount: 2,
  linkedBrands: [
    { id: 1, name: 'Adidas BR', tenantId: 1, tenantName: 'Loja Alfa' },
    { id: 2, name: 'adidas', tenantId: 2, tenantName: 'Loja Beta' },
  ],
};

const i18nProvider = i18nIn(
  'en',
  brandsMessages.en,
  strongBrandsMessages.en,
  modelingsMessages.en,
  validationMessages.en,
  errorsMessages.en,
);

function renderApp(path: string) {
  server.use(
    http.get(`${API}/strong/brands`, () => HttpResponse.json({ data: rows, page: 0, size: 25, total: 2 })),
    http.get(`${API}/strong/brands/single/7`, () => HttpResponse.json(adidas)),
  );
  return render(
    <TestMemoryRouter initialEntries={[path]}>
      <Admin dataProvider={dataProvider} i18nProvider={i18nProvider} disableTelemetry>
        <Resource
          name="strong-brands"
          list={StrongBrandList}
          edit={StrongBrandEdit}
          create={StrongBrandCreate}
          recordRepresentation="name"
        />
      </Admin>
    </TestMemoryRouter>,
  );
}

describe('provider brands screens', () => {
  it('lists provider brands with their gender and age group in words, and opens one by its row', async () => {
    const user = userEvent.setup();
    renderApp('/strong-brands');
    const row = (await screen.findByText('Lilica')).closest('tr')!;
    expect(within(row).getByText('Female')).toBeInTheDocument();
    expect(within(row).getByText('Kids')).toBeInTheDocument();
    await user.click(within(screen.getByText('Adidas').closest('tr')!).getByText('Unisex'));
    expect(await screen.findByDisplayValue('Adidas')).toBeInTheDocument();
  });

  it('refuses a name of 26 characters or with a comma before sending it', async () => {
    const posted = captureBody('post', '/strong/brands/', () => HttpResponse.json({}, { status: 500 }));
    const user = userEvent.setup();
    renderApp('/strong-brands/create');
    const name = await screen.findByLabelText(/^Name/);
    await user.type(name, 'B'.repeat(26));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Must be 25 characters or less')).toBeInTheDocument();
    await user.clear(name);
    await user.type(name, 'Nike, Inc');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('A name cannot be inserted with a comma')).toBeInTheDocument();
    await user.clear(name);
    await user.type(name, 'Nike');
    await user.type(screen.getByLabelText('Logo URL'), 'ftp://x.example/logo.png');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/http:\/\/ or https:\/\//)).toBeInTheDocument();
    expect(posted).toHaveLength(0);
  });

  it('creates one with its fields, the name trimmed and no logo as null', async () => {
    const posted = captureBody('post', '/strong/brands/', (body) =>
      HttpResponse.json(
        { id: 9, ...body, linkedProductCount: 0, linkedBrandCount: 0, linkedBrands: [] },
        { status: 201 },
      ),
    );
    server.use(
      http.get(`${API}/strong/brands/single/9`, () =>
        HttpResponse.json({ id: 9, ...posted[0], linkedProductCount: 0, linkedBrandCount: 0, linkedBrands: [] }),
      ),
    );
    const user = userEvent.setup();
    renderApp('/strong-brands/create');
    await user.type(await screen.findByLabelText(/^Name/), '  Nike Kids ');
    await user.click(screen.getByRole('combobox', { name: /Age group/ }));
    await user.click(await screen.findByRole('option', { name: 'Kids' }));
    await user.click(screen.getByLabelText('Shoes'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(posted).toEqual([
        { name: 'Nike Kids', logoUrl: null, gender: 'u', ageGroup: 'kids', shoe: true, active: true },
      ]),
    );
  });

  it('shows the store brands linked to it with their stores, and says why a delete is refused', async () => {
    let deletes = 0;
    server.use(
      http.delete(`${API}/strong/brands/single/7`, () => {
        deletes += 1;
        return HttpResponse.json(
          {
            statusCode: 409,
            code: 'STRONG_BRAND_LINKED',
            message: 'The provider brand is linked to 3 products and cannot be deleted.',
            details: [{ field: 'products', code: 'LINKED_PRODUCTS', message: '-', params: { count: 3 } }],
          },
          { status: 409 },
        );
      }),
    );
    const user = userEvent.setup();
    renderApp('/strong-brands/7');
    expect(await screen.findByText('Adidas BR')).toBeInTheDocument();
    expect(screen.getByText('Store: Loja Beta')).toBeInTheDocument();
    expect(screen.getByText('2 store brands and 3 product(s) linked')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(deletes).toBe(0);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(
      await screen.findByText('This provider brand cannot be deleted while it is linked. It is linked to 3 products.'),
    ).toBeInTheDocument();
    expect(deletes).toBe(1);
    expect(screen.getByDisplayValue('Adidas')).toBeInTheDocument();
  });
});
