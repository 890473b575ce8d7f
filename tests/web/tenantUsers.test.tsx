import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Person } from '../../contract/tenantUsers';
import { storeUsersMessages } from './i18nAreas';
import { API, captureBody } from './apiTestUtils';
import { server } from './mswServer';
import { renderStoreSettings } from './storeSettingsTestUtils';

const ANA: Person = { id: 7, name: 'Ana', email: 'ana@alfa.example' };
const BRUNO: Person = { id: 8, name: 'Bruno', email: 'bruno@alfa.example' };

/** A server keeping the store's users in memory, as the API does. */
function serveUsers(initial: Person[], known: Person[] = []) {
  let members = [...initial];
  server.use(
    http.get(`${API}/tenants/users`, () =>
      HttpResponse.json({ data: members, page: 0, size: members.length, total: members.length }),
    ),
    http.delete(`${API}/tenants/users/single/:id`, ({ params }) => {
      members = members.filter((m) => String(m.id) !== params.id);
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return captureBody<{ username: string }>('post', '/tenants/users', ({ username }) => {
    const user = known.find((k) => k.email === username);
    if (!user) {
      return HttpResponse.json({ statusCode: 404, code: 'USER_NOT_FOUND', message: 'x' }, { status: 404 });
    }
    if (members.some((m) => m.id === user.id)) {
      return HttpResponse.json({ statusCode: 409, code: 'ALREADY_MEMBER', message: 'x' }, { status: 409 });
    }
    members = [...members, user];
    return HttpResponse.json(user, { status: 201 });
  });
}

function renderTab(locale: 'en' | 'ptBR' = 'en') {
  renderStoreSettings('users', locale, storeUsersMessages);
}

const table = () => screen.findByRole('table', { name: "The store's users" });

describe('store settings: users and permissions tab', () => {
  it("lists the store's users in their tab", async () => {
    serveUsers([ANA, BRUNO]);
    renderTab();
    expect(screen.getByRole('tab', { name: 'Users and permissions' })).toHaveAttribute('aria-selected', 'true');
    const rows = within(await table()).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual([
      'NameE-mailActions',
      'Anaana@alfa.example',
      'Brunobruno@alfa.example',
    ]);
  });

  it('says when the store has no users', async () => {
    serveUsers([]);
    renderTab('ptBR');
    expect(await screen.findByText('Esta loja ainda não tem usuários.')).toBeInTheDocument();
  });

  it('shows an error when the users cannot be read', async () => {
    server.use(
      http.get(`${API}/tenants/users`, () =>
        HttpResponse.json({ statusCode: 403, code: 'FORBIDDEN', message: 'x' }, { status: 403 }),
      ),
    );
    renderTab();
    expect(await screen.findByRole('alert')).toHaveTextContent('You are not allowed to do this.');
  });

  it('adds an existing account by e-mail and lists it; an unknown or duplicate e-mail says why', async () => {
    const sent = serveUsers([ANA], [ANA, BRUNO]);
    renderTab();
    await table();
    const email = screen.getByRole('textbox', { name: 'E-mail' });
    const add = screen.getByRole('button', { name: 'Add user' });

    await userEvent.type(email, 'not-an-email');
    await userEvent.click(add);
    expect(await screen.findByText('Enter an e-mail.')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await userEvent.clear(email);
    await userEvent.type(email, 'nobody@alfa.example');
    await userEvent.click(add);
    expect(await screen.findAllByText(/No user has this e-mail/)).not.toHaveLength(0);

    await userEvent.clear(email);
    await userEvent.type(email, 'ana@alfa.example');
    await userEvent.click(add);
    expect(await screen.findAllByText('This user already reaches this store.')).not.toHaveLength(0);

    await userEvent.clear(email);
    await userEvent.type(email, 'bruno@alfa.example{Enter}');
    await waitFor(async () => expect(within(await table()).getAllByRole('row')).toHaveLength(3));
    expect(sent.map((b) => b.username)).toEqual(['nobody@alfa.example', 'ana@alfa.example', 'bruno@alfa.example']);
    expect(email).toHaveValue('');
  });

  it('detaches a user only after confirming', async () => {
    serveUsers([ANA, BRUNO]);
    renderTab();
    await table();
    await userEvent.click(screen.getByRole('button', { name: 'Detach ana@alfa.example from the store' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('ana@alfa.example will no longer reach this store.');
    await userEvent.click(within(dialog).getByRole('button', { name: /cancel/i }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(await table()).getAllByRole('row')).toHaveLength(3);

    await userEvent.click(screen.getByRole('button', { name: 'Detach ana@alfa.example from the store' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: /confirm/i }));
    await waitFor(async () => expect(within(await table()).queryByText('ana@alfa.example')).toBeNull());
    expect(within(await table()).getByText('bruno@alfa.example')).toBeInTheDocument();
  });
});
