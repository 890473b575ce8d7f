import { render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Admin, memoryStore, TestMemoryRouter, type AuthProvider, type DataProvider } from 'react-admin';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { NotFoundPage } from '../../src/custom/not-found';
import { appRoutes } from '../../src/custom/routes';
import { Layout } from '../../src/layout/Layout';
import { server } from './mswServer';
import { authProvider as appAuthProvider } from '../../src/providers/authProvider';
import { canAccess } from '../../src/providers/canAccess';
import { setIdentity, setSessionId } from '../../src/providers/session';
import { i18nProvider, PERMISSIONS, signedInAs } from './shellTestUtils';

// The login screen itself is tested on its own; here only where it appears matters.
vi.mock('../../src/layout/access/LoginScreen', () => ({ LoginScreen: () => <h1>Login screen</h1> }));
// Which screen opens matters here, not the screens themselves.
vi.mock('../../src/resources/products/list/ProductList', () => ({ ProductList: () => <h1>Product list</h1> }));
vi.mock('../../src/resources/modelings/ModelingList', () => ({ ModelingList: () => <h1>Table list</h1> }));
vi.mock('../../src/resources/orders/OrderList', () => ({ OrderList: () => <h1>Order list</h1> }));
vi.mock('../../src/custom/dashboard/DashboardPage', () => ({ DashboardPage: () => <h1>Dashboard page</h1> }));
vi.mock('../../src/resources/brands/BrandList', () => ({ BrandList: () => <p>Brand list</p> }));
vi.mock('../../src/resources/products/editor/ProductEditorPage', () => ({
  ProductEditorPage: () => <h1>Product editor</h1>,
}));

const dataProvider = {} as DataProvider;

beforeEach(() => {
  server.use(http.get('/api/v1/me/tenants', () => HttpResponse.json({ data: [], page: 0, size: 0, total: 0 })));
});

function renderApp(path: string, authProvider: AuthProvider) {
  let pathname = path;
  render(
    <TestMemoryRouter initialEntries={[path]} locationCallback={(l) => (pathname = l.pathname)}>
      <Admin
        dataProvider={dataProvider}
        authProvider={authProvider}
        i18nProvider={i18nProvider}
        layout={Layout}
        store={memoryStore()}
        catchAll={NotFoundPage}
        disableTelemetry
      >
        {appRoutes}
      </Admin>
    </TestMemoryRouter>,
  );
  return () => pathname;
}

const signedOut: AuthProvider = {
  ...signedInAs('store'),
  checkAuth: () => Promise.reject({ redirectTo: '/', message: false }),
};

describe('routes', () => {
  it('opens a store screen under its page title', async () => {
    renderApp('/orders', signedInAs('store'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Order list' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Provador · Loja Alfa · Orders'));
  });

  it('opens the provider categories for an administrator under their page title', async () => {
    renderApp('/strong-categories', signedInAs('administrator'));
    await waitFor(() => expect(document.title).toBe('Provador · Loja Alfa · Provider categories'));
  });

  it('refuses the health dashboard to a store user', async () => {
    renderApp('/dashboard', signedInAs('store'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Access denied' })).toBeInTheDocument();
  });

  it('opens the health dashboard for a moderator', async () => {
    renderApp('/dashboard', signedInAs('moderator'));
    await waitFor(() => expect(document.title).toBe('Provador · Loja Alfa · Health dashboard'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard page' })).toBeInTheDocument();
  });

  it('neither offers nor opens the screens of a feature the store does not have, and says it is not enabled', async () => {
    const permissions = { ...PERMISSIONS.store, features: ['FITTING_ROOM'] };
    renderApp('/orders', {
      ...signedInAs('store'),
      getPermissions: async () => permissions,
      canAccess: async ({ resource, action }) => canAccess({ permissions, resource, action }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Resource not enabled' })).toBeInTheDocument();
    expect(screen.getByText('This feature is not enabled for this store.', { exact: false })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Products' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Orders' })).not.toBeInTheDocument();
  });

  it('follows a feature turned off since sign-in: the menu drops its screen and the open one says it is not enabled', async () => {
    const me = {
      tenantId: 10,
      tenantName: 'Loja Alfa',
      tenantFeatures: ['FITTING_ROOM'],
      user: { id: 1, email: 'ana@loja.com', name: 'Ana', role: 'store' },
      moderatorUser: false,
      administratorUser: false,
    };
    server.use(http.get('/api/v1/me', () => HttpResponse.json(me)));
    setSessionId('s-1');
    // Kept since sign-in, when the store still had its order tracker.
    setIdentity({
      userId: 1,
      email: me.user.email,
      name: me.user.name,
      role: 'store',
      tenantId: 10,
      tenantName: me.tenantName,
      tenantFeatures: ['FITTING_ROOM', 'ORDER_TRACKING'],
      moderatorUser: false,
      administratorUser: false,
    });
    renderApp('/orders', appAuthProvider);
    expect(await screen.findByRole('heading', { level: 1, name: 'Resource not enabled' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Orders' })).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'Products' })).toBeInTheDocument();
  });

  it.each([
    ['/products', '/', 'Product list'],
    ['/products?filter=%7B%7D', '/', 'Product list'],
    ['/products/12', '/product/single/12', 'Product editor'],
    ['/modelings', '/table', 'Table list'],
  ])("leads react-admin's address %s to the screen at %s", async (path, landing, heading) => {
    const currentPath = renderApp(path, signedInAs('store'));
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(currentPath()).toBe(landing);
  });

  it.each(['/no-such-page', '/products/12/show/more', '/unknown-products/x', '/modelings/3/x', '/table/single/3/x'])(
    'says %s is not found',
    async (path) => {
      renderApp(path, signedInAs('store'));
      expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    },
  );

  it('sends a visitor without a session from any page to the login screen at /', async () => {
    const currentPath = renderApp('/brands', signedOut);
    expect(await screen.findByRole('heading', { name: 'Login screen' })).toBeInTheDocument();
    expect(currentPath()).toBe('/');
    expect(screen.queryByText('Brand list')).not.toBeInTheDocument();
  });
});
