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

  // Each list with where its rows lead: the list a menu opens is known by its own rows, since on a slow machine the
  // address changes while the list before it is still drawn.
  it.each([
    ['Produtos', '/', /^\/product\/single\/\d+$/],
    ['Tabela de medidas', '/table', /^\/table\/single\/\d+$/],
    ['Marcas', '/brands', /^\/brands\/\d+$/],
    ['Categorias', '/categories', /^\/categories\/\d+$/],
    ['Produtos desconhecidos', '/unknown-products', /^https?:\/\//],
  ])('%s: every element that takes focus can be seen, and rows open from a link', async (menu, path, rowHref) => {
    if (path === '/unknown-products') await askForUnknownProductToday();
    const p = page();
    await signIn(p, DEMO.store);
    await menuLink(p, menu).click();
    await p.waitForURL(`${baseUrl}${path}`);
    await expect.poll(() => firstRowLink(p).first().getAttribute('href'), { timeout: 30_000 }).toMatch(rowHref);
    expect(await unseenFocusables(p)).toEqual([]);
  });
});
