import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { TenantUser } from '../../contract/tenantUsers';
import { API, captureBody } from './apiTestUtils';
import { server } from './mswServer';
import { renderStoreSettings } from './storeSettingsTestUtils';

const ANA: TenantUser = {
  id: 7,
  name: 'Ana',
  email: 'ana@alfa.example',
  state: 'active',
  lastSignInAt: '2026-03-01T12:30:00.000Z',
};
const BRUNO: TenantUser = { id: 8, name: 'Bruno', email: 'bruno@alfa.example', state: 'active', lastSignInAt: null };
const CARLA: TenantUser = { id: 9, name: 'Carla', email: 'carla@alfa.example', state: 'invited', lastSignInAt: null };

/** A server keeping the store's users in memory, as the API does: unknown e-mails are invited. */
function serveUsers(initial: TenantUser[], known: TenantUser[] = []) {
  let members = [...initial];
  const calls: string[] = [];
  server.use(
    http.get(`${API}/tenants/users`, () =>
      HttpResponse.json({ data: members, page: 0, size: members.length, total: members.length }),
    ),
    http.delete(`${API}/tenants/users/single/:id`, ({ params }) => {
      calls.push(`DELETE ${params.id}`);
      members = members.filter((m) => String(m.id) !== params.id);
      return new HttpResponse(null, { status: 204 });
    }),
    http.post(`${API}/tenants/users/single/:id/invitation`, ({ params }) => {
      calls.push(`RESEND ${params.id}`);
      return new HttpResponse(null, { status: 204 });
    }),
    http.delete(`${API}/tenants/users/single/:id/invitation`, ({ params }) => {
      calls.push(`WITHDRAW ${params.id}`);
      members = members.filter((m) => String(m.id) !== params.id);
      return new HttpResponse(null, { status: 204 });
    }),
  );
  const sent = captureBody<{ username: string; name?: string; role?: string }>(
    'post',
    '/tenants/users',
    ({ username, name }) => {
      if (members.some((m) => m.email === username)) {
        return HttpResponse.json({ statusCode: 409, code: 'ALREADY_MEMBER', message: 'x' }, { status: 409 });
      }
      const user = known.find((k) => k.email === username) ?? {
        id: 100 + members.length,
        name: name ?? '',
        email: username,
        state: 'invited' as const,
        lastSignInAt: null,
      };
      members = [...members, user];
      return HttpResponse.json(user, { status: 201 });
    },
  );
  return { sent, calls };
}

function renderTab(locale: 'en' | 'ptBR' = 'en') {
  renderStoreSettings('users', locale);
}

const table = () => screen.findByRole('table', { name: "The store's users" });
const rowOf = async (email: string) =>
  within(await table())
    .getByText(email)
    .closest('tr')!;

describe('store settings: users and permissions tab', () => {
  it("lists the store's users with their state and last sign-in", async () => {
    serveUsers([ANA, BRUNO, CARLA]);
    renderTab();
    expect(screen.getByRole('tab', { name: 'Users and permissions' })).toHaveAttribute('aria-selected', 'true');
    const rows = within(await table()).getAllByRole('row');
    expect(rows[0]!.textContent).toBe('NameE-mailStateLast sign-inActions');
    const signedIn = new Intl.DateTimeFormat('en', { dateStyle: 'short', timeStyle: 'short' });
    expect(rows[1]!.textContent).toBe(`Anaana@alfa.exampleActive${signedIn.format(new Date(ANA.lastSignInAt!))}`);
    expect(rows[2]!.textContent).toBe('Brunobruno@alfa.exampleActiveNever');
    expect(rows[3]!.textContent).toBe('Carlacarla@alfa.exampleInvitedNever');
    // A moderator does not disable accounts: that is for administrators.
    expect(screen.queryByRole('button', { name: /Disable/ })).toBeNull();
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

  it('invites an unknown e-mail with its name and the store role; a known account is attached', async () => {
    const { sent } = serveUsers([ANA], [BRUNO]);
    renderTab();
    await table();
    const email = screen.getByRole('textbox', { name: /^E-mail/ });
    const name = screen.getByRole('textbox', { name: 'Name' });
    const invite = screen.getByRole('button', { name: 'Invite' });

    await userEvent.type(email, 'not-an-email');
    await userEvent.click(invite);
    expect(await screen.findByText('Enter an e-mail.')).toBeInTheDocument();
    await userEvent.clear(email);
    await userEvent.type(email, 'dora@alfa.example');
    await userEvent.type(name, 'Dora, D.');
    await userEvent.click(invite);
    expect(await screen.findByText('A name cannot be inserted with a comma')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await userEvent.clear(name);
    await userEvent.type(name, 'Dora');
    await userEvent.click(invite);
    expect(await screen.findByText('Invitation sent to dora@alfa.example.')).toBeInTheDocument();
    expect(sent).toEqual([{ username: 'dora@alfa.example', name: 'Dora', role: 'store' }]);
    expect(await rowOf('dora@alfa.example')).toHaveTextContent('Invited');
    expect(email).toHaveValue('');

    await userEvent.type(email, 'bruno@alfa.example{Enter}');
    expect(await screen.findByText('bruno@alfa.example now reaches this store.')).toBeInTheDocument();

    await userEvent.type(email, 'ana@alfa.example{Enter}');
    expect(await screen.findAllByText('This user already reaches this store.')).not.toHaveLength(0);
  });

  it('re-sends an invitation at once and withdraws it only after confirming', async () => {
    const { calls } = serveUsers([ANA, CARLA]);
    renderTab();
    await table();
    // An active account has no invitation to re-send.
    expect(screen.queryByRole('button', { name: 'Send the invitation to ana@alfa.example again' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Send the invitation to carla@alfa.example again' }));
    expect(await screen.findByText('Invitation sent again to carla@alfa.example.')).toBeInTheDocument();
    expect(calls).toEqual(['RESEND 9']);

    await userEvent.click(screen.getByRole('button', { name: 'Withdraw the invitation of carla@alfa.example' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('The link sent to carla@alfa.example stops working');
    await userEvent.click(within(dialog).getByRole('button', { name: /confirm/i }));
    await waitFor(async () => expect(within(await table()).queryByText('carla@alfa.example')).toBeNull());
    expect(calls).toEqual(['RESEND 9', 'WITHDRAW 9']);
  });

  it('detaches a user only after confirming', async () => {
    const { calls } = serveUsers([ANA, BRUNO]);
    renderTab();
    await table();
    await userEvent.click(screen.getByRole('button', { name: 'Detach ana@alfa.example from the store' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('ana@alfa.example will no longer reach this store.');
    await userEvent.click(within(dialog).getByRole('button', { name: /cancel/i }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Detach ana@alfa.example from the store' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: /confirm/i }));
    await waitFor(async () => expect(within(await table()).queryByText('ana@alfa.example')).toBeNull());
    expect(within(await table()).getByText('bruno@alfa.example')).toBeInTheDocument();
    expect(calls).toEqual(['DELETE 7']);
  });
});
