import { render } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Admin, memoryStore, TestMemoryRouter, type DataProvider, type I18nProvider } from 'react-admin';
import type { Role } from '../../domain/enums';
import { NotFoundPage } from '../../src/custom/not-found';
import { appRoutes } from '../../src/custom/routes';
import { AccessDenied } from '../../src/layout/access/AccessDenied';
import { Layout } from '../../src/layout/Layout';
import { server } from './mswServer';
import { signedInAs } from './shellTestUtils';

/**
 * The whole app (its layout, routes from the registry, not-found and access-denied pages) at `path` for `role`,
 * with the calls its layout makes by itself answered: the user's stores (none) and the app's version and support.
 */
export function renderApp(
  path: string,
  role: Role,
  { dataProvider, i18nProvider }: { dataProvider: DataProvider; i18nProvider: I18nProvider },
) {
  server.use(
    http.get('/api/v1/me/tenants', () => HttpResponse.json({ data: [], page: 0, size: 0, total: 0 })),
    http.get('/api/v1/app-info', () => HttpResponse.json({ version: '1', supportEmail: 'ajuda@provador.com' })),
  );
  return render(
    <TestMemoryRouter initialEntries={[path]}>
      <Admin
        dataProvider={dataProvider}
        authProvider={signedInAs(role)}
        i18nProvider={i18nProvider}
        layout={Layout}
        store={memoryStore()}
        catchAll={NotFoundPage}
        accessDenied={AccessDenied}
        disableTelemetry
      >
        {appRoutes}
      </Admin>
    </TestMemoryRouter>,
  );
}
