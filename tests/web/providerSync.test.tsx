import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Admin, CustomRoutes, Resource, TestMemoryRouter } from 'react-admin';
import { Route } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ProviderSyncJob } from '../../contract/providerSync.js';
import type { Locale } from '../../src/i18n/messages/types.js';
import {
  brandsMessages,
  errorsMessages,
  modelingsMessages,
  providerSyncMessages,
  shellMessages,
  strongTablesMessages,
} from './i18nAreas.js';
import { dataProvider } from '../../src/providers/dataProvider.js';
import { StrongModelingList } from '../../src/resources/strong-modelings/StrongModelingList.js';
import { API } from './apiTestUtils.js';
import { authAs } from './authTestUtils.js';
import { i18nIn } from './i18nTestUtils.js';
import { server } from './mswServer.js';

const job = (over: Partial<ProviderSyncJob>): ProviderSyncJob => ({
  id: 1,
  kind: 'create_tables',
  sizeSystem: 'US',
  status: 'running',
  progress: { storesDone: 0, storesTotal: 0 },
  result: { created: 0, skippedWithoutStrongBrand: 0, linked: 0, unmatched: 0 },
  failure: null,
  authorName: 'Ana Moderadora',
  createdAt: '2026-11-20T10:00:00.000Z',
  finishedAt: null,
  ...over,
});

let jobs: ProviderSyncJob[];
let posts: string[];

beforeEach(() => {
  jobs = [];
  posts = [];
  server.use(
    http.get(`${API}/strong/modelings`, () => HttpResponse.json({ data: [], page: 0, size: 25, total: 0 })),
    http.get(`${API}/strong/modelings/sync/jobs`, () => HttpResponse.json({ data: jobs })),
    http.post(`${API}/strong/modelings/sync/create-strong-modeling`, ({ request }) => {
      const url = new URL(request.url);
      posts.push(`${url.pathname}?${url.searchParams.get('sizeSystem')}`);
      jobs = [job({ sizeSystem: url.searchParams.get('sizeSystem'), progress: { storesDone: 1, storesTotal: 3 } })];
      return HttpResponse.json(jobs[0], { status: 202 });
    }),
    http.post(`${API}/strong/modelings/sync`, ({ request }) => {
      posts.push(new URL(request.url).pathname);
      jobs = [job({ id: 2, kind: 'link_products', sizeSystem: null, status: 'waiting' })];
      return HttpResponse.json(jobs[0], { status: 202 });
    }),
  );
});

function renderList(locale: Locale = 'en') {
  render(
    <TestMemoryRouter initialEntries={['/strong-table']}>
      <Admin
        dataProvider={dataProvider}
        authProvider={authAs(true)}
        i18nProvider={i18nIn(
          locale,
          shellMessages[locale],
          errorsMessages[locale],
          modelingsMessages[locale],
          strongTablesMessages[locale],
          brandsMessages[locale],
          providerSyncMessages[locale],
        )}
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

/** Opens the dialog from the empty list (a fresh install has no provider table yet: `empty` says so). */
async function openSync(name: string, empty: string) {
  const user = userEvent.setup();
  await screen.findByText(empty);
  await user.click(await screen.findByRole('button', { name }));
  return { user, dialog: await screen.findByRole('dialog') };
}

describe("the provider tables' syncs with the stores", () => {
  it('creates tables from the size system chosen, follows the job store by store, then says what it did', async () => {
    renderList();
    const { user, dialog } = await openSync('Sync', 'No provider tables yet.');
    expect(within(dialog).getAllByText('Not run yet.')).toHaveLength(2);
    await user.click(within(dialog).getByRole('combobox', { name: 'Size system' }));
    await user.click(await screen.findByRole('option', { name: 'US' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create tables' }));
    expect(await within(dialog).findByText('Running: store 1 of 3.')).toBeInTheDocument();
    expect(posts).toEqual(['/api/v1/strong/modelings/sync/create-strong-modeling?US']);
    expect(within(dialog).getByRole('progressbar', { name: 'Job progress' })).toHaveAttribute('aria-valuenow', '33');
    expect(within(dialog).getByRole('button', { name: 'Create tables' })).toBeDisabled();

    jobs = [
      job({
        sizeSystem: 'US',
        status: 'finished',
        progress: { storesDone: 3, storesTotal: 3 },
        result: { created: 4, skippedWithoutStrongBrand: 2, linked: 0, unmatched: 0 },
        finishedAt: '2026-11-20T10:05:00.000Z',
      }),
    ];
    expect(
      await within(dialog).findByText(
        '4 provider table(s) created; 2 store table(s) skipped because their brand links to no provider brand.',
        {},
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByText(/^Finished on .* \(asked by Ana Moderadora\)\.$/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Create tables' })).toBeEnabled();
  });

  it('links all products again only after confirmation, and words the result in the interface language', async () => {
    jobs = [
      job({
        id: 2,
        kind: 'link_products',
        sizeSystem: null,
        status: 'finished',
        progress: { storesDone: 2, storesTotal: 2 },
        result: { created: 0, skippedWithoutStrongBrand: 0, linked: 5, unmatched: 1 },
        finishedAt: '2026-11-19T10:05:00.000Z',
      }),
    ];
    renderList('ptBR');
    const { user, dialog } = await openSync('Sincronizar', 'Ainda não há tabelas do provedor.');
    expect(
      await within(dialog).findByText(
        '5 produto(s) mudaram de tabela do provedor; 1 produto(s) com vínculo não encontram nenhuma tabela.',
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Vincular produtos' }));
    // react-admin's own texts are English in these tests.
    const confirm = await screen.findByRole('dialog', { name: 'Vincular de novo os produtos de todas as lojas?' });
    expect(posts).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText('Na fila, pedido por Ana Moderadora.')).toBeInTheDocument();
    expect(posts).toEqual(['/api/v1/strong/modelings/sync']);
  });

  it('says so when the jobs cannot be read', async () => {
    server.use(http.get(`${API}/strong/modelings/sync/jobs`, () => HttpResponse.json({}, { status: 500 })));
    renderList('es');
    const { dialog } = await openSync('Sincronizar', 'Todavía no hay tablas del proveedor.');
    expect(await within(dialog).findByText('No se pudieron leer las tareas de sincronización.')).toBeInTheDocument();
  });
});
