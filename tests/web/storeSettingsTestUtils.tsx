import { render } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { AdminContext, memoryStore, Notification, TestMemoryRouter } from 'react-admin';
import { TenantSettingsPage } from '../../src/custom/tenant-settings/TenantSettingsPage';
import type { Locale } from '../../src/i18n/messages/types';
import { dataProvider } from '../../src/providers/dataProvider';
import { API } from './apiTestUtils';
import {
  accountsMessages,
  errorsMessages,
  implantationMessages,
  integrationMessages,
  shellMessages,
  storeSettingsMessages,
  storeUsersMessages,
  tableHistoryMessages,
  validationMessages,
  type AreaMessages,
} from './i18nAreas';
import { i18nIn } from './i18nTestUtils';
import { server } from './mswServer';
import { signedInAs } from './shellTestUtils';

/** Answers the store's settings (GET /tenants/details) with `details`, as the page reads them on opening. */
export function serveStoreDetails(details: object): void {
  server.use(http.get(`${API}/tenants/details`, () => HttpResponse.json(details)));
}

/**
 * The store settings page open on `tab` (its first tab when null), for a moderator, in `locale`: the texts
 * of the shell, errors, field rules and every tab of the page (their labels show whichever tab is open), then `areas`.
 * Returns the page's query client, whose state a test may wait on.
 */
export function renderStoreSettings(tab: string | null, locale: Locale, ...areas: AreaMessages[]): QueryClient {
  const queryClient = new QueryClient();
  const texts = [
    shellMessages,
    errorsMessages,
    validationMessages,
    storeSettingsMessages,
    storeUsersMessages,
    accountsMessages,
    integrationMessages,
    implantationMessages,
    tableHistoryMessages,
    ...areas,
  ];
  render(
    <TestMemoryRouter initialEntries={[tab ? `/tenant-settings?tab=${tab}` : '/tenant-settings']}>
      <AdminContext
        dataProvider={dataProvider}
        authProvider={signedInAs('moderator')}
        i18nProvider={i18nIn(locale, ...texts.map((area) => area[locale]))}
        store={memoryStore()}
        queryClient={queryClient}
      >
        <TenantSettingsPage />
        <Notification />
      </AdminContext>
    </TestMemoryRouter>,
  );
  return queryClient;
}
