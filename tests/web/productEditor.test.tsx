import { render, screen, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { Admin, CustomRoutes, Resource, TestMemoryRouter } from 'react-admin';
import { Route } from 'react-router-dom';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { PRODUCT_NAME_MAX_LENGTH } from '../../domain/limits';
import { dataProvider } from '../../src/providers/dataProvider';
import { ProductEditorPage } from '../../src/resources/products/editor/ProductEditorPage';
import { brandsMessages, modelingsMessages, productsMessages } from './i18nAreas';
import { englishFormI18n } from './i18nTestUtils.js';
import { API, captureBody } from './apiTestUtils';
import { server } from './mswServer.js';
import { product, renderProducts, serveCounts, serveProducts } from './productTestUtils';

const stored = {
  ...product(7, 'Vestido Midi', {
    brandId: 4,
    brandName: 'Farm',
    modelingId: 5,
    modelingName: 'Vestidos',
    sizes: ['M'],
  }),
  code: null,
  feedBrand: null,
  sizeType: null,
  sizeSystem: null,
  strongBrandId: null,
  strongCategoryId: null,
  strongSubcategoryId: null,
  strongModel: null,
  strongSlug: null,
  strongSlugWeight: null,
  strongLinkActive: false,
};

beforeEach(() => {
  server.use(
    http.get(`${API}/products/single/7`, () => HttpResponse.json(stored)),
    http.get(`${API}/modelings/simplified/all`, () =>
      HttpResponse.json([{ id: 5, name: 'Vestidos', sizes: ['P', 'M', 'G', '38', '40'] }]),
    ),
    http.get(`${API}/brands`, () =>
      HttpResponse.json({ data: [{ id: 4, name: 'Farm' }], page: 0, size: 25, total: 1 }),
    ),
    http.get(`${API}/categories`, () => HttpResponse.json({ data: [], page: 0, size: 25, total: 0 })),
  );
});

describe('product editor', { timeout: 40000 }, () => {
  it("offers the chart's sizes, selects all letter sizes and shows the server's verdict on a field", async () => {
    const sent = captureBody('put', '/products/single/7', () =>
      HttpResponse.json(
        {
          statusCode: 400,
          code: 'VALIDATION',
          message: 'Invalid',
          details: [{ field: 'name', code: 'COMMA', message: 'comma' }],
        },
        { status: 400 },
      ),
    );
    const user = userEvent.setup();
    renderProducts('/product/single/7');

    expect(await screen.findByDisplayValue('Vestido Midi')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: '38', pressed: false })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'M', pressed: true })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Select all letter sizes' }));
    expect(screen.getByRole('button', { name: 'P', pressed: true })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '40', pressed: false })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Other size'), 'GG{Enter}');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ name: 'Vestido Midi', brandId: 4, modelingId: 5, sizes: ['M', 'P', 'G', 'GG'] });
    expect(sent[0]).not.toHaveProperty('brandName');
    expect(await screen.findByText('A name cannot be inserted with a comma')).toBeInTheDocument();
  });

  it('takes a name as long as the server allows and refuses one character more', async () => {
    const sent = captureBody('put', '/products/single/7', () => HttpResponse.json(stored));
    const user = userEvent.setup();
    renderProducts('/product/single/7');
    const name = await screen.findByDisplayValue('Vestido Midi');

    await user.clear(name);
    await user.click(name);
    await user.paste('V'.repeat(PRODUCT_NAME_MAX_LENGTH + 1));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(`Must be ${PRODUCT_NAME_MAX_LENGTH} characters or less`)).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    await user.type(name, '{Backspace}');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ name: 'V'.repeat(PRODUCT_NAME_MAX_LENGTH) });
  });

  it('opened from the list, edits the whole product once it arrives, never the list row', async () => {
    serveProducts([product(7, 'Vestido Midi (lista)')]);
    serveCounts();
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    let read = () => {};
    const asked = new Promise<void>((resolve) => (read = resolve));
    server.use(
      http.get(`${API}/products/single/7`, async () => {
        read();
        await answered;
        return HttpResponse.json(stored);
      }),
    );
    const user = userEvent.setup();
    renderProducts('/');

    await user.click(await screen.findByRole('link', { name: 'Vestido Midi (lista)' }));
    // While the whole product is on its way, the list row is not drawn as the product to edit.
    await asked;
    expect(screen.queryByDisplayValue('Vestido Midi (lista)')).not.toBeInTheDocument();
    answer();
    expect(await screen.findByDisplayValue('Vestido Midi')).toBeInTheDocument();
  });
  it('reopened, starts from the answer of this visit: no older copy is drawn to type into while it is read again', async () => {
    let reads = 0;
    let readAgain = () => {};
    const askedAgain = new Promise<void>((resolve) => (readAgain = resolve));
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get(`${API}/products/single/7`, async () => {
        reads += 1;
        if (reads === 1) return HttpResponse.json(stored);
        readAgain();
        await answered;
        // Changed meanwhile (in another tab, by a feed import): this visit's answer differs from the first.
        return HttpResponse.json({ ...stored, pluginActive: false });
      }),
    );
    const queryClient = new QueryClient();
    const editor = () => (
      <TestMemoryRouter initialEntries={['/product/single/7']}>
        <Admin
          dataProvider={dataProvider}
          queryClient={queryClient}
          i18nProvider={englishFormI18n(brandsMessages.en, modelingsMessages.en, productsMessages.en)}
          disableTelemetry
        >
          <Resource name="products" recordRepresentation="name" />
          <CustomRoutes>
            <Route path="/product/single/:id" element={<ProductEditorPage />} />
          </CustomRoutes>
        </Admin>
      </TestMemoryRouter>
    );
    const first = render(editor());
    expect(await screen.findByDisplayValue('Vestido Midi')).toBeInTheDocument();
    first.unmount();
    // Closed, the editor keeps no copy of the product.
    await waitFor(() => expect(queryClient.getQueryCache().findAll({ queryKey: ['products', 'getOne'] })).toEqual([]));

    render(editor());
    await askedAgain;
    expect(screen.queryByDisplayValue('Vestido Midi')).not.toBeInTheDocument();
    answer();
    const user = userEvent.setup();
    const name = await screen.findByDisplayValue('Vestido Midi');
    await user.type(name, ' longo');
    expect(screen.getByDisplayValue('Vestido Midi longo')).toBeInTheDocument();
    expect(reads).toBe(2);
  });
});
