import { CssBaseline } from '@mui/material';
import { AdminContext, AuthCallback, AuthenticationError, CoreAdminUI, LoadingPage } from 'react-admin';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { AccessDenied } from './layout/access/AccessDenied';
import { LoginScreen } from './layout/access/LoginScreen';
import { CrashPage } from './layout/CrashPage';
import { appRoutes } from './custom/routes';
import { NotFoundPage } from './custom/not-found';
import { i18nProvider } from './i18n';
import { AppNotification } from './layout/AppNotification';
import { Layout } from './layout/Layout';
import { appStore } from './providers/appStore';
import { authProvider } from './providers/authProvider';
import { dataProvider } from './providers/dataProvider';
import { theme } from './theme';

// Lists keep their search, tab and selection in this browser, each store's apart (see appStore).
const store = appStore();

/**
 * react-admin's `<Admin>` made of its two halves, with every page given: `<Admin>` itself would also bring
 * the default layout, login page and English texts it falls back on, which the first visit would download
 * for nothing.
 */
function ProvadorAdmin() {
  return (
    <AdminContext
      dataProvider={dataProvider}
      store={store}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      theme={theme}
    >
      <CssBaseline enableColorScheme>
        <CoreAdminUI
          title="Provador"
          loginPage={LoginScreen}
          layout={Layout}
          loading={LoadingPage}
          error={CrashPage}
          catchAll={NotFoundPage}
          accessDenied={AccessDenied}
          authenticationError={AuthenticationError}
          authCallbackPage={AuthCallback}
          disableTelemetry
        >
          {/* The resources and screens of src/registry, each declared in its own folder's index.ts. */}
          {appRoutes}
        </CoreAdminUI>
        <AppNotification />
      </CssBaseline>
    </AdminContext>
  );
}

// The spec's addresses are real paths (/table/single/12), not react-admin's default #/ hash routes;
// the server answers every unknown path with the app. A data router, because warning before unsaved
// changes are lost needs navigation blocking.
const router = createBrowserRouter([{ path: '*', element: <ProvadorAdmin /> }]);

export function App() {
  return <RouterProvider router={router} />;
}
