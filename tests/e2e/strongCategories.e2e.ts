import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { STOREFRONT_LANGUAGES } from '../../domain/storefrontLanguages.js';
import { DEMO } from './api.js';
import { useBrowserPage } from './browser.js';
import { menuLink, signIn } from './session.js';
import { baseUrl } from './server.js';

const TOTAL = STOREFRONT_LANGUAGES.length;
const MENU = 'Categorias do provedor';

/** Saves the form and fails at once, with the server's answer, when the API refuses it. */
async function save(page: Page, method: 'POST' | 'PUT', status: number) {
  const answer = page.waitForResponse(
    (r) => r.url().includes('/api/v1/strong/categories') && r.request().method() === method,
  );
  await page.getByRole('button', { name: 'Salvar' }).click();
  const response = await answer;
  expect(response.status(), `${method} ${response.url()}: ${await response.text()}`).toBe(status);
}

const categoryName = (page: Page) => page.getByRole('textbox', { name: /^Nome\b(?! da)/ });
const subcategoryName = (page: Page) => page.getByRole('textbox', { name: /^Nome da subcategoria/ });
const translations = (page: Page) => page.getByRole('region', { name: 'Nome em cada idioma da loja' });

describe('provider categories', () => {
  const page = useBrowserPage();

  it('are created by an administrator from the menu with a subcategory and translations, then edited', async () => {
    const p = page();
    const name = `Cat ${randomUUID().slice(0, 8)}`;
    await signIn(p, DEMO.admin);
    await menuLink(p, MENU).click();
    await p.waitForURL(`${baseUrl}/strong-categories`);

    await p.getByRole('link', { name: 'Criar' }).click();
    await categoryName(p).fill(name);
    await translations(p).getByRole('textbox', { name: 'espanhol (es)' }).fill('Vestidos');
    await translations(p).getByRole('textbox', { name: 'francês (fr)' }).fill('Robes');
    await translations(p)
      .getByText(`${TOTAL - 2} de ${TOTAL} faltando`)
      .waitFor();
    await p.getByRole('button', { name: 'Adicionar' }).click();
    await subcategoryName(p).fill('Festa');
    await save(p, 'POST', 201);

    await menuLink(p, MENU).click();
    await p.getByPlaceholder('Buscar', { exact: true }).fill(name);
    await p.getByRole('cell', { name, exact: true }).click();
    await expect.poll(() => categoryName(p).inputValue()).toBe(name);
    await expect.poll(() => subcategoryName(p).inputValue()).toBe('Festa');
    const french = translations(p).getByRole('textbox', { name: 'francês (fr)' });
    await expect.poll(() => french.inputValue()).toBe('Robes');
    await french.fill('Robes longues');

    await translations(p).getByLabel('Mostrar só os que faltam').check();
    expect(await translations(p).getByRole('textbox', { name: 'francês (fr)' }).count()).toBe(0);
    await translations(p).getByRole('textbox', { name: 'alemão (de)' }).waitFor();
    expect(await translations(p).getByText('Faltando', { exact: true }).count()).toBe(TOTAL - 2);
    await save(p, 'PUT', 200);

    // Saved, the list comes back; the category opened again and reloaded shows the change.
    await p.waitForURL((url) => url.pathname === '/strong-categories');
    await p.getByRole('cell', { name, exact: true }).click();
    await categoryName(p).waitFor();
    await p.reload();
    await translations(p)
      .getByText(`${TOTAL - 2} de ${TOTAL} faltando`)
      .waitFor();
    const frenchAgain = translations(p).getByRole('textbox', { name: 'francês (fr)' });
    await expect.poll(() => frenchAgain.inputValue()).toBe('Robes longues');
  });

  it('are not in the menu of a moderator, nor open to one by address', async () => {
    const p = page();
    await signIn(p, DEMO.moderator);
    await menuLink(p, 'Marcas do provedor').waitFor();
    expect(await menuLink(p, MENU).count()).toBe(0);
    await p.goto(`${baseUrl}/strong-categories`);
    await p.getByRole('heading', { name: 'Acesso negado', level: 1 }).waitFor();
    await p.goto(`${baseUrl}/strong-categories/create`);
    await p.getByRole('heading', { name: 'Acesso negado', level: 1 }).waitFor();
  });
});
