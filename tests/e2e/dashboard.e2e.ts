import { expect, it, describe } from 'vitest';
import { DEMO, FIRST_STORE, SECOND_STORE } from './api.js';
import { useBrowserPage } from './browser.js';
import { menuLink, signIn } from './session.js';

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
});
