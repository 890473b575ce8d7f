import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TenantDetailsBody } from '../../contract/tenants';
import type { Locale } from '../../src/i18n/messages/types';
import { API, captureBody } from './apiTestUtils';
import { server } from './mswServer';
import { renderStoreSettings, serveStoreDetails } from './storeSettingsTestUtils';
import { DETAILS, serveStoreOptions } from './tenantDetailsFixture';

function serveStore() {
  serveStoreDetails(DETAILS);
  serveStoreOptions();
}

function renderPage(locale: Locale = 'en') {
  return renderStoreSettings(null, locale);
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
    'asks before creating a store drops a changed field; kept editing, the field stays',
    async () => {
      serveStore();
      const user = userEvent.setup();
      renderPage();
      const name = await screen.findByLabelText(/^Name/);
      await user.type(name, ' Kids');
      await user.click(screen.getByRole('button', { name: 'Create store' }));
      const question = await screen.findByRole('dialog', { name: 'Unsaved changes' });
      expect(question).toHaveTextContent('Switching store reloads the screen and discards your unsaved changes.');
      await user.click(within(question).getByRole('button', { name: 'Keep editing' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(name).toHaveValue('Loja Alfa Kids');

      await user.click(screen.getByRole('button', { name: 'Create store' }));
      await user.click(await screen.findByRole('button', { name: 'Switch without saving' }));
      expect(await screen.findByRole('dialog', { name: 'New store' })).toBeInTheDocument();
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
    'says why the settings could not be read and reads them again when asked; a later failed read keeps the form',
    async () => {
      let fail = true;
      server.use(
        http.get(`${API}/tenants/details`, () =>
          fail
            ? HttpResponse.json({ statusCode: 503, code: 'DATABASE_UNAVAILABLE', message: 'x' }, { status: 503 })
            : HttpResponse.json(DETAILS),
        ),
        http.get(`${API}/tenants/users`, () => HttpResponse.json({ data: [], page: 0, size: 0, total: 0 })),
      );
      serveStoreOptions();
      const user = userEvent.setup();
      const queries = renderPage();
      const alert = (await screen.findByText('The store settings could not be read.')).closest('[role="alert"]');
      fail = false;
      await user.click(within(alert as HTMLElement).getByRole('button', { name: 'Try again' }));
      expect(await screen.findByLabelText(/^Name/)).toHaveValue('Loja Alfa');

      // Back on the tab, its settings are read again; that read failing leaves the loaded form on screen.
      fail = true;
      await user.click(screen.getByRole('tab', { name: 'Users and permissions' }));
      await screen.findByText('This store has no users yet.');
      await user.click(screen.getByRole('tab', { name: 'Identification' }));
      const name = await screen.findByLabelText(/^Name/);
      await waitFor(() => expect(queries.getQueryState(['tenants', 'getTenantDetails'])?.status).toBe('error'));
      await user.type(name, ' 2');
      expect(screen.getByLabelText(/^Name/)).toHaveValue('Loja Alfa 2');
      expect(screen.queryByText('The store settings could not be read.')).toBeNull();
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
