import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Admin, CustomRoutes, TestMemoryRouter } from 'react-admin';
import { Route } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DashboardAnswer, DashboardRow } from '../../contract/dashboard';
import { DashboardPage } from '../../src/custom/dashboard/DashboardPage';
import { FILTERS_STORAGE_KEY } from '../../src/custom/dashboard/dashboardFilters';
import { dataProvider } from '../../src/providers/dataProvider';
import { API } from './apiTestUtils';
import type { Locale } from '../../src/i18n/messages/types';
import {
  dashboardMessages,
  errorsMessages,
  implantationMessages,
  integrationMessages,
  shellMessages,
  storeSettingsMessages,
} from './i18nAreas';
import { i18nIn } from './i18nTestUtils';
import { server } from './mswServer';
import { captureBody } from './apiTestUtils';
import { DETAILS, serveStoreOptions } from './tenantDetailsFixture';
import type { TenantDetailsBody } from '../../contract/tenants';

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;

const SLOW = { timeout: 5000 };
/** The tests that open several popovers take long on a loaded machine. */
const LONG = 60000;
const off = { state: 'disabled', value: null } as const;
const row = (id: number, name: string, extra: Partial<DashboardRow> = {}): DashboardRow => ({
  id,
  name,
  domain: `${name.toLowerCase()}.example`,
  status: 'ACTIVE',
  plan: 'M',
  coverage: { state: 'working', value: 80 },
  pending: { state: 'error', value: 3 },
  xml: { state: 'noData', value: null },
  plugin: off,
  orderTracker: off,
  analytics: off,
  usageRate: off,
  ...extra,
});

const answer = (data: DashboardRow[]): DashboardAnswer => ({
  data,
  page: 0,
  size: 25,
  total: data.length,
  hasMore: false,
  period: 'daily',
  overview: {
    activeStores: 12,
    recommendations: 3456,
    fittingRoomUsage: 25,
    sizeChartUsage: null,
    activeProducts: 900,
    pendingProducts: 7,
  },
  responsibles: [{ id: 5, name: 'Marta' }],
  refreshedAt: '2026-11-25T10:00:00.000Z',
});

/** A store's details as GET /dashboard/analytical/general/{id} answers them. */
const general = {
  id: 2,
  name: 'Beta',
  domain: 'beta.example',
  status: 'ACTIVE',
  plan: 'M',
  type: 'TECH_TOUCH',
  operation: 'BRAZIL',
  profile: 'OWN',
  segment: 'KIDS',
  defaultSizeSystem: 'BR',
  productIntegration: 'INTEGRATION_WITH_XML',
  platform: null,
  vfrVersion: 'V4',
  features: ['ORDER_TRACKING'],
  responsibleName: 'Marta',
  feedUrl: 'https://beta.example/feed.xml',
  lastFeed: null,
  rules: {},
  trackingCode: 'abc123',
  gtmCode: null,
  products: { inactive: 1, pending: 2, alert: 3, covered: 4 },
};

let requests: URLSearchParams[];

function renderPage(locale: Locale = 'en') {
  const i18n = i18nIn(
    locale,
    shellMessages[locale],
    errorsMessages[locale],
    dashboardMessages[locale],
    storeSettingsMessages[locale],
    implantationMessages[locale],
    integrationMessages[locale],
  );
  render(
    <TestMemoryRouter initialEntries={['/dashboard']}>
      <Admin dataProvider={dataProvider} i18nProvider={i18n} disableTelemetry>
        <CustomRoutes>
          <Route path="/dashboard" element={<DashboardPage />} />
        </CustomRoutes>
      </Admin>
    </TestMemoryRouter>,
  );
}

const last = () => requests.at(-1)!;

describe('health dashboard page', () => {
  beforeEach(() => {
    localStorage.removeItem(FILTERS_STORAGE_KEY);
    requests = [];
    server.use(
      http.get(`${API}/dashboard`, ({ request }) => {
        const params = new URL(request.url).searchParams;
        requests.push(params);
        const rows = [row(1, 'Alfa'), row(2, 'Beta', { coverage: { state: 'error', value: 10 } })];
        return HttpResponse.json(answer(params.get('status') === 'CHURN' ? [] : rows));
      }),
    );
  });
  afterEach(() => localStorage.removeItem(FILTERS_STORAGE_KEY));

  it('shows the overview cards, the legend of the four states and each indicator state', async () => {
    renderPage();
    expect(await screen.findByText('Alfa', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('Active stores').nextSibling).toHaveTextContent('12');
    expect(screen.getByText('Recommendations').nextSibling).toHaveTextContent('3,456');
    expect(screen.getByText('Fitting-room usage').nextSibling).toHaveTextContent('25%');
    expect(screen.getByText('Size-chart usage').nextSibling).toHaveTextContent('—');
    const legend = screen.getByRole('region', { name: 'Legend' });
    for (const text of ['Disabled', 'Existing without data', 'Working', 'Existing with error']) {
      expect(within(legend).getByText(text)).toBeInTheDocument();
    }
    const alfa = screen.getByText('Alfa').closest('tr')!;
    expect(within(alfa).getByRole('img', { name: 'Working' })).toBeInTheDocument();
    expect(within(alfa).getByText('80%')).toBeInTheDocument();
    expect(within(alfa).getAllByRole('img', { name: 'Disabled' })).toHaveLength(4);
    expect(last().get('period')).toBe('daily');
  });

  it(
    'cycles a column ascending, descending, then no ordering; another column starts ascending',
    async () => {
      const user = userEvent.setup();
      renderPage();
      await screen.findByText('Alfa', {}, SLOW);
      const header = () => screen.getByRole('button', { name: 'Coverage' });
      await user.click(header());
      await waitFor(() => expect(last().get('sortField')).toBe('coverage'));
      expect(last().get('sortOrder')).toBe('ASC');
      await user.click(header());
      await waitFor(() => expect(last().get('sortOrder')).toBe('DESC'));
      await user.click(header());
      await waitFor(() => expect(last().has('sortField')).toBe(false));
      await user.click(header());
      await user.click(screen.getByRole('button', { name: 'Usage rate' }));
      await waitFor(() => expect(last().get('sortField')).toBe('usageRate'));
      expect(last().get('sortOrder')).toBe('ASC');
    },
    LONG,
  );

  it(
    'applies a filter from its popover, keeps it in the browser, and clears it',
    async () => {
      const user = userEvent.setup();
      renderPage();
      await screen.findByText('Alfa', {}, SLOW);
      await user.click(screen.getByRole('button', { name: 'Status' }));
      const popover = await screen.findByRole('dialog', { name: 'Status' });
      await user.click(within(popover).getByLabelText('Churn'));
      await user.click(within(popover).getByLabelText('Active'));
      await user.click(within(popover).getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(last().getAll('status')).toEqual(['CHURN', 'ACTIVE']));
      expect(JSON.parse(localStorage.getItem(FILTERS_STORAGE_KEY)!)).toEqual({ status: ['CHURN', 'ACTIVE'] });

      await user.click(screen.getByRole('button', { name: 'Order tracker' }));
      const tracker = await screen.findByRole('dialog', { name: 'Order tracker' });
      await user.click(within(tracker).getByLabelText('Active'));
      await user.click(within(tracker).getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(last().get('orderTracker')).toBe('active'));

      await user.click(screen.getByRole('button', { name: 'Responsible' }));
      const responsible = await screen.findByRole('dialog', { name: 'Responsible' });
      await user.click(within(responsible).getByLabelText('Marta'));
      await user.click(within(responsible).getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(last().getAll('responsible')).toEqual(['5']));

      await user.click(screen.getByRole('button', { name: 'Status' }));
      await user.click(
        within(await screen.findByRole('dialog', { name: 'Status' })).getByRole('button', { name: 'Clear' }),
      );
      await waitFor(() => expect(last().has('status')).toBe(false));
      expect(JSON.parse(localStorage.getItem(FILTERS_STORAGE_KEY)!)).toEqual({
        orderTracker: 'active',
        responsible: [5],
      });
    },
    LONG,
  );

  it(
    "names every filter's options as the store settings do, here in French",
    async () => {
      const user = userEvent.setup();
      renderPage('fr');
      await screen.findByText('Alfa', {}, SLOW);
      const choose = async (filter: string, option: string) => {
        await user.click(screen.getByRole('button', { name: filter }));
        const popover = await screen.findByRole('dialog', { name: filter });
        await user.click(within(popover).getByLabelText(option));
        await user.click(within(popover).getByRole('button', { name: 'Enregistrer' }));
      };
      await choose('Statut', 'Résiliée');
      await waitFor(() => expect(last().getAll('status')).toEqual(['CHURN']));
      await choose('Fonctionnalités', 'Suivi des commandes');
      await waitFor(() => expect(last().getAll('features')).toEqual(['ORDER_TRACKING']));
      await choose('Version de la cabine', 'Version 4');
      await waitFor(() => expect(last().getAll('vfrVersion')).toEqual(['V4']));
      await choose('Intégration des produits', 'Intégration manuelle');
      await waitFor(() => expect(last().getAll('productIntegration')).toEqual(['MANUAL_INTEGRATION']));
      await user.click(screen.getByRole('button', { name: 'Offre' }));
      const plans = await screen.findByRole('dialog', { name: 'Offre' });
      for (const name of ['Gratuit', 'PP', 'Nuvem Shop Light'])
        expect(within(plans).getByLabelText(name)).toBeInTheDocument();
      expect(within(plans).queryByLabelText('FREE')).not.toBeInTheDocument();
    },
    LONG,
  );

  it('starts from the filters saved in the browser and says when no store matches', async () => {
    localStorage.setItem(FILTERS_STORAGE_KEY, JSON.stringify({ status: ['CHURN'], unknown: 1 }));
    renderPage();
    expect(await screen.findByText('No store found with these filters', {}, SLOW)).toBeInTheDocument();
    expect(last().getAll('status')).toEqual(['CHURN']);
    expect(last().has('unknown')).toBe(false);
  });

  it("opens a store's details: domain, feed, tracking code", async () => {
    server.use(
      http.get(`${API}/dashboard/analytical/general/2`, () => HttpResponse.json(general)),
      http.get(`${API}/dashboard/analytical/details/2`, () =>
        HttpResponse.json({
          id: 2,
          days: 30,
          series: [
            {
              day: '2026-11-25',
              recommendations: 1,
              orders: 2,
              fittingRoomOrders: 1,
              fittingRoomOpened: 3,
              sizeChartViewed: 0,
            },
          ],
        }),
      ),
    );
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Beta' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Store details: Beta' }, SLOW);
    expect(within(dialog).getByText('beta.example')).toBeInTheDocument();
    expect(within(dialog).getByText('https://beta.example/feed.xml')).toBeInTheDocument();
    expect(within(dialog).getByText('abc123')).toBeInTheDocument();
    expect(within(dialog).getByText('Order tracking')).toBeInTheDocument();
    expect(within(dialog).getByText('Products: 4 covered, 3 with alert, 2 pending, 1 inactive')).toBeInTheDocument();
    expect(await within(dialog).findByText('Last 30 days')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Store details: Beta' })).not.toBeInTheDocument());
  });

  it(
    "edits another store's settings from its details, without switching to it",
    async () => {
      const saves = captureBody<TenantDetailsBody>('put', '/tenants/single/2', (body) =>
        HttpResponse.json({ ...DETAILS, ...body, tenantId: 2, version: 8 }),
      );
      let switched = false;
      server.use(
        http.get(`${API}/dashboard/analytical/general/2`, () => HttpResponse.json(general)),
        http.get(`${API}/dashboard/analytical/details/2`, () => HttpResponse.json({ id: 2, days: 30, series: [] })),
        http.get(`${API}/tenants/single/2`, () =>
          HttpResponse.json({ ...DETAILS, tenantId: 2, name: 'Beta', version: 7 }),
        ),
        http.put(`${API}/me/current-tenant/:id`, () => {
          switched = true;
          return HttpResponse.json({});
        }),
      );
      serveStoreOptions();
      const user = userEvent.setup();
      renderPage();
      await user.click(await screen.findByRole('button', { name: 'Beta' }, SLOW));
      const details = await screen.findByRole('dialog', { name: 'Store details: Beta' }, SLOW);
      // No day of figures yet: the screen expects some, and says none were found.
      expect(await within(details).findByText('No data found', {}, SLOW)).toBeInTheDocument();
      await user.click(within(details).getByRole('button', { name: 'Edit store' }));
      const edit = await screen.findByRole('dialog', { name: 'Edit store Beta' }, SLOW);
      const name = await within(edit).findByLabelText(/^Name/, {}, SLOW);
      expect(name).toHaveValue('Beta');
      await user.tripleClick(name);
      await user.paste('Beta Kids');
      await user.click(within(edit).getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(saves).toHaveLength(1));
      expect(saves[0]).toMatchObject({ version: 7, name: 'Beta Kids' });
      expect(await screen.findByText('Store settings saved')).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit store Beta' })).not.toBeInTheDocument());
      expect(switched).toBe(false);
    },
    LONG,
  );
});
