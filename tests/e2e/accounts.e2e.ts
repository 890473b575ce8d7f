import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { latestPasswordLink } from '../mailOutbox.js';
import { api, apiSignIn, basic, createNewStoreUser, DEMO, DEMO_PASSWORD, FIRST_STORE, storeIdByName } from './api.js';
import { seriousViolations } from './axe.js';
import { useBrowserPage } from './browser.js';
import {
  acceptTerms,
  openLoginScreen,
  sessionIdOf,
  signIn,
  submitCredentials,
  termsDialogOf,
  waitForShell,
} from './session.js';
import { baseUrl, outboxDir } from './server.js';

const NEW_PASSWORD = 'provador de roupas 2026';

/** The set-password link last mailed to `email`, read from the server's outbox once it is there. */
async function mailedLink(email: string, after?: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      link = await latestPasswordLink(outboxDir, email);
      return link !== undefined && link !== after;
    })
    .toBe(true);
  return link!;
}

/** Opens a set-password link with no session, sets NEW_PASSWORD and goes on to the login screen. */
async function setPasswordFromLink(p: Page, link: string, email: string, heading: string): Promise<void> {
  await p.context().clearCookies();
  await p.evaluate(() => localStorage.clear());
  await p.goto(link);
  await p.getByRole('heading', { name: heading }).waitFor();
  await p.getByText(`Conta: ${email}`).waitFor();
  expect(await seriousViolations(p, 'set-password page')).toEqual([]);
  await p.getByLabel('Nova senha', { exact: true }).fill(NEW_PASSWORD);
  await p.getByLabel('Repita a nova senha', { exact: true }).fill(NEW_PASSWORD);
  await p.getByRole('button', { name: 'Salvar senha' }).click();
  await p.getByRole('status').waitFor();
  await p.getByRole('button', { name: 'Ir para a tela de acesso' }).click();
  await p.getByLabel(/^E-mail/).waitFor();
}

const signInStatus = async (email: string, password: string) =>
  (await fetch(`${baseUrl}/api/v1/me`, { headers: { authorization: basic(email, password) } })).status;

describe('accounts', () => {
  const page = useBrowserPage();

  it('a moderator invites an unknown e-mail from the users tab; the link sets a password, the terms come at the first sign-in', async () => {
    const p = page();
    const email = `convite-${randomUUID().slice(0, 8)}@loja.example`;
    await signIn(p, DEMO.moderator);
    const staff = await apiSignIn(DEMO.moderator);
    const first = await storeIdByName(staff, FIRST_STORE);
    await api(`/me/current-tenant/${first}`, { sessionId: await sessionIdOf(p), method: 'PUT' });
    await p.goto(new URL('/tenant-settings?tab=users', p.url()).toString());
    await p.getByRole('tab', { name: 'Usuários e permissões', selected: true }).waitFor();
    await p.getByRole('textbox', { name: 'E-mail' }).fill(email);
    await p.getByRole('textbox', { name: 'Nome' }).fill('Helena Prado');
    await p.getByRole('button', { name: 'Convidar', exact: true }).click();
    const row = p.getByRole('table', { name: 'Usuários da loja' }).getByRole('row').filter({ hasText: email });
    await row.getByText('Convidado').waitFor();
    expect(await seriousViolations(p, 'users tab')).toEqual([]);

    const link = await mailedLink(email);
    await setPasswordFromLink(p, link, email, 'Bem-vindo ao Provador: crie sua senha');
    // The link works once.
    await p.goto(link);
    await p.getByText('Este link não é válido ou já foi usado. Peça um novo.').waitFor();

    // The first sign-in asks for the terms of use, as for any new account.
    await openLoginScreen(p);
    await submitCredentials(p, email, NEW_PASSWORD);
    await termsDialogOf(p).waitFor();
    await acceptTerms(p);
    await p.getByRole('button', { name: 'Entrar' }).click();
    await waitForShell(p);
    const me = await api<{ tenantName: string; user: { name: string } }>('/me', { sessionId: await sessionIdOf(p) });
    expect(me).toMatchObject({ tenantName: FIRST_STORE, user: { name: 'Helena Prado' } });
    const users = await api<{ data: { email: string; state: string }[] }>('/tenants/users', { sessionId: staff });
    expect(users.data.find((u) => u.email === email)?.state).toBe('active');
    // Sign-in, invitation, link and terms in one test: more than the default minute on a busy machine.
  }, 240_000);

  it('a forgotten password is reset from the login page through the mailed link', async () => {
    const p = page();
    const email = await createNewStoreUser('esqueci');
    await openLoginScreen(p);
    await p.getByRole('button', { name: 'Esqueceu a senha?' }).click();
    const dialog = p.getByRole('dialog', { name: 'Redefinir senha' });
    await dialog.waitFor();
    expect(await seriousViolations(p, 'forgot-password dialog', '.MuiDialog-root')).toEqual([]);
    await dialog.getByLabel(/^E-mail/).fill(email);
    await dialog.getByRole('button', { name: 'Enviar link' }).click();
    await dialog.getByText(`Se houver uma conta para ${email}, um link foi enviado.`, { exact: false }).waitFor();

    const link = await mailedLink(email);
    await setPasswordFromLink(p, link, email, 'Escolha uma nova senha');
    expect(await signInStatus(email, DEMO_PASSWORD)).toBe(401);
    await signIn(p, email, NEW_PASSWORD);
    const me = await api<{ user: { email: string } }>('/me', { sessionId: await sessionIdOf(p) });
    expect(me.user.email).toBe(email);
  }, 240_000);

  it('an administrator invites a moderator from the staff screen; the moderator sets a password and signs in as staff', async () => {
    const p = page();
    const email = `equipe-${randomUUID().slice(0, 8)}@provador.test`;
    await signIn(p, DEMO.admin);
    await p.locator('nav').getByRole('link', { name: 'Equipe', exact: true }).click();
    await p.waitForURL((url) => url.pathname === '/staff-accounts');
    await p.getByRole('table', { name: 'Equipe' }).waitFor();
    await p.getByRole('button', { name: 'Convidar membro da equipe' }).click();
    const dialog = p.getByRole('dialog');
    await dialog.getByLabel(/^E-mail/).fill(email);
    await dialog.getByLabel(/^Nome/).fill('Íris Costa');
    expect(await seriousViolations(p, 'invite staff dialog', '.MuiDialog-root')).toEqual([]);
    await dialog.getByRole('button', { name: 'Enviar convite' }).click();
    const row = p.getByRole('table', { name: 'Equipe' }).getByRole('row').filter({ hasText: email });
    await row.getByText('Convidado').waitFor();
    expect(await row.textContent()).toContain('Moderador');
    expect(await seriousViolations(p, 'staff screen')).toEqual([]);

    const link = await mailedLink(email);
    await setPasswordFromLink(p, link, email, 'Bem-vindo ao Provador: crie sua senha');
    await signIn(p, email, NEW_PASSWORD);
    const me = await api<{ moderatorUser: boolean; administratorUser: boolean }>('/me', {
      sessionId: await sessionIdOf(p),
    });
    expect(me).toMatchObject({ moderatorUser: true, administratorUser: false });
    // A moderator sees no staff screen: making staff is for administrators.
    await p.locator('nav a[href="/dashboard"]').waitFor();
    expect(await p.locator('nav a[href="/staff-accounts"]').count()).toBe(0);
  }, 240_000);
});
