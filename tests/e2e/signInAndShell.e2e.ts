import { describe, expect, it } from 'vitest';
import { api, basic, createNewStoreUser, DEMO, DEMO_PASSWORD, FIRST_STORE } from './api.js';
import { useBrowserPage } from './browser.js';
import {
  openLoginScreen,
  scrollTermsToEnd,
  shellOf,
  signIn,
  submitCredentials,
  termsDialogOf,
  waitForShell,
} from './session.js';
import { baseUrl } from './server.js';

const STORE_MENU = [
  'Produtos',
  'Tabela de medidas',
  'Marcas',
  'Categorias',
  'Pedidos',
  'Relatórios',
  'Produtos desconhecidos',
];

describe('signing in', () => {
  const page = useBrowserPage();

  it('asks a new user to read and accept the terms, then opens the store screens', async () => {
    const email = await createNewStoreUser('first-sign-in');
    const p = page();
    await openLoginScreen(p);
    await submitCredentials(p, email);

    const dialog = termsDialogOf(p);
    await dialog.waitFor();
    const checkbox = dialog.getByRole('checkbox');
    const accept = dialog.getByRole('button', { name: 'Aceitar' });
    expect(await checkbox.isDisabled()).toBe(true);
    expect(await accept.isDisabled()).toBe(true);

    await scrollTermsToEnd(p);
    await expect.poll(() => checkbox.isEnabled()).toBe(true);
    expect(await accept.isDisabled()).toBe(true);
    await checkbox.check();
    await accept.click();
    await dialog.waitFor({ state: 'hidden' });
    await p.getByText('Termos aceitos! Agora entre com seu e-mail e senha.').waitFor();

    await p.getByRole('button', { name: 'Entrar' }).click();
    await waitForShell(p);
    await p.getByText('Loja', { exact: true }).waitFor();
    for (const name of STORE_MENU) await p.getByRole('link', { name, exact: true }).waitFor();
    await expect.poll(() => p.title()).toMatch(new RegExp(`^Provador · ${FIRST_STORE}`));
  });

  it('keeps a user who declines or closes the terms on the login screen', async () => {
    const email = await createNewStoreUser('declines');
    const p = page();
    await openLoginScreen(p);
    await submitCredentials(p, email);

    await termsDialogOf(p).getByRole('button', { name: 'Recusar' }).click();
    await termsDialogOf(p).waitFor({ state: 'hidden' });
    await p.getByText('Aceite os Termos de Uso e Privacidade e tente novamente').waitFor();

    // Still not accepted: signing in asks again, and closing the dialog declines too.
    await p.getByRole('button', { name: 'Entrar' }).click();
    await termsDialogOf(p).waitFor();
    await p.keyboard.press('Escape');
    await termsDialogOf(p).waitFor({ state: 'hidden' });

    expect(new URL(p.url()).pathname).toBe('/');
    expect(await p.getByLabel(/^E-mail/).isVisible()).toBe(true);
    expect(await shellOf(p).count()).toBe(0);
    expect((await p.context().cookies()).some((c) => c.name === 'provador_session')).toBe(false);
    await api('/me', { authorization: basic(email, DEMO_PASSWORD), expect: 403 });
  });

  it("asks for the app's start with the page itself, and downloads each of its scripts once", async () => {
    const p = page();
    const scripts: string[] = [];
    p.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.endsWith('.js')) scripts.push(path);
    });
    await openLoginScreen(p);
    // As served: once running, the app adds preloads of its own to the page for what it imports.
    const served = await (await fetch(baseUrl)).text();
    const preloaded = [...served.matchAll(/<link rel="modulepreload"[^>]* href="([^"]+)"/g)].map((match) => match[1]);
    expect(preloaded).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^\/assets\/start-[\w-]+\.js$/),
        expect.stringMatching(/^\/assets\/libraries-[\w-]+\.js$/),
      ]),
    );
    // The app's own requests for them take what the page's preloads fetched.
    for (const path of preloaded) expect(scripts.filter((script) => script === path)).toEqual([path]);
  });

  it('says why signing in failed', async () => {
    const p = page();
    await openLoginScreen(p);
    await p.getByRole('button', { name: 'Entrar' }).click();
    await p.getByText('Informe um e-mail.').waitFor();
    await p.getByText('Informe uma senha.').waitFor();

    await submitCredentials(p, DEMO.store, 'senha-errada');
    await p.getByText('E-mail ou senha incorretos').waitFor();
    expect(await shellOf(p).count()).toBe(0);
  });
});

describe('the shell', () => {
  const page = useBrowserPage();

  it('switches the language and keeps the choice after a reload', async () => {
    const p = page();
    await signIn(p, DEMO.store);
    await p.getByRole('link', { name: 'Marcas', exact: true }).waitFor();

    await p.getByRole('button', { name: /^Idioma/ }).click();
    await p.getByRole('menuitem', { name: 'English' }).click();
    await p.getByRole('link', { name: 'Brands', exact: true }).waitFor();
    expect(await p.getByRole('link', { name: 'Marcas', exact: true }).count()).toBe(0);

    await p.reload();
    await waitForShell(p);
    await p.getByRole('link', { name: 'Brands', exact: true }).waitFor();
    expect(await p.getByRole('link', { name: 'Marcas', exact: true }).count()).toBe(0);
  });

  it('hides the Customer Success screens from a store user and refuses them when typed', async () => {
    const p = page();
    await signIn(p, DEMO.store);
    await p.getByRole('link', { name: 'Marcas', exact: true }).waitFor();
    expect(await p.getByText('Customer Success').count()).toBe(0);
    expect(await p.getByRole('link', { name: 'Painel de saúde' }).count()).toBe(0);

    await p.goto(`${baseUrl}/dashboard`);
    await p.getByRole('heading', { name: 'Acesso negado', level: 1 }).waitFor();
    await p.getByText('Seu usuário não tem permissão para abrir esta tela.').waitFor();
    expect(await p.getByText('Em construção').count()).toBe(0);
  });
});
