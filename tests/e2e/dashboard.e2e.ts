import { expect, it, describe } from 'vitest';
import { DEMO, FIRST_STORE, SECOND_STORE } from './api.js';
import { useBrowserPage } from './browser.js';
import type { Page } from 'playwright-core';
import { menuLink, signIn, waitForShell } from './session.js';

describe('health dashboard', () => {
  const page = useBrowserPage();

  it('a moderator opens it from the menu, filters, orders a column and opens a store', async () => {
    const p = page();
    await signIn(p, DEMO.moderator);
    await menuLink(p, 'Painel de saúde').click();
    await p.waitForURL((url) => url.pathname === '/dashboard');
    const main = p.locator('main');
    // The stores' rows (the collapsed store switcher beside them is also named after the current store).
    const rows = main.getByRole('table');
    await main.getByRole('region', { name: 'Legenda' }).waitFor();
    await main.getByText('Lojas ativas').waitFor();
    // The menu stays collapsed here, without its toggle.
    expect(await p.getByRole('button', { name: /Recolher menu|Expandir menu/ }).count()).toBe(0);
    await rows.getByRole('button', { name: SECOND_STORE, exact: true }).waitFor();

    await main.getByRole('region', { name: 'Filtros' }).getByRole('button', { name: 'Loja', exact: true }).click();
    const filter = p.getByRole('dialog', { name: 'Loja' });
    await filter.getByLabel('Loja').fill(FIRST_STORE.slice(0, 6));
    await filter.getByRole('button', { name: 'Salvar' }).click();
    await rows.getByRole('button', { name: SECOND_STORE, exact: true }).waitFor({ state: 'detached' });
    await rows.getByRole('button', { name: FIRST_STORE, exact: true }).waitFor();

    const coverage = main.getByRole('columnheader', { name: 'Cobertura' });
    await coverage.getByRole('button').click();
    await p.waitForFunction(
      () => document.querySelector('th[aria-sort="ascending"]')?.textContent?.includes('Cobertura') ?? false,
    );
    await coverage.getByRole('button').click();
    await p.waitForFunction(
      () => document.querySelector('th[aria-sort="descending"]')?.textContent?.includes('Cobertura') ?? false,
    );

    await rows.getByRole('button', { name: FIRST_STORE, exact: true }).click();
    const details = p.getByRole('dialog', { name: `Detalhes da loja: ${FIRST_STORE}` });
    await details.getByText('Código de rastreamento').waitFor();
    await details.getByText('Últimos 30 dias').waitFor();
    await details.locator('.MuiChartsSurface-root').first().waitFor();
    await details.getByRole('button', { name: 'Fechar' }).click();
    await details.waitFor({ state: 'hidden' });

    // The saved filter is still there after a reload.
    await p.reload();
    await rows.getByRole('button', { name: FIRST_STORE, exact: true }).waitFor();
    expect(await rows.getByRole('button', { name: SECOND_STORE, exact: true }).count()).toBe(0);
  });

  it('the dashboard and the store settings come back whole when reloaded while they load', async () => {
    const p = page();
    await signIn(p, DEMO.moderator);
    /** Reloads three times, each once `api` has been asked for and before its answer is drawn, then once more. */
    const reloadWhileLoading = async (api: string) => {
      for (let reload = 0; reload < 3; reload++) {
        const asked = p.waitForRequest((r) => new URL(r.url()).pathname === api, { timeout: 10_000 });
        await p.reload({ waitUntil: 'commit' });
        await asked.catch(() => undefined);
      }
      await p.reload();
      await waitForShell(p);
    };
    const storeName = (at: Page) => at.getByRole('textbox', { name: 'Nome', exact: true });

    await menuLink(p, 'Painel de saúde').click();
    await p.waitForURL((url) => url.pathname === '/dashboard');
    await reloadWhileLoading('/api/v1/dashboard');
    await p.locator('main').getByRole('table').getByRole('button', { name: FIRST_STORE, exact: true }).waitFor();
    await p.locator('main').getByText('Lojas ativas').waitFor();

    await menuLink(p, 'Configurações da loja').click();
    await p.waitForURL((url) => url.pathname === '/tenant-settings');
    await reloadWhileLoading('/api/v1/tenants/details');
    await expect.poll(() => storeName(p).inputValue()).toBe(FIRST_STORE);
  }, 120_000);
});
