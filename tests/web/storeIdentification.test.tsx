import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TenantDetails, TenantDetailsBody } from '../../contract/tenants';
import { TENANT_OPTIONS } from '../../contract/tenants';
import type { Locale } from '../../src/i18n/messages/types';
import { storeSettingsMessages } from './i18nAreas';
import { API, captureBody } from './apiTestUtils';
import { server } from './mswServer';
import { renderStoreSettings, serveStoreDetails } from './storeSettingsTestUtils';

const DETAILS: TenantDetails = {
  tenantId: 10,
  version: 3,
  createdAt: '2026-11-01T10:00:00.000Z',
  active: true,
  name: 'Loja Alfa',
  domain: 'alfa.example',
  subdomains: ['m.alfa.example'],
  tenantLogoUrl: null,
  country: 'BR',
  currency: 'BRL',
  language: 'ptBR',
  sizeSystem: 'BR',
  plan: 'FREE',
  status: 'TRIAL',
  type: 'TECH_TOUCH',
  tenantProfile: 'OWN',
  segment: 'KIDS',
  tenantOperation: 'BRAZIL',
  monitored: false,
  monitoredReturns: false,
  multipleCurrencies: false,
  reportCountries: ['PT'],
  forceHttps: false,
  memorizeSizes: true,
  vfrVersion: 'V4',
  features: [],
  gtmCode: null,
  addToCartSelector: null,
  shoppingTracking: false,
  appIntegration: false,
  customerRulesObservation: null,
  coverageDetails: {
    responsibleId: null,
    responsibleName: null,
    reviewStatus: null,
    coveredCategories: ['CLOTHES'],
    coveredIntegrations: [],
    ecommercePlatform: 'VTEX',
    typeModeling: null,
    observation: null,
  },
  productIntegration: 'MANUAL_INTEGRATION',
  productIntegrationXmlLink: null,
  feedRSS: true,
  automaticallyImportSize: true,
  httpLinkBehavior: 'KEEP',
  linkReturnsFile: null,
};

const STAFF = [
  { id: 5, name: 'Marta Lima', email: 'marta@provador.example' },
  { id: 6, name: '', email: 'joao@provador.example' },
];

function serveStore() {
  serveStoreDetails(DETAILS);
  server.use(
    http.get(`${API}/tenants/details/options`, () => HttpResponse.json(TENANT_OPTIONS)),
    http.get(`${API}/tenants/responsible`, () => HttpResponse.json({ data: STAFF })),
  );
}

function renderPage(locale: Locale = 'en') {
  renderStoreSettings(null, locale, storeSettingsMessages);
}

beforeAll(() => import('../../src/custom/tenant-settings/identification/IdentificationTab'));
const SLOW = 40000;

describe('store settings, identification tab', () => {
  it(
    "opens on the identification tab with the store's fields, country names from Intl",
    async () => {
      serveStore();
      renderPage();
      expect(await screen.findByRole('tab', { name: 'Identification', selected: true })).toBeInTheDocument();
      expect(await screen.findByLabelText(/^Name/)).toHaveValue('Loja Alfa');
      expect(screen.getByLabelText(/^Country/)).toHaveValue('Brazil');
      expect(screen.getByDisplayValue('m.alfa.example')).toBeInTheDocument();
      expect(screen.getByText('Portugal')).toBeInTheDocument();
      expect(screen.getByLabelText('Clothes')).toBeChecked();
      expect(screen.getByRole('button', { name: 'Download XML' })).toBeInTheDocument();
    },
    SLOW,
  );

  it.each([
    ['ptBR', 'Brasil', 'Infantil'],
    ['es', 'Brasil', 'Infantil'],
    ['fr', 'Brésil', 'Enfant'],
  ] as const)(
    'names the options in %s',
    async (locale, country, segment) => {
      serveStore();
      renderPage(locale);
      await waitFor(() => expect(screen.getByDisplayValue(country)).toBeInTheDocument(), { timeout: 10000 });
      expect(screen.getByText(segment)).toBeInTheDocument();
    },
    SLOW,
  );

  it(
    'saves the fields with the version read, subdomains as a list',
    async () => {
      serveStore();
      const saves = captureBody<TenantDetailsBody>('put', '/tenants/details', (body) =>
        HttpResponse.json({ ...DETAILS, ...body, version: 4 }),
      );
      const user = userEvent.setup();
      renderPage();
      const name = await screen.findByLabelText(/^Name/);
      await user.clear(name);
      await user.type(name, 'Loja Alfa Kids');
      await user.click(screen.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(saves).toHaveLength(1));
      expect(saves[0]).toMatchObject({
        version: 3,
        name: 'Loja Alfa Kids',
        subdomains: ['m.alfa.example'],
        reportCountries: ['PT'],
        coverageDetails: { coveredCategories: ['CLOTHES'], ecommercePlatform: 'VTEX' },
      });
      expect(await screen.findByText('Store settings saved')).toBeInTheDocument();
    },
    SLOW,
  );

  it(
    'picks the responsible among the staff and saves its id; a refusal shows its reason beside the picker',
    async () => {
      serveStore();
      let answer = 400;
      const saves = captureBody<TenantDetailsBody>('put', '/tenants/details', () =>
        answer === 400
          ? HttpResponse.json(
              {
                statusCode: 400,
                code: 'VALIDATION',
                message: 'bad',
                details: [{ field: 'coverageDetails.responsibleId', code: 'NOT_STAFF', message: 'x' }],
              },
              { status: 400 },
            )
          : HttpResponse.json({
              ...DETAILS,
              version: 4,
              coverageDetails: { ...DETAILS.coverageDetails, responsibleId: 6, responsibleName: 'joao' },
            }),
      );
      const user = userEvent.setup();
      renderPage();
      const picker = await screen.findByRole('combobox', { name: 'Responsible' });
      await user.click(picker);
      await user.click(await screen.findByRole('option', { name: 'Marta Lima' }));
      await user.click(screen.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(saves).toHaveLength(1));
      expect(saves[0].coverageDetails).toMatchObject({ responsibleId: 5 });
      expect(
        (await screen.findAllByText('Responsible: choose a moderator or an administrator.')).length,
      ).toBeGreaterThan(0);

      answer = 200;
      await user.clear(picker);
      await user.type(picker, 'joao');
      await user.click(await screen.findByRole('option', { name: 'joao@provador.example' }));
      await user.click(screen.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(saves).toHaveLength(2));
      expect(saves[1].coverageDetails).toMatchObject({ responsibleId: 6 });
      expect(await screen.findByText('Store settings saved')).toBeInTheDocument();
    },
    SLOW,
  );

  it(
    'shows a stale save as changed by someone else, with the fields, and reloads',
    async () => {
      serveStore();
      server.use(
        http.put(`${API}/tenants/details`, () =>
          HttpResponse.json(
            {
              statusCode: 409,
              code: 'STALE_VERSION',
              message: 'stale',
              details: [
                { field: 'plan', code: 'CHANGED', message: 'x' },
                { field: 'coverageDetails.reviewStatus', code: 'CHANGED', message: 'x' },
              ],
              current: { ...DETAILS, version: 4, plan: 'GG' },
            },
            { status: 409 },
          ),
        ),
      );
      const user = userEvent.setup();
      renderPage();
      const name = await screen.findByLabelText(/^Name/);
      await user.type(name, ' 2');
      await user.click(screen.getByRole('button', { name: 'Save' }));
      const title = await screen.findByText('Changed by someone else');
      const alert = title.closest('[role="alert"]') as HTMLElement;
      expect(alert).toHaveTextContent('Fields changed: Plan, Review status');
      serveStoreDetails({ ...DETAILS, version: 4, plan: 'GG' });
      await user.click(within(alert).getByRole('button', { name: 'Reload' }));
      await waitFor(() => expect(screen.queryByText('Changed by someone else')).toBeNull());
      expect(await screen.findByLabelText(/^Name/)).toHaveValue('Loja Alfa');
    },
    SLOW,
  );
});
