import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { AdminContext, memoryStore, Notification, TestMemoryRouter } from 'react-admin';
import { describe, expect, it } from 'vitest';
import type { StaffAccount } from '../../contract/accounts';
import { StaffAccountsPage } from '../../src/custom/staff-accounts/StaffAccountsPage';
import { dataProvider } from '../../src/providers/dataProvider';
import { API, captureBody } from './apiTestUtils';
import { accountsMessages, errorsMessages, shellMessages, storeUsersMessages, validationMessages } from './i18nAreas';
import { i18nIn } from './i18nTestUtils';
import { server } from './mswServer';
import { signedInAs } from './shellTestUtils';

const ME: StaffAccount = {
  id: 1,
  name: 'Ana',
  email: 'ana@provador.test',
  role: 'administrator',
  state: 'active',
  lastSignInAt: null,
};
const MOD: StaffAccount = {
  id: 2,
  name: 'Mo',
  email: 'mo@provador.test',
  role: 'moderator',
  state: 'active',
  lastSignInAt: null,
};

function serveStaff(initial: StaffAccount[]) {
  let accounts = [...initial];
  server.use(
    http.get(`${API}/users/staff`, () =>
      HttpResponse.json({ data: accounts, page: 0, size: accounts.length, total: accounts.length }),
    ),
  );
  const invited = captureBody<{ email: string; name: string; role: StaffAccount['role'] }>(
    'post',
    '/users/staff',
    (body) => {
      const account = { id: 10, ...body, state: 'invited' as const, lastSignInAt: null };
      accounts = [...accounts, account];
      return HttpResponse.json(account, { status: 201 });
    },
  );
  const disabled = captureBody<{ disabled: boolean }>('put', '/users/single/2/disabled', ({ disabled: off }) => {
    accounts = accounts.map((a) =>
      a.id === 2 ? { ...a, state: off ? ('disabled' as const) : ('active' as const) } : a,
    );
    return new HttpResponse(null, { status: 204 });
  });
  return { invited, disabled };
}

function renderPage() {
  const texts = [shellMessages, errorsMessages, validationMessages, storeUsersMessages, accountsMessages];
  render(
    <TestMemoryRouter initialEntries={['/staff-accounts']}>
      <AdminContext
        dataProvider={dataProvider}
        authProvider={signedInAs('administrator')}
        i18nProvider={i18nIn('en', ...texts.map((area) => area.en))}
        store={memoryStore()}
      >
        <StaffAccountsPage />
        <Notification />
      </AdminContext>
    </TestMemoryRouter>,
  );
}

const table = () => screen.findByRole('table', { name: 'Staff' });

describe('staff accounts screen', () => {
  it('lists the staff; the own account has no disable button', async () => {
    serveStaff([ME, MOD]);
    renderPage();
    const rows = within(await table()).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual([
      'NameE-mailRoleStateLast sign-inActions',
      'Anaana@provador.testAdministratorActiveNever',
      'Momo@provador.testModeratorActiveNever',
    ]);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: "Disable mo@provador.test's account" })).toBeVisible(),
    );
    expect(screen.queryByRole('button', { name: "Disable ana@provador.test's account" })).toBeNull();
  });

  it('invites a staff member with a role, in the interface language', async () => {
    const { invited } = serveStaff([ME]);
    renderPage();
    await table();
    await userEvent.click(screen.getByRole('button', { name: 'Invite a staff member' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText(/^E-mail/), 'nova@provador.test');
    await userEvent.type(within(dialog).getByLabelText(/^Name/), 'Nova');
    await userEvent.click(within(dialog).getByRole('combobox'));
    await userEvent.click(await screen.findByRole('option', { name: 'Administrator' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Invitation sent to nova@provador.test.')).toBeInTheDocument();
    expect(invited).toEqual([{ email: 'nova@provador.test', name: 'Nova', role: 'administrator', language: 'en' }]);
    expect(await within(await table()).findByText('nova@provador.test')).toBeInTheDocument();
  });

  it('disables an account only after confirming', async () => {
    const { disabled } = serveStaff([ME, MOD]);
    renderPage();
    await table();
    await userEvent.click(await screen.findByRole('button', { name: "Disable mo@provador.test's account" }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('mo@provador.test will no longer be able to sign in');
    await userEvent.click(within(dialog).getByRole('button', { name: /confirm/i }));
    expect(await screen.findByText("mo@provador.test's account is disabled.")).toBeInTheDocument();
    expect(disabled).toEqual([{ disabled: true }]);
    expect(await screen.findByRole('button', { name: "Enable mo@provador.test's account again" })).toBeInTheDocument();
  });
});
