import { describe, expect, it } from 'vitest';
import { DEMO, FIRST_STORE } from './api.js';
import { useBrowserPage } from './browser.js';
import { daysAgo } from './days.js';
import { tabTo, typeInto, unseenFocusables } from './focus.js';
import { menuLink, signIn } from './session.js';

describe('reports, the dashboard and the store settings with the keyboard', () => {
  const page = useBrowserPage();

  it('a report is generated from its button for a period typed in, and every element that takes focus can be seen', async () => {
    const p = page();
    await signIn(p, DEMO.store);
    await menuLink(p, 'Relatórios').click();
    await p.waitForURL((url) => url.pathname === '/reports');
    // A period typed with the keyboard: 60 days back, which always holds demo orders.
    await typeInto(p, p.getByLabel('Data inicial'), daysAgo(60));
    await tabTo(p, p.getByRole('button', { name: 'Gerar' }));
    await p.keyboard.press('Enter');
    await p.locator('main .MuiChartsSurface-root').first().waitFor();
    expect(await unseenFocusables(p)).toEqual([]);
  });

  it("the dashboard opens a store's details from its name and Escape closes them, focus back on the name", async () => {
    const p = page();
    await signIn(p, DEMO.moderator);
    await menuLink(p, 'Painel de saúde').click();
    await p.waitForURL((url) => url.pathname === '/dashboard');
    const store = p.locator('main').getByRole('table').getByRole('button', { name: FIRST_STORE, exact: true });
    await tabTo(p, store);
    await p.keyboard.press('Enter');
    const details = p.getByRole('dialog', { name: `Detalhes da loja: ${FIRST_STORE}` });
    await details.getByText('Código de rastreamento').waitFor();
    await p.keyboard.press('Escape');
    await details.waitFor({ state: 'hidden' });
    await expect.poll(() => store.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await unseenFocusables(p)).toEqual([]);
  });

  it("the store settings' tabs change with the arrow keys, and each tab's fields can be seen when focused", async () => {
    const p = page();
    await signIn(p, DEMO.moderator);
    await menuLink(p, 'Configurações da loja').click();
    await p.waitForURL((url) => url.pathname === '/tenant-settings');
    // Past the menu by the skip link, as keyboard users go.
    await p.keyboard.press('Tab');
    await p.locator('.skip-nav-button').press('Enter');
    await tabTo(p, p.getByRole('tab', { name: 'Identificação' }));
    const tabs = await p.getByRole('tab').allTextContents();
    for (const name of tabs.slice(1)) {
      await p.keyboard.press('ArrowRight');
      const tab = p.getByRole('tab', { name, exact: true });
      await expect.poll(() => tab.evaluate((element) => element === document.activeElement)).toBe(true);
      await p.keyboard.press('Enter');
      await p.getByRole('tab', { name, exact: true, selected: true }).waitFor();
      await p.getByRole('tabpanel').first().waitFor();
      await p.waitForLoadState('networkidle');
      expect(await unseenFocusables(p), `the ${name} tab`).toEqual([]);
      await tab.focus();
    }
  });
});
