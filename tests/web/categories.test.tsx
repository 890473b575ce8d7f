import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Admin, Resource, TestMemoryRouter } from 'react-admin';
import { beforeEach, describe, expect, it } from 'vitest';
import { categoriesMessages, errorsMessages, modelingsMessages, validationMessages } from './i18nAreas.js';
import { dataProvider } from '../../src/providers/dataProvider.js';
import { CategoryCreate } from '../../src/resources/categories/CategoryCreate.js';
import { CategoryEdit } from '../../src/resources/categories/CategoryEdit.js';
import { CategoryList } from '../../src/resources/categories/CategoryList.js';
import { API, captureBody } from './apiTestUtils.js';
import { i18nIn } from './i18nTestUtils.js';
import { server } from './mswServer.js';

// Stored names are Portuguese; the English interface must show the English translations.
const strongCategories = [
  {
    id: 1,
    name: 'Blusas',
    type: 'clothes',
    translations: { ptBR: 'Blusas', en: 'Tops' },
    subcategories: [
      { id: 11, name: 'Camisetas', translations: { en: 'T-shirts' } },
      { id: 12, name: 'Camisas', translations: { en: 'Shirts' } },
    ],
  },
  {
    id: 2,
    name: 'Calçados',
    type: 'shoe',
    translations: { en: 'Shoes' },
    subcategories: [{ id: 21, name: 'Tênis', translations: { en: 'Sneakers' } }],
  },
];

const categoryRows = [
  {
    id: 5,
    name: 'Camisetas',
    originalName: 'Camisetas Verão',
    type: 'clothes',
    clothesType: 'top',
    strongCategoryId: 1,
    strongCategoryName: 'Blusas',
    strongSubcategoryId: 11,
    strongSubcategoryName: 'Camisetas',
    sizeTailor: false,
  },
  {
    id: 6,
    name: 'Tênis',
    originalName: null,
    type: 'shoe',
    clothesType: null,
    strongCategoryId: null,
    strongCategoryName: null,
    strongSubcategoryId: null,
    strongSubcategoryName: null,
    sizeTailor: true,
  },
];

const i18nProvider = i18nIn(
  'en',
  categoriesMessages.en,
  modelingsMessages.en,
  validationMessages.en,
  errorsMessages.en,
);

function renderApp(path: string) {
  return render(
    <TestMemoryRouter initialEntries={[path]}>
      <Admin dataProvider={dataProvider} i18nProvider={i18nProvider} disableTelemetry>
        <Resource name="categories" list={CategoryList} edit={CategoryEdit} create={CategoryCreate} />
        <Resource name="strong-categories" />
      </Admin>
    </TestMemoryRouter>,
  );
}

function serveCategoryList() {
  const queries: URLSearchParams[] = [];
  server.use(
    http.get(`${API}/categories`, ({ request }) => {
      const params = new URL(request.url).searchParams;
      queries.push(params);
      const name = (params.get('name') ?? '').toLowerCase();
      const data = categoryRows.filter((c) => c.name.toLowerCase().includes(name));
      return HttpResponse.json({ data, page: 0, size: 25, total: data.length });
    }),
  );
  return queries;
}

const optionNames = async () => (await screen.findAllByRole('option')).map((o) => o.textContent);

async function choose(user: ReturnType<typeof userEvent.setup>, label: string, option: string, scope = document.body) {
  await user.click(within(scope).getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

beforeEach(() => {
  server.use(
    http.get(`${API}/strong/categories`, () =>
      HttpResponse.json({ data: strongCategories, page: 0, size: 100, total: strongCategories.length }),
    ),
  );
});

describe('categories screens', () => {
  it('lists categories with translated labels and searches them by name on the server', async () => {
    const queries = serveCategoryList();
    const user = userEvent.setup();
    renderApp('/categories');

    const row = (await screen.findByText('Camisetas Verão')).closest('tr')!;
    expect(within(row).getByText('Clothes and accessories')).toBeInTheDocument();
    expect(within(row).getByText('Top')).toBeInTheDocument();
    expect(await within(row).findByText('Tops › T-shirts')).toBeInTheDocument();
    expect(within(screen.getByText('Tênis').closest('tr')!).getByText('Shoes')).toBeInTheDocument();
    expect(queries[0].get('sort')).toBe('name,asc');

    await user.type(screen.getByPlaceholderText('Search'), 'tên');
    await waitFor(() => expect(screen.queryByText('Camisetas Verão')).not.toBeInTheDocument(), { timeout: 3000 });
    expect(queries.at(-1)?.get('name')).toBe('tên');
  });

  it('refuses a name with a comma', async () => {
    const posted = captureBody('post', '/categories/', () => HttpResponse.json({}, { status: 500 }));
    const user = userEvent.setup();
    renderApp('/categories/create');

    await user.type(await screen.findByLabelText(/^Name/), 'A,b');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('A name cannot be inserted with a comma')).toBeInTheDocument();
    expect(posted).toHaveLength(0);
  });

  it('creates a category with its provider subcategory, texts trimmed', async () => {
    serveCategoryList();
    const posted = captureBody('post', '/categories/', (body) =>
      HttpResponse.json({ id: 9, ...body }, { status: 201 }),
    );
    const user = userEvent.setup();
    renderApp('/categories/create');

    await user.click(await screen.findByLabelText(/^Name/));
    await user.paste(' Saias ');
    await user.click(screen.getByLabelText('Original store name'));
    await user.paste('Saia ');
    await choose(user, 'Provider category', 'Tops');
    await choose(user, 'Provider subcategory', 'Shirts');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(posted).toEqual([
        {
          name: 'Saias',
          originalName: 'Saia',
          type: 'clothes',
          clothesType: null,
          strongCategoryId: 1,
          strongSubcategoryId: 12,
          sizeTailor: false,
        },
      ]),
    );
  });

  it('offers only the subcategories of the chosen provider category and drops one left from another', async () => {
    server.use(http.get(`${API}/categories/single/5`, () => HttpResponse.json(categoryRows[0])));
    const sent = captureBody('put', '/categories/single/5', (body) => HttpResponse.json({ id: 5, ...body }));
    const user = userEvent.setup();
    renderApp('/categories/5');

    const subcategory = await screen.findByRole('combobox', { name: 'Provider subcategory' });
    await waitFor(() => expect(subcategory).toHaveTextContent('T-shirts'));
    await user.click(subcategory);
    expect(await optionNames()).toEqual(['None', 'T-shirts', 'Shirts']);
    await user.keyboard('{Escape}');

    await choose(user, 'Provider category', 'Shoes');
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Provider subcategory' })).not.toHaveTextContent('T-shirts'),
    );
    await user.click(screen.getByRole('combobox', { name: 'Provider subcategory' }));
    expect(await optionNames()).toEqual(['None', 'Sneakers']);
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ strongCategoryId: 2, strongSubcategoryId: null });
  });

  it('links the selected categories to a provider category and subcategory in one call', async () => {
    serveCategoryList();
    const patched = captureBody('patch', '/categories/', (body) => HttpResponse.json({ ids: body.ids }));
    const user = userEvent.setup();
    renderApp('/categories');

    for (const name of ['Camisetas Verão', 'Tênis']) {
      await user.click(within((await screen.findByText(name)).closest('tr')!).getByRole('checkbox'));
    }
    await user.click(screen.getByRole('button', { name: 'Link provider category' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Change 2 categories')).toBeInTheDocument();
    await choose(user, 'Provider category', 'Shoes', dialog);
    await choose(user, 'Provider subcategory', 'Sneakers', dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));

    await waitFor(() =>
      expect(patched).toEqual([{ ids: [5, 6], changes: { strongCategoryId: 2, strongSubcategoryId: 21 } }]),
    );
    expect(await screen.findByText('2 categories updated')).toBeInTheDocument();
  });
});
