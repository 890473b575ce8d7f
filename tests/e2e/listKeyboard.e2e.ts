import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO } from './api.js';
import { useBrowserPage } from './browser.js';
import { tabTo, unseenFocusables } from './focus.js';
import { askForUnknownProductToday } from './orders.js';
import { signIn, menuLink } from './session.js';
import { baseUrl } from './server.js';

const firstRowLink = (page: Page) => page.locator('tbody tr').first().getByRole('link');

describe('lists with the keyboard', () => {
  const page = useBrowserPage();

  it('Tab goes from the product search to the first product, and Enter opens its editor', async () => {
    const p = page();
    await signIn(p, DEMO.store);
    const search = p.getByPlaceholder('Buscar produtos');
    const first = firstRowLink(p);
    await first.waitFor();
    const name = (await first.textContent()) ?? '';
    const href = (await first.getAttribute('href')) ?? '';
    expect(href).toMatch(/^\/product\/single\/\d+$/);

    await search.focus();
    await tabTo(p, first);
    await p.keyboard.press('Enter');
    await p.waitForURL(`${baseUrl}${href}`);
    await p.getByRole('textbox', { name: /^Nome/ }).waitFor();
    expect(await p.getByRole('textbox', { name: /^Nome/ }).inputValue()).toBe(name);
  });

  it.each([
    ['Produtos', '/'],
    ['Tabela de medidas', '/table'],
    ['Marcas', '/brands'],
    ['Categorias', '/categories'],
    ['Produtos desconhecidos', '/unknown-products'],
  ])('%s: every element that takes focus can be seen, and rows open from a link', async (menu, path) => {
    if (path === '/unknown-products') await askForUnknownProductToday();
    const p = page();
    await signIn(p, DEMO.store);
    await menuLink(p, menu).click();
    await p.waitForURL(`${baseUrl}${path}`);
    await p.locator('tbody tr').first().waitFor();
    if (path !== '/unknown-products') expect(await firstRowLink(p).getAttribute('href')).toMatch(/\/\d+$/);
    expect(await unseenFocusables(p)).toEqual([]);
  });
});
