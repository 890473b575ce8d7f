import { render } from '@testing-library/react';
import { Admin, memoryStore, TestMemoryRouter, type DataProvider, type I18nProvider } from 'react-admin';
import type { Role } from '../../domain/enums';
import { NotFoundPage } from '../../src/custom/not-found';
import { appRoutes } from '../../src/custom/routes';
import { AccessDenied } from '../../src/layout/access/AccessDenied';
import { Layout } from '../../src/layout/Layout';
import { signedInAs } from './shellTestUtils';

/** The whole app (its layout, routes from the registry, not-found and access-denied pages) at `path` for `role`. */
export function renderApp(
  path: string,
  role: Role,
  { dataProvider, i18nProvider }: { dataProvider: DataProvider; i18nProvider: I18nProvider },
) {
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
