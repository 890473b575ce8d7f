import { createServer, type Server } from 'node:http';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { fittingRoomPath } from '../../domain/storefrontSnippet.js';
import { api, apiSignIn, DEMO } from './api.js';
import { seriousViolations } from './axe.js';
import { useBrowserPage } from './browser.js';
import { daysAgo } from './days.js';
import {
  coveredDemoProduct,
  coveredDemoProducts,
  demoShopKeys,
  earlierSnippetOf,
  firstStoreKey,
  shopOrigin,
  snippetOf,
  storePageHtml,
  tabInto,
} from './fittingRoom.js';
import { createProduct } from './products.js';
import { menuLink, signIn } from './session.js';
import { baseUrl, feedServerPort } from './server.js';

const PAUSED_STORE = 'Urban Fit Co.';

const findButton = (p: Page) =>
  p.locator('[data-provador-host]').getByRole('button', { name: 'Descobrir meu tamanho' });
const dialogOf = (p: Page) => p.getByRole('dialog', { name: 'Descubra seu tamanho' });

/** Every console line of the page, kept from now on. */
function consoleLines(p: Page): string[] {
  const lines: string[] = [];
  p.on('console', (message) => lines.push(`${message.type()}: ${message.text()}`));
  return lines;
}

let site: Server | undefined;

/** Ends the store's site of the test, if one runs. */
async function closeSite(): Promise<void> {
  const running = site;
  site = undefined;
  if (!running) return;
  running.closeAllConnections();
  await new Promise((resolve) => running.close(resolve));
}

/**
 * Serves `html` as a store's page from a server of the test's own, on the loopback like the app but at
 * another port: another origin, as a store's site is. The site stays up until the next page or the test's
 * end, as a real one does (the browser asks it for more, such as its icon, after the page has loaded);
 * anything but the page is answered 204.
 */
async function storePage(p: Page, html: string, headers: Record<string, string> = {}): Promise<void> {
  await closeSite();
  const server = createServer((request, response) => {
    if (request.url !== '/produto') {
      response.writeHead(204).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', ...headers });
    response.end(html);
  });
  site = server;
  await new Promise<void>((resolve) => server.listen(feedServerPort, '127.0.0.1', resolve));
  await p.goto(`http://localhost:${feedServerPort}/produto`);
}

async function reportOfToday(sessionId: string) {
  return api<{ returns: number; reasons: { SMALL: number } }>(
    `/reports/summarize?startDate=${daysAgo(0)}&endDate=${daysAgo(0)}`,
    { sessionId },
  );
}

describe('the fitting room on a store site', () => {
  const page = useBrowserPage();
  afterEach(closeSite);

  it('is served at its versioned address, compressed, cached for good and loadable by other origins', async () => {
    const answer = await fetch(`${baseUrl}${fittingRoomPath()}`, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/javascript/);
    expect(answer.headers.get('content-encoding')).toBe('br');
    expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(answer.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    const gzipped = await fetch(`${baseUrl}${fittingRoomPath()}`, { headers: { 'accept-encoding': 'gzip' } });
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    // Another release is not the page: a script element given HTML would fail in confusing ways.
    expect((await fetch(`${baseUrl}${fittingRoomPath('0.0.1')}`)).status).toBe(404);
    // An earlier release's address leads to this one.
    const earlier = await fetch(`${baseUrl}${fittingRoomPath('4.0.0')}`);
    expect(earlier.status).toBe(200);
    expect(earlier.url).toBe(`${baseUrl}${fittingRoomPath()}`);
  });

  it('a shopper finds their size with the keyboard and orders it; the store sees the order, returns it and the report counts it', async () => {
    const p = page();
    const key = await firstStoreKey();
    const product = await coveredDemoProduct(key);
    const lines = consoleLines(p);
    const calls: string[] = [];
    p.on('request', (r) => calls.push(r.url()));

    // The shop is opened by another name than the app's: its calls to the fitting room cross origins.
    await p.goto(`${shopOrigin()}/demo-shop/${key}/products/${product.id}`);
    expect(new URL(p.url()).origin).not.toBe(new URL(baseUrl).origin);
    await tabInto(p, findButton(p));
    await p.keyboard.press('Enter');
    const dialog = dialogOf(p);
    await dialog.waitFor();
    for (const [, value] of product.measures) {
      // Focus starts in the first measure; each Tab goes to the next field.
      await p.keyboard.type(String(value));
      await p.keyboard.press('Tab');
    }
    await expect
      .poll(() => dialog.getByRole('button', { name: 'Ver meu tamanho' }).evaluate((e) => e.matches(':focus')))
      .toBe(true);
    await p.keyboard.press('Enter');
    const sizeLine = dialog.getByText(/^Seu tamanho: /);
    await sizeLine.waitFor();
    const size = (await sizeLine.textContent())!.replace('Seu tamanho: ', '');
    expect(await dialog.getByRole('radio', { name: size, exact: true }).isChecked()).toBe(true);
    expect(await seriousViolations(p, 'fitting room', '[data-provador-dialog]')).toEqual([]);

    await tabInto(p, dialog.getByRole('button', { name: 'Escolher este tamanho' }));
    await p.keyboard.press('Enter');
    await dialog.waitFor({ state: 'hidden' });
    expect(await findButton(p).evaluate((e) => e.matches(':focus'))).toBe(true);
    expect(await p.locator('#size').inputValue()).toBe(size);
    await tabInto(p, p.getByRole('button', { name: 'Adicionar ao carrinho' }), { backwards: true });
    await p.keyboard.press('Enter');
    await p.getByText(`Adicionado ao carrinho: tamanho ${size}.`).waitFor();
    await tabInto(p, p.getByRole('link', { name: 'Ver o carrinho' }));
    await p.keyboard.press('Enter');
    await p.waitForURL(/\/cart$/);
    await tabInto(p, p.getByRole('button', { name: 'Finalizar pedido' }));
    await p.keyboard.press('Enter');
    await p.waitForURL(/\/orders\//);
    const orderId = decodeURIComponent(p.url().split('/orders/')[1]);
    await p.locator('body[data-order-tracked="true"]').waitFor();
    expect(calls.filter((url) => url.includes('/api/v1/storefront/')).every((url) => url.startsWith(baseUrl))).toBe(
      true,
    );
    expect(lines).toEqual([]);
    await p.context().clearCookies();

    // The store's user: the order is in the list at once, with the size recommended.
    const sessionId = await apiSignIn(DEMO.store);
    const before = await reportOfToday(sessionId);
    const office = await p.context().browser()!.newContext({ locale: 'pt-BR' });
    const b = await office.newPage();
    try {
      await signIn(b, DEMO.store);
      await menuLink(b, 'Pedidos').click();
      await b.waitForURL((url) => url.pathname === '/orders');
      const row = b.getByRole('row').filter({ has: b.getByRole('link', { name: orderId }) });
      await row.waitFor();
      // Ordered and recommended: the size the fitting room gave.
      expect(await row.getByRole('cell', { name: size, exact: true }).count()).toBe(2);
      await row.getByRole('link', { name: orderId }).click();
      await b.waitForURL((url) => url.pathname === `/orders/${encodeURIComponent(orderId)}`);
      await b.getByText('Usou o provador').waitFor();
      await b.getByRole('button', { name: `Registrar devolução: ${product.name}` }).click();
      const returnDialog = b.getByRole('dialog');
      await returnDialog.getByRole('radio', { name: 'Ficou pequeno' }).check();
      await returnDialog.getByRole('button', { name: 'Registrar', exact: true }).click();
      await b.getByText(/^Devolvido em .*: Ficou pequeno$/).waitFor();

      const after = await reportOfToday(sessionId);
      expect(after.reasons.SMALL).toBe(before.reasons.SMALL + 1);
      expect(after.returns).toBe(before.returns + 1);
      await menuLink(b, 'Relatórios').click();
      await b.waitForURL((url) => url.pathname === '/reports');
      await b.getByLabel('Data inicial').fill(daysAgo(0));
      await b.getByLabel('Data final').fill(daysAgo(0));
      await b.getByRole('button', { name: 'Gerar' }).click();
      const returnsCard = b.locator('main section').getByRole('heading', { name: 'Devoluções', exact: true });
      await returnsCard.waitFor();
      const figure = returnsCard.locator('xpath=following-sibling::p[1]');
      await expect.poll(() => figure.textContent()).toBe(new Intl.NumberFormat('pt-BR').format(after.returns));
    } finally {
      await office.close();
    }
  });

  it("looks the same under a shop's CSS that unsets everything", async () => {
    const p = page();
    const key = await firstStoreKey();
    const product = await coveredDemoProduct(key);
    const measureDialog = async (head: string) => {
      await storePage(p, storePageHtml(snippetOf(key), product.permalink, { head }));
      await findButton(p).click();
      const dialog = dialogOf(p);
      await dialog.waitFor();
      return dialog.evaluate((element) => {
        const shown = (e: Element) => {
          const style = getComputedStyle(e);
          const box = e.getBoundingClientRect();
          return [
            e.tagName,
            box.width,
            box.height,
            style.fontFamily,
            style.fontSize,
            style.color,
            style.backgroundColor,
            style.padding,
            style.border,
          ].join(' ');
        };
        return [element, ...element.querySelectorAll('*')].map(shown);
      });
    };
    const plain = await measureDialog('');
    const unset = await measureDialog('<style>* { all: unset }</style>');
    expect(unset).toEqual(plain);
    expect(plain.length).toBeGreaterThan(10);
  });

  it('works on a page whose Content-Security-Policy allows only the fitting room’s origin', async () => {
    const p = page();
    const key = await firstStoreKey();
    const product = await coveredDemoProduct(key);
    const app = new URL(baseUrl).origin;
    const globals = () => p.evaluate(() => Object.keys(window));
    await storePage(p, storePageHtml('', product.permalink));
    const before = await globals();
    const lines = consoleLines(p);
    await storePage(p, storePageHtml(snippetOf(key), product.permalink), {
      'content-security-policy': `default-src 'none'; script-src ${app}; connect-src ${app}`,
    });
    await findButton(p).click();
    // One global, and no more.
    expect((await globals()).filter((name) => !before.includes(name))).toEqual(['provador']);
    const dialog = dialogOf(p);
    // Focus stays in the dialog: Shift+Tab from the first field wraps round to its last button.
    await expect
      .poll(() =>
        dialog
          .locator('input.pv-input')
          .first()
          .evaluate((e) => e.matches(':focus')),
      )
      .toBe(true);
    const submit = dialog.getByRole('button', { name: 'Ver meu tamanho' });
    for (let stop = 0; stop < 6 && !(await submit.evaluate((e) => e.matches(':focus'))); stop++) {
      await p.keyboard.press('Shift+Tab');
      expect(await p.evaluate(() => document.activeElement?.hasAttribute('data-provador-dialog'))).toBe(true);
    }
    expect(await submit.evaluate((e) => e.matches(':focus'))).toBe(true);
    await p.keyboard.press('Tab');
    expect(await dialog.getByRole('button', { name: 'Fechar' }).evaluate((e) => e.matches(':focus'))).toBe(true);
    for (const [measure, value] of product.measures) await dialog.locator(`#pv-m-${measure}`).fill(String(value));
    await dialog.getByRole('button', { name: 'Ver meu tamanho' }).click();
    await dialog.getByText(/^Seu tamanho: /).waitFor();
    // Its styles apply (a constructed style sheet, no inline <style>): the dialog is laid out as designed.
    expect(await dialog.evaluate((e) => getComputedStyle(e).borderRadius)).toBe('10px');
    await p.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await findButton(p).evaluate((e) => e.matches(':focus'))).toBe(true);
    expect(lines).toEqual([]);
  });

  it("follows a single-page shop's navigation: each product page gets its own button, the list none", async () => {
    const p = page();
    const key = await firstStoreKey();
    const [first, second] = await coveredDemoProducts(key, 2);
    const lines = consoleLines(p);
    const lookUps: string[] = [];
    p.on('request', (r) => {
      const url = new URL(r.url());
      if (url.pathname.endsWith('/products') && url.pathname.includes('/storefront/')) {
        lookUps.push(url.searchParams.get('permalink')!);
      }
    });
    const hosts = p.locator('[data-provador-host]');
    const list = `${shopOrigin()}/demo-shop/${key}/spa/`;
    await p.goto(list);
    await expect.poll(() => lookUps).toEqual([list]);
    await p.getByText('Escolha um produto.').waitFor();
    // The page stays the same document throughout: nothing loads a page.
    await p.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
    const samePage = () => p.evaluate(() => (window as unknown as { samePage?: boolean }).samePage === true);

    await p.locator(`a[href$="/spa/products/${first!.id}"]`).click();
    await findButton(p).waitFor();
    await p.locator(`a[href$="/spa/products/${second!.id}"]`).click();
    await p.getByRole('heading', { name: second!.name }).waitFor();
    await expect.poll(() => lookUps).toEqual([list, first!.permalink, second!.permalink]);
    await findButton(p).waitFor();
    expect(await hosts.count()).toBe(1);
    expect(await hosts.evaluate((host) => host.previousElementSibling?.id)).toBe('add-to-cart');

    // The button is the second product's: its recommendation names that page.
    await findButton(p).click();
    const dialog = dialogOf(p);
    for (const [measure, value] of second!.measures) await dialog.locator(`#pv-m-${measure}`).fill(String(value));
    const asked = p.waitForRequest((r) => r.url().endsWith('/recommendations'));
    await dialog.getByRole('button', { name: 'Ver meu tamanho' }).click();
    expect((await asked).postDataJSON()).toMatchObject({ permalink: second!.permalink });
    await dialog.getByText(/^Seu tamanho: /).waitFor();

    // Back with the dialog open: the dialog goes with its page, the first product's button comes back.
    await p.goBack();
    await p.getByRole('heading', { name: first!.name }).waitFor();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => lookUps.at(-1)).toBe(first!.permalink);
    await findButton(p).waitFor();
    expect(await hosts.count()).toBe(1);
    await p.goBack();
    await p.getByText('Escolha um produto.').waitFor();
    await expect.poll(() => lookUps).toEqual([list, first!.permalink, second!.permalink, first!.permalink, list]);
    await expect.poll(() => hosts.count()).toBe(0);
    expect(await samePage()).toBe(true);
    expect(lines).toEqual([]);
  });

  it("takes the store's current settings over those an earlier snippet carries, at the earlier release's address", async () => {
    const p = page();
    const key = await firstStoreKey();
    const product = await coveredDemoProduct(key);
    const loaded: string[] = [];
    p.on(
      'response',
      (r) => r.url().includes('/fitting-room/') && loaded.push(`${r.status()} ${new URL(r.url()).pathname}`),
    );
    // Pasted long ago: another language, no memorized sizes and a selector the page does not have.
    const snippet = earlierSnippetOf(key, {
      'data-language': 'es',
      'data-country': 'ES',
      'data-currency': 'EUR',
      'data-memorize-sizes': 'false',
      'data-add-to-cart': '#no-such-button',
    });
    // The page names no language of its own: the store's decides.
    await storePage(p, storePageHtml(snippet, product.permalink, { lang: '' }));
    await findButton(p).waitFor();
    expect(loaded).toEqual([`302 ${fittingRoomPath('4.0.0')}`, `200 ${fittingRoomPath()}`]);
    // The store's selector (#add-to-cart) places it, in the store's language.
    expect(await p.locator('[data-provador-host]').evaluate((host) => host.previousElementSibling?.id)).toBe(
      'add-to-cart',
    );
  });

  it('shows no button for a product the fitting room does not cover', async () => {
    const p = page();
    const key = await firstStoreKey();
    const id = await createProduct(`Sem tabela ${Date.now()}`);
    const lines = consoleLines(p);
    const looked = p.waitForResponse((r) => r.url().includes('/storefront/') && r.url().includes('/products?'));
    await p.goto(`${shopOrigin()}/demo-shop/${key}/products/${id}`);
    expect(await (await looked).json()).toMatchObject({ covered: false });
    await p.getByRole('button', { name: 'Adicionar ao carrinho' }).waitFor();
    expect(await p.locator('[data-provador-host]').count()).toBe(0);
    expect(lines).toEqual([]);
  });

  it('shows nothing for a paused store, with one line in the console at most', async () => {
    const p = page();
    const key = (await demoShopKeys()).get(PAUSED_STORE);
    expect(key).toBeDefined();
    const html = await (await fetch(`${shopOrigin()}/demo-shop/${key}/`)).text();
    const productPath = html.match(/href="(\/demo-shop\/[0-9a-f]+\/products\/\d+)"/)![1];
    const lines = consoleLines(p);
    const refused = p.waitForResponse((r) => r.url().includes('/storefront/'));
    await p.goto(`${shopOrigin()}${productPath}`);
    expect((await refused).status()).toBe(403);
    await p.getByRole('button').first().waitFor();
    // The browser itself reports the refused request; the script adds one line of its own, no more.
    const own = () => lines.filter((line) => !line.includes('Failed to load resource'));
    await expect.poll(() => own().length).toBe(1);
    expect(own()).toEqual(['warning: Provador fitting room: no button (the storefront answered 403)']);
    expect(lines.length).toBeLessThanOrEqual(2);
    expect(await p.locator('[data-provador-host], [data-provador-dialog]').count()).toBe(0);
    // The page goes on: its own script still adds to the cart.
    await p.getByRole('button', { name: /./ }).first().click();
    await p.locator('#added').filter({ hasText: /./ }).waitFor();
  });
});
