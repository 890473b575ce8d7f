import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Admin, Resource, TestMemoryRouter } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { brandsMessages, errorsMessages } from './i18nAreas.js';
import { dataProvider } from '../../src/providers/dataProvider.js';
import { BrandList } from '../../src/resources/brands/BrandList.js';
import { API, captureBody } from './apiTestUtils.js';
import { authAs } from './authTestUtils.js';
import { i18nIn } from './i18nTestUtils.js';
import { server } from './mswServer.js';

function renderBrands(moderator: boolean) {
  render(
    <TestMemoryRouter initialEntries={['/brands']}>
      <Admin
        dataProvider={dataProvider}
        authProvider={authAs(moderator)}
        i18nProvider={i18nIn('en', brandsMessages.en, errorsMessages.en)}
        disableTelemetry
      >
        <Resource name="brands" list={BrandList} />
      </Admin>
    </TestMemoryRouter>,
  );
}

/** The list answers the links as they stand, so a refresh after the sync shows them. */
function serveBrands() {
  const brands = [
    {
      id: 1,
      name: 'Nike',
      sizeSystem: null,
      strongBrandId: null as number | null,
      strongBrandName: null as string | null,
    },
    { id: 2, name: 'Marca da Casa', sizeSystem: null, strongBrandId: null, strongBrandName: null },
  ];
  server.use(
    http.get(`${API}/brands`, () => HttpResponse.json({ data: brands, page: 0, size: 25, total: brands.length })),
  );
  return brands;
}

async function selectAll(user: ReturnType<typeof userEvent.setup>) {
  for (const name of ['Nike', 'Marca da Casa']) {
    await user.click(within((await screen.findAllByText(name))[0].closest('tr')!).getByRole('checkbox'));
  }
}

describe('brand sync with provider brands', () => {
  it('lets a store user link brands to provider brands of the same name, but not create provider brands', async () => {
    const brands = serveBrands();
    const linked = captureBody('post', '/brands/sync/associate-brand-with-strong-brand', () => {
      Object.assign(brands[0], { strongBrandId: 7, strongBrandName: 'Nike' });
      return HttpResponse.json({ linked: 1, notFound: [2] });
    });
    const user = userEvent.setup();
    renderBrands(false);

    await selectAll(user);
    await user.click(screen.getByRole('button', { name: 'Link to provider brands of the same name' }));

    await waitFor(() => expect(linked).toEqual([{ ids: [1, 2] }]));
    expect(
      await screen.findByText('Brands linked: 1. Without a provider brand of the same name: 1.'),
    ).toBeInTheDocument();
    // The refreshed list shows the new link next to the brand.
    await waitFor(() =>
      expect(within(screen.getAllByText('Nike')[0].closest('tr')!).getAllByText('Nike')).toHaveLength(2),
    );
    // By now the permissions have long arrived: the staff-only action is still not offered.
    await selectAll(user);
    expect(screen.getByRole('button', { name: 'Link to provider brands of the same name' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create provider brands' })).not.toBeInTheDocument();
  });

  it('lets a moderator create provider brands after confirming, and reports what happened', async () => {
    serveBrands();
    const created = captureBody('post', '/brands/sync/create-strong-brand', () =>
      HttpResponse.json({ created: 1, linked: 1, skipped: [{ id: 2, reason: 'ALREADY_LINKED' }] }),
    );
    const user = userEvent.setup();
    renderBrands(true);

    await selectAll(user);
    await user.click(await screen.findByRole('button', { name: 'Create provider brands' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText('Create provider brands named after the 2 selected brands and link them?'),
    ).toBeInTheDocument();
    expect(created).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    await waitFor(() => expect(created).toEqual([{ ids: [1, 2] }]));
    expect(await screen.findByText('Provider brands created: 1. Linked: 1. Skipped: 1.')).toBeInTheDocument();
  });

  it('lets a moderator create provider tables from the selected brands after confirming, and reports the outcome', async () => {
    serveBrands();
    const created = captureBody('post', '/strong/modelings/sync/brands', () =>
      HttpResponse.json({ created: 3, ids: [11, 12, 13], skippedWithoutStrongBrand: 1 }),
    );
    const user = userEvent.setup();
    renderBrands(true);

    await selectAll(user);
    await user.click(await screen.findByRole('button', { name: 'Create provider tables' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText('Create provider tables from the tables of the 2 selected brands?'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(created).toHaveLength(0);

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(await screen.findByRole('button', { name: 'Create provider tables' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(created).toEqual([{ ids: [1, 2] }]));
    expect(
      await screen.findByText('Provider tables created: 3. Without a linked provider brand: 1.'),
    ).toBeInTheDocument();
  });

  it('does not offer store users to create provider tables', async () => {
    serveBrands();
    const user = userEvent.setup();
    renderBrands(false);
    await selectAll(user);
    expect(await screen.findByRole('button', { name: 'Link to provider brands of the same name' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create provider tables' })).not.toBeInTheDocument();
  });
  it.each([
    [
      { created: 0, ids: [], skippedWithoutStrongBrand: 0 },
      'No provider table created: the selected brands have no store size table that is not already a provider table. Create size tables for these brands first.',
    ],
    [
      { created: 0, ids: [], skippedWithoutStrongBrand: 2 },
      'No provider table created: the size tables of these brands (2) belong to brands with no linked provider brand. Link the brands to a provider brand first.',
    ],
  ])('says in words why no provider table was created (%o)', async (answer, told) => {
    serveBrands();
    captureBody('post', '/strong/modelings/sync/brands', () => HttpResponse.json(answer));
    const user = userEvent.setup();
    renderBrands(true);

    await selectAll(user);
    await user.click(await screen.findByRole('button', { name: 'Create provider tables' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(told)).toBeInTheDocument();
  });
});
