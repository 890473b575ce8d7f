import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Admin, Resource, TestMemoryRouter } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { STOREFRONT_LANGUAGES } from '../../domain/storefrontLanguages.js';
import { dataProvider } from '../../src/providers/dataProvider.js';
import { StrongCategoryCreate, StrongCategoryEdit } from '../../src/resources/strong-categories/StrongCategoryForm.js';
import { StrongCategoryList } from '../../src/resources/strong-categories/StrongCategoryList.js';
import { errorsMessages, strongCategoriesMessages, validationMessages } from './i18nAreas.js';
import { API, captureBody } from './apiTestUtils.js';
import { i18nIn } from './i18nTestUtils.js';
import { server } from './mswServer.js';

const TOTAL = STOREFRONT_LANGUAGES.length;
const tops = {
  id: 7,
  name: 'Tops',
  type: 'clothes',
  translations: { pt: 'Blusas', fr: 'Hauts' },
  subcategories: [{ id: 70, name: 'T-shirts', translations: { pt: 'Camisetas' } }],
};
const shoes = { id: 8, name: 'Footwear', type: 'shoe', translations: {}, subcategories: [] };

function renderApp(path: string, locale: 'en' | 'fr' = 'en') {
  const i18nProvider = i18nIn(
    locale,
    strongCategoriesMessages[locale],
    validationMessages[locale],
    errorsMessages[locale],
  );
  server.use(
    http.get(`${API}/strong/categories`, () => HttpResponse.json({ data: [tops, shoes], page: 0, size: 25, total: 2 })),
    http.get(`${API}/strong/categories/single/7`, () => HttpResponse.json(tops)),
  );
  return render(
    <TestMemoryRouter initialEntries={[path]}>
      <Admin dataProvider={dataProvider} i18nProvider={i18nProvider} disableTelemetry>
        <Resource
          name="strong-categories"
          list={StrongCategoryList}
          edit={StrongCategoryEdit}
          create={StrongCategoryCreate}
          recordRepresentation="name"
        />
      </Admin>
    </TestMemoryRouter>,
  );
}

const translationsSection = () => screen.getByRole('region', { name: 'Name in each storefront language' });

// Every storefront language is a text input: rendering and typing take long in the test DOM on a busy machine.
describe('provider categories screens', { timeout: 90_000 }, () => {
  it('lists categories with their type, subcategory count and missing translations, and opens one by its row', async () => {
    const user = userEvent.setup();
    renderApp('/strong-categories');
    const row = (await screen.findByText('Tops')).closest('tr')!;
    expect(within(row).getByText('Clothes and accessories')).toBeInTheDocument();
    expect(within(row).getByText('1')).toBeInTheDocument();
    expect(within(row).getByText(String(TOTAL - 2))).toBeInTheDocument();
    expect(within(screen.getByText('Footwear').closest('tr')!).getByText(String(TOTAL))).toBeInTheDocument();
    await user.click(within(row).getByText('Clothes and accessories'));
    expect(await screen.findByDisplayValue('Tops')).toBeInTheDocument();
  });

  it('shows every storefront language by its name, the missing ones marked and counted, and a missing-only switch', async () => {
    const user = userEvent.setup();
    renderApp('/strong-categories/7');
    expect(await screen.findByDisplayValue('Hauts')).toBeInTheDocument();
    const section = translationsSection();
    expect(within(section).getByText(`${TOTAL - 2} of ${TOTAL} missing`)).toBeInTheDocument();
    const rows = within(section).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(TOTAL);
    const german = within(section).getByRole('textbox', { name: 'German (de)' });
    expect(german).toHaveValue('');
    expect(within(german.closest('tr')!).getByText('Missing')).toBeInTheDocument();
    const french = within(section).getByRole('textbox', { name: 'French (fr)' });
    expect(within(french.closest('tr')!).queryByText('Missing')).toBeNull();

    await user.click(within(section).getByLabelText('Show missing only'));
    expect(within(section).queryByRole('textbox', { name: 'French (fr)' })).toBeNull();
    expect(within(section).getAllByRole('row').slice(1)).toHaveLength(TOTAL - 2);
    await user.type(within(section).getByRole('textbox', { name: 'German (de)' }), 'Oberteile');
    expect(within(section).getByText(`${TOTAL - 3} of ${TOTAL} missing`)).toBeInTheDocument();
  });

  it('names the languages in the interface language', async () => {
    renderApp('/strong-categories/7', 'fr');
    expect(await screen.findByDisplayValue('Hauts')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'allemand (de)' })).toBeInTheDocument();
    expect(screen.getByText(`${TOTAL - 2} sur ${TOTAL} manquantes`)).toBeInTheDocument();
  });

  it('saves the edited translations trimmed, blank ones left out, with the subcategories and their ids', async () => {
    const put = captureBody('put', '/strong/categories/single/7', (body) => HttpResponse.json({ id: 7, ...body }));
    const user = userEvent.setup();
    renderApp('/strong-categories/7');
    const section = await waitFor(() => translationsSection());
    const french = within(section).getByRole('textbox', { name: 'French (fr)' });
    await user.clear(french);
    await user.type(within(section).getByRole('textbox', { name: 'Italian (it)' }), '  Top ');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    const subcategoryNames = screen.getAllByRole('textbox', { name: /^Subcategory name/ });
    await user.type(subcategoryNames[subcategoryNames.length - 1]!, 'Shirts');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(put).toEqual([
        {
          name: 'Tops',
          type: 'clothes',
          translations: { pt: 'Blusas', it: 'Top' },
          subcategories: [
            { id: 70, name: 'T-shirts', translations: { pt: 'Camisetas' } },
            { id: null, name: 'Shirts', translations: {} },
          ],
        },
      ]),
    );
  });

  it('creates one with a subcategory and its translations', async () => {
    const posted = captureBody('post', '/strong/categories', (body) =>
      HttpResponse.json({ id: 9, ...body }, { status: 201 }),
    );
    server.use(http.get(`${API}/strong/categories/single/9`, () => HttpResponse.json({ id: 9, ...posted[0] })));
    const user = userEvent.setup();
    renderApp('/strong-categories/create');
    await user.type(await screen.findByRole('textbox', { name: /^Name/ }), ' Dresses ');
    await user.type(within(translationsSection()).getByRole('textbox', { name: 'Portuguese (pt)' }), 'Vestidos');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await user.type(screen.getByRole('textbox', { name: /^Subcategory name/ }), 'Party');
    await user.click(screen.getByRole('button', { name: /Subcategory translations/ }));
    const subSection = screen.getByRole('region', { name: 'Subcategory translations' });
    await user.type(within(subSection).getByRole('textbox', { name: 'Spanish (es)' }), 'Fiesta');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(posted).toEqual([
        {
          name: 'Dresses',
          type: 'clothes',
          translations: { pt: 'Vestidos' },
          subcategories: [{ id: null, name: 'Party', translations: { es: 'Fiesta' } }],
        },
      ]),
    );
  });

  it('says why a delete is refused, with the counts, and keeps the category', async () => {
    let deletes = 0;
    server.use(
      http.delete(`${API}/strong/categories/single/7`, () => {
        deletes += 1;
        return HttpResponse.json(
          {
            statusCode: 409,
            code: 'STRONG_CATEGORY_LINKED',
            message: 'The provider category is linked to 1 product and 2 store categories and cannot be deleted.',
            details: [
              { field: 'products', code: 'LINKED_PRODUCTS', message: '-', params: { count: 1 } },
              { field: 'categories', code: 'LINKED_CATEGORIES', message: '-', params: { count: 2 } },
            ],
          },
          { status: 409 },
        );
      }),
    );
    const user = userEvent.setup();
    renderApp('/strong-categories/7');
    expect(await screen.findByDisplayValue('Tops')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    expect(
      await screen.findByText(
        'This provider category cannot be deleted while it is linked. It is linked to 1 product. It is linked to 2 store categories.',
      ),
    ).toBeInTheDocument();
    expect(deletes).toBe(1);
    expect(screen.getByDisplayValue('Tops')).toBeInTheDocument();
  });
});
