import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { api, apiSignIn, DEMO, FIRST_STORE, SECOND_STORE, storeIdByName } from './api.js';
import { useBrowserPage } from './browser.js';
import { openLoginScreen, sessionIdOf, signIn } from './session.js';

describe('store users', () => {
  const page = useBrowserPage();

  it('a moderator adds an existing account to a store from the users tab; that user signs in to that store only', async () => {
    const p = page();
    const email = `e2e-${randomUUID().slice(0, 8)}@loja.example`;
    const password = 'senha-e2e-123';
    const staff = await apiSignIn(DEMO.moderator);
    await api('/users', { sessionId: staff, method: 'POST', body: { email, password, name: 'Clara' }, expect: 201 });

    await signIn(p, DEMO.moderator);
    // The moderator works in the second store: switch the browser's session there, then open its settings.
    const second = await storeIdByName(staff, SECOND_STORE);
    await api(`/me/current-tenant/${second}`, { sessionId: await sessionIdOf(p), method: 'PUT' });
    await p.goto(new URL('/tenant-settings?tab=users', p.url()).toString());
    await p.getByRole('tab', { name: 'Usuários e permissões', selected: true }).waitFor();
    await p.getByRole('textbox', { name: 'E-mail' }).fill(email);
    await p.getByRole('button', { name: 'Convidar', exact: true }).click();
    const row = p.getByRole('table', { name: 'Usuários da loja' }).getByRole('row').filter({ hasText: email });
    await row.waitFor();
    expect(await row.textContent()).toContain('Clara');

    // The account signs in (accepting the terms) and lands in that store, the only one it may reach.
    await p.context().clearCookies();
    await p.evaluate(() => localStorage.clear());
    await openLoginScreen(p);
    await signIn(p, email, password);
    await p.getByText(SECOND_STORE).first().waitFor();
    expect(await p.getByText(FIRST_STORE).count()).toBe(0);
    const session = await sessionIdOf(p);
    const me = await api<{ tenantName: string }>('/me', { sessionId: session });
    expect(me.tenantName).toBe(SECOND_STORE);
    const stores = await api<{ data: { name: string }[] }>('/me/tenants', { sessionId: session });
    expect(stores.data.map((s) => s.name)).toEqual([SECOND_STORE]);
    // Two sign-ins and the terms in one test: more than the default minute on a busy machine.
  }, 240_000);
});
