import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INDICATORS, type Indicator } from '../../domain/dashboard.js';
import { rssFeed } from '../server/feedSamples.js';
import { api, apiSignIn, DEMO, FIRST_STORE } from './api.js';
import { useBrowserPage } from './browser.js';
import { menuLink, openLoginScreen, sessionIdOf, signIn } from './session.js';
import { feedServerPort } from './server.js';

const token = randomUUID().slice(0, 8);
const STORE = `Loja E2E ${token}`;
const FEED_PATH = `/lifecycle/${token}.xml`;
const FEED = rssFeed(
  ['P', 'M', 'G'].map((size, i) => ({
    id: `${token}-${i}`,
    group: `${token}-dress`,
    title: 'Vestido midi',
    link: `https://${token}.example/vestido-midi`,
    size,
    brand: 'Marca E2E',
    gender: 'female',
    ageGroup: 'adult',
    productType: 'Vestidos',
  })),
);

/** The feed of the new store, served where the server may fetch feeds in this run. */
const feedServer = createServer((request, response) => {
  if (request.url !== FEED_PATH) return void response.writeHead(404).end();
  response.writeHead(200, { 'content-type': 'application/xml' }).end(FEED);
});

/** The new store's row of the dashboard and one of its indicators' state, as its icon names it. */
const storeRow = (p: Page) =>
  p
    .locator('main')
    .getByRole('row')
    .filter({ has: p.getByRole('button', { name: STORE, exact: true }) });
const indicator = (p: Page, which: Indicator, state: string) =>
  storeRow(p)
    .getByRole('cell')
    .nth(1 + INDICATORS.indexOf(which))
    .getByRole('img', { name: state, exact: true });

async function openDashboard(p: Page) {
  await menuLink(p, 'Painel de saúde').click();
  await p.waitForURL((url) => url.pathname === '/dashboard');
  await storeRow(p).waitFor();
}

describe('a store from its creation to its first import', () => {
  const page = useBrowserPage();
  beforeAll(() => new Promise<void>((resolve) => feedServer.listen(feedServerPort, '127.0.0.1', resolve)));
  afterAll(() => new Promise<void>((resolve) => feedServer.close(() => resolve())));

  it('a moderator creates it, imports its feed and gives it a user who sees only it; the dashboard follows', async () => {
    const p = page();
    const email = `dona-${token}@loja.example`;
    const password = 'senha-e2e-123';
    const staff = await apiSignIn(DEMO.moderator);
    await api('/users', { sessionId: staff, method: 'POST', body: { email, password, name: 'Dona' }, expect: 201 });

    // Created from the store settings, the new store becomes the current one.
    await signIn(p, DEMO.moderator);
    await menuLink(p, 'Configurações da loja').click();
    await p.waitForURL((url) => url.pathname === '/tenant-settings');
    await p.getByRole('button', { name: 'Criar loja' }).click();
    const dialog = p.getByRole('dialog', { name: 'Nova loja' });
    await dialog.getByRole('textbox', { name: 'Nome' }).fill(STORE);
    await dialog.getByRole('textbox', { name: 'Domínio' }).fill(`${token}.example`);
    await dialog.getByRole('button', { name: 'Criar e abrir' }).click();
    await expect
      .poll(() => p.getByRole('textbox', { name: 'Nome' }).first().inputValue(), { timeout: 30_000 })
      .toBe(STORE);

    // On the dashboard it is listed at once, with no product and no feed yet.
    await openDashboard(p);
    await indicator(p, 'pending', 'Desativado').waitFor();
    await indicator(p, 'xml', 'Desativado').waitFor();

    // Its feed: the XML integration, the address checked, saved, then imported now.
    await menuLink(p, 'Configurações da loja').click();
    await p.getByRole('tab', { name: 'Integração' }).click();
    await p.getByRole('combobox', { name: 'Tipo de integração' }).click();
    await p.getByRole('option', { name: 'Integração com XML', exact: true }).click();
    await p.getByLabel('URL do XML', { exact: true }).fill(`http://127.0.0.1:${feedServerPort}${FEED_PATH}`);
    await p.getByRole('button', { name: 'Verificar XML' }).click();
    await p.getByText('Itens lidos', { exact: true }).waitFor();
    await p.getByRole('button', { name: 'Salvar integração' }).click();
    await p.getByText('Integração salva.').waitFor();
    await p.getByRole('button', { name: 'Importar agora' }).click();
    await p.getByText(/^Importação na fila/).waitFor();

    // Its user, an existing account, attached from the users tab.
    await p.getByRole('tab', { name: 'Usuários e permissões' }).click();
    await p.getByRole('textbox', { name: 'E-mail' }).fill(email);
    await p.getByRole('button', { name: 'Convidar', exact: true }).click();
    await p.getByRole('table', { name: 'Usuários da loja' }).getByRole('row').filter({ hasText: email }).waitFor();

    // Once imported, the dashboard shows the feed working and the product waiting for a table.
    await expect
      .poll(
        async () => {
          const { data } = await api<{ data: { tenantName: string }[] }>('/importations/queue?size=100', {
            sessionId: staff,
          });
          return data.some((entry) => entry.tenantName === STORE);
        },
        { timeout: 90_000, interval: 500 },
      )
      .toBe(false);
    await openDashboard(p);
    await indicator(p, 'xml', 'Funcionando').waitFor();
    await indicator(p, 'pending', 'Existente com erro').waitFor();
    const pending = storeRow(p)
      .getByRole('cell')
      .nth(1 + INDICATORS.indexOf('pending'));
    expect(await pending.getByText('1', { exact: true }).count()).toBe(1);

    // The store's user signs in (accepting the terms) to that store, the only one it may reach.
    await p.context().clearCookies();
    await p.evaluate(() => localStorage.clear());
    await openLoginScreen(p);
    await signIn(p, email, password);
    await p.getByText(STORE).first().waitFor();
    await p.getByRole('cell', { name: 'Vestido midi' }).first().waitFor();
    expect(await p.getByText(FIRST_STORE).count()).toBe(0);
    const stores = await api<{ data: { name: string }[] }>('/me/tenants', { sessionId: await sessionIdOf(p) });
    expect(stores.data.map((s) => s.name)).toEqual([STORE]);
  }, 300_000);
});
