import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO } from './api.js';
import { useBrowserPage } from './browser.js';
import { tabTo } from './focus.js';
import { LANGUAGES, PORTUGUESE, switchLanguage } from './languages.js';
import { trackTodaysOrder, TRACKED_PRICE as PRICE } from './orders.js';
import { menuLink, signIn, waitForShell } from './session.js';
import { baseUrl } from './server.js';

const ENGLISH = LANGUAGES.find((language) => language.code === 'en')!;

async function openOrders(p: Page): Promise<void> {
  await menuLink(p, 'Pedidos').click();
  await p.waitForURL((url) => url.pathname === '/orders');
}

describe('orders in use', () => {
  const page = useBrowserPage();

  it('a returns file uploaded on /orders shows its progress and counts, gives its result, and returns the item', async () => {
    const p = page();
    const productName = `Saia do arquivo ${randomUUID().slice(0, 6)}`;
    const { orderId, sku } = await trackTodaysOrder(productName);
    await signIn(p, DEMO.store);
    await openOrders(p);

    await p.getByRole('button', { name: 'Processar arquivo de devoluções' }).click();
    const dialog = p.getByRole('dialog');
    // A file that is not CSV is refused before any upload.
    await dialog.locator('input[type=file]').setInputFiles({
      name: 'devolucoes.xlsx',
      mimeType: 'application/octet-stream',
      buffer: Buffer.from('not a csv'),
    });
    await dialog.getByText('O formato do arquivo selecionado não é suportado', { exact: false }).waitFor();
    expect(await dialog.getByRole('button', { name: 'Processar', exact: true }).isDisabled()).toBe(true);

    const csv = [
      'orderId,productId,sku,size,reason,returnDate',
      `${orderId},,${sku},G,SMALL,`,
      `NO-SUCH-${orderId},,x,G,BIG,`,
    ];
    await dialog.locator('input[type=file]').setInputFiles({
      name: 'devolucoes.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`${csv.join('\n')}\n`),
    });
    await dialog.getByText('devolucoes.csv').waitFor();
    await dialog.getByRole('combobox', { name: 'Tipo de processamento' }).click();
    await p.getByRole('option', { name: 'SKU do produto' }).click();

    // The job's first answer waits until the progress has been seen, so the loading state cannot be missed.
    let releaseJob!: () => void;
    const progressSeen = new Promise<void>((resolve) => (releaseJob = resolve));
    await p.route(/\/api\/v1\/report\/returns\/\d+$/, async (route) => {
      await progressSeen;
      await route.continue();
    });
    await dialog.getByRole('button', { name: 'Processar', exact: true }).click();
    await dialog
      .getByRole('status')
      .getByText(/^Processando o arquivo…/)
      .waitFor();
    await dialog.getByRole('progressbar').waitFor();
    releaseJob();

    await dialog.getByText('Arquivo processado!', { exact: false }).waitFor({ timeout: 30_000 });
    await dialog
      .getByText('Devoluções registradas: 1 · Já devolvidos: 0 · Não registradas: 1 · Linhas: 2', { exact: true })
      .waitFor();
    const downloaded = p.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Baixar o resultado' }).click();
    const result = await readFile((await (await downloaded).path())!, 'utf8');
    // The result speaks the store's language (Portuguese here), reasons by their names.
    expect(result).toContain(`${orderId},,${sku},G,SMALL,,devolvido,ficou pequeno`);
    expect(result).toContain(`NO-SUCH-${orderId},,x,G,BIG,,pedido não encontrado`);
    await dialog.getByRole('button', { name: 'Fechar' }).click();
    await dialog.waitFor({ state: 'hidden' });

    await p.goto(`${baseUrl}/orders/${orderId}`);
    await p.getByText(/^Devolvido em .*: Ficou pequeno$/).waitFor();
    expect(await p.getByRole('button', { name: `Registrar devolução: ${productName}` }).count()).toBe(0);
  });

  it('with the keyboard alone an order opens from the list and its item is returned', async () => {
    const p = page();
    const productName = `Blusa do teclado ${randomUUID().slice(0, 6)}`;
    const { orderId } = await trackTodaysOrder(productName);
    await signIn(p, DEMO.store);
    await openOrders(p);

    const link = p.getByRole('row').filter({ hasText: productName }).getByRole('link', { name: orderId });
    await link.waitFor();
    await tabTo(p, link);
    await p.keyboard.press('Enter');
    await p.waitForURL((url) => url.pathname === `/orders/${orderId}`);

    await tabTo(p, p.getByRole('button', { name: `Registrar devolução: ${productName}` }));
    await p.keyboard.press('Enter');
    const dialog = p.getByRole('dialog');
    await dialog.waitFor();
    await tabTo(p, dialog.getByRole('radio').first());
    // Arrow keys move the choice within the reasons, as in any radio group.
    const small = dialog.getByRole('radio', { name: 'Ficou pequeno' });
    for (let step = 0; step < 3 && !(await small.isChecked()); step++) await p.keyboard.press('ArrowDown');
    expect(await small.isChecked()).toBe(true);
    await tabTo(p, dialog.getByRole('button', { name: 'Registrar', exact: true }));
    await p.keyboard.press('Enter');
    await dialog.waitFor({ state: 'hidden' });
    await p.getByText(/^Devolvido em .*: Ficou pequeno$/).waitFor();
  });

  it('an order page reloaded while loading comes back whole, and follows the language in texts, dates and prices', async () => {
    const p = page();
    const productName = `Calça das línguas ${randomUUID().slice(0, 6)}`;
    const { orderId } = await trackTodaysOrder(productName);
    await signIn(p, DEMO.store);
    const orderUrl = `${baseUrl}/orders/${encodeURIComponent(orderId)}`;
    for (let reload = 0; reload < 3; reload++) {
      const asked = p.waitForRequest((r) => new URL(r.url()).pathname === '/api/v1/orders/detail', { timeout: 10_000 });
      if (reload === 0) await p.goto(orderUrl, { waitUntil: 'commit' });
      else await p.reload({ waitUntil: 'commit' });
      await asked.catch(() => undefined);
    }
    await p.reload();
    await waitForShell(p);
    expect(p.url()).toBe(orderUrl);
    const portuguesePrice = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(PRICE);
    await p.getByRole('cell', { name: portuguesePrice }).waitFor();
    await p.getByRole('button', { name: `${PORTUGUESE.t('app.orders.registerReturn')}: ${productName}` }).waitFor();

    await switchLanguage(p, ENGLISH, false);
    const englishPrice = new Intl.NumberFormat('en', { style: 'currency', currency: 'BRL' }).format(PRICE);
    expect(englishPrice).not.toBe(portuguesePrice);
    await p.getByRole('cell', { name: englishPrice }).waitFor();
    await p.getByRole('button', { name: `${ENGLISH.t('app.orders.registerReturn')}: ${productName}` }).waitFor();
    expect(await p.getByRole('cell', { name: portuguesePrice }).count()).toBe(0);
  });
});
