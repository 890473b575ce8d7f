import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DEMO } from './api.js';
import { useBrowserPage } from './browser.js';
import { daysAgo } from './days.js';
import { postTodaysOrder } from './orders.js';
import { menuLink, signIn } from './session.js';

/** An order of today through the fitting room, of one item in size M. */
const trackOrder = (productName: string) =>
  postTodaysOrder(true, () => ({ name: productName, size: 'M', price: 129.9 }));

describe('orders and reports', () => {
  const page = useBrowserPage();

  it('show an order the storefront tracked today, whose item is returned as too big', async () => {
    const p = page();
    const productName = `Vestido de teste ${randomUUID().slice(0, 6)}`;
    const orderId = await trackOrder(productName);
    await signIn(p, DEMO.store);
    await menuLink(p, 'Pedidos').click();
    await p.waitForURL((url) => url.pathname === '/orders');

    // The list starts on today's dates, so the order just tracked is there.
    const row = p.getByRole('row').filter({ has: p.getByRole('cell', { name: productName }) });
    await row.getByRole('link', { name: orderId }).waitFor();
    await row.getByRole('cell', { name: productName }).click();
    await p.waitForURL((url) => url.pathname === `/orders/${orderId}`);

    await p.getByRole('button', { name: `Registrar devolução: ${productName}` }).click();
    const dialog = p.getByRole('dialog');
    await dialog.getByRole('radio', { name: 'Ficou grande' }).check();
    await dialog.getByRole('button', { name: 'Registrar', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    await p.getByText(/^Devolvido em .*: Ficou grande$/).waitFor();
    expect(await p.getByRole('button', { name: `Registrar devolução: ${productName}` }).count()).toBe(0);
  });

  it('are reported for a period of the demo traffic with figures and charts', async () => {
    const p = page();
    await signIn(p, DEMO.store);
    await menuLink(p, 'Relatórios').click();
    await p.waitForURL((url) => url.pathname === '/reports');

    await p.getByLabel('Data inicial').fill(daysAgo(60));
    await p.getByLabel('Data final').fill(daysAgo(0));
    await p.getByRole('button', { name: 'Gerar' }).click();

    const main = p.locator('main');
    await main.getByText('Taxa de devolução', { exact: true }).first().waitFor();
    await main.getByText('Devoluções por motivo').first().waitFor();
    await main.locator('svg.MuiChartsSurface-root, .MuiChartsSurface-root').first().waitFor();
    expect(await main.getByText('Nenhum dado encontrado nestas datas, tente outras datas').count()).toBe(0);

    // Every bar is named, on a wide and a narrow screen: the chart leaves out names that would overlap.
    const names = ['Menor que o recomendado', 'O recomendado', 'Maior que o recomendado', 'Ficou pequeno', 'Outro'];
    for (const width of [1280, 390]) {
      await p.setViewportSize({ width, height: 900 });
      for (const name of names) {
        await expect.poll(() => main.locator('svg').getByText(name, { exact: true }).isVisible()).toBe(true);
      }
    }
  });
});
