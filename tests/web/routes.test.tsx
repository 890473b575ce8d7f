import { render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Admin, memoryStore, Resource, TestMemoryRouter, type AuthProvider, type DataProvider } from 'react-admin';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { customRoutes } from '../../src/custom/routes';
import { Layout } from '../../src/layout/Layout';
import { server } from './mswServer';
import { i18nProvider, signedInAs } from './shellTestUtils';

// The login screen itself is tested on its own; here only where it appears matters.
vi.mock('../../src/custom/access/LoginScreen', () => ({ LoginScreen: () => <h1>Login screen</h1> }));

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
        disableTelemetry
      >
        <Resource name="brands" list={() => <p>Brand list</p>} />
        {customRoutes}
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
  it('shows a screen still being built as such, with the page title', async () => {
    renderApp('/orders', signedInAs('store'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Under construction' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Provador · Loja Alfa · Orders'));
  });

  it('refuses the health dashboard to a store user', async () => {
    renderApp('/dashboard', signedInAs('store'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Access denied' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Under construction' })).not.toBeInTheDocument();
  });

  it('opens the health dashboard for a moderator', async () => {
    renderApp('/dashboard', signedInAs('moderator'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Under construction' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Provador · Loja Alfa · Health dashboard'));
  });

  it('sends a visitor without a session from any page to the login screen at /', async () => {
    const currentPath = renderApp('/brands', signedOut);
    expect(await screen.findByRole('heading', { name: 'Login screen' })).toBeInTheDocument();
    expect(currentPath()).toBe('/');
    expect(screen.queryByText('Brand list')).not.toBeInTheDocument();
  });
});
