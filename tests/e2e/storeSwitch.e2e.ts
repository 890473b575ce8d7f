import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO, SECOND_STORE } from './api.js';
import { useBrowserPage } from './browser.js';
import { signIn } from './session.js';
import { baseUrl } from './server.js';

async function switchTo(page: Page, store: string) {
  // By keyboard: the clear button gives its focus to the search, where the store's name is typed.
  await page.getByRole('button', { name: 'Remover a loja selecionada' }).press('Enter');
  await page.keyboard.type(store.slice(0, 4));
  await page.getByRole('option', { name: store }).click();
  await expect.poll(() => page.title()).toMatch(new RegExp(`^Provador · ${store}`));
}

/** Ticks the table's "select all" box and answers the count the bulk toolbar then states. */
async function selectAllRows(page: Page): Promise<{ selected: string | null; rows: number }> {
  await page.getByRole('checkbox', { name: 'Selecionar tudo' }).check();
  const selected = await page.getByText(/^\d+ ite(m|ns) selecionados?$/).textContent();
  const rows = await page.locator('tbody').getByRole('checkbox').count();
  return { selected, rows };
}

describe('a store switch', () => {
  const page = useBrowserPage();

  it("leaves no list's selection behind: the new store's bulk actions act on its own rows", async () => {
    const p = page();
    await signIn(p, DEMO.moderator);
    await p.goto(`${baseUrl}/brands`);
    await p.getByRole('cell', { name: 'Linho & Cia', exact: true }).waitFor();
    const first = await selectAllRows(p);
    expect(first.selected).toBe(`${first.rows} itens selecionados`);

    await switchTo(p, SECOND_STORE);
    await p.getByRole('cell', { name: 'Maré Kids', exact: true }).waitFor();
    expect(await p.getByRole('checkbox', { checked: true }).count()).toBe(0);
    const second = await selectAllRows(p);
    expect(second.selected).toBe(`${second.rows} itens selecionados`);

    // A bulk change then succeeds for every selected brand of the new store.
    await p.getByRole('button', { name: 'Definir sistema de tamanhos' }).click();
    const dialog = p.getByRole('dialog');
    await dialog.getByRole('combobox', { name: 'Sistema de tamanhos' }).click();
    await p.getByRole('option', { name: 'US', exact: true }).click();
    const changed = p.waitForResponse((r) => r.url().includes('/api/v1/brands') && r.request().method() === 'PATCH');
    await dialog.getByRole('button', { name: 'Aplicar' }).click();
    const answer = await changed;
    expect(answer.status(), await answer.text()).toBeLessThan(300);
  });

  it('leaves no product search or tab behind', async () => {
    const p = page();
    await signIn(p, DEMO.moderator);
    const tabs = p.getByRole('tablist', { name: 'Filtrar produtos por situação' });
    // A tab's name is followed by its count, which differs from store to store.
    const selectedTab = async () =>
      ((await tabs.getByRole('tab', { selected: true }).textContent()) ?? '').replace(/\s*\(.*$/, '');
    const firstTab = await selectedTab();
    expect(firstTab).not.toBe('Cobertos');
    await tabs.getByRole('tab', { name: /^Cobertos/ }).click();
    await expect.poll(selectedTab).toBe('Cobertos');
    const search = p.getByPlaceholder('Buscar produtos');
    await search.fill('vestido');
    await p.waitForURL((url) => url.search.includes('vestido'));

    await switchTo(p, SECOND_STORE);
    await tabs.waitFor();
    expect(await search.inputValue()).toBe('');
    expect(new URL(p.url()).search).not.toContain('vestido');
    expect(await selectedTab()).toBe(firstTab);
  });
});
