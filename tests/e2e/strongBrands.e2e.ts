import { randomUUID } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { fieldsOf } from '../../contract/common.js';
import { ProductBodySchema } from '../../contract/products.js';
import { DEMO, api, apiSignIn } from './api.js';
import { useBrowserPage } from './browser.js';
import { tabTo, typeInto } from './focus.js';
import { menuLink, sessionIdOf, signIn } from './session.js';
import { baseUrl } from './server.js';

/** Saves the form and fails at once, with the server's answer, when the API refuses it. */
async function save(page: Page, method: 'POST' | 'PUT', status: number) {
  const answer = page.waitForResponse(
    (r) => r.url().includes('/api/v1/strong/brands') && r.request().method() === method,
  );
  await page.getByRole('button', { name: 'Salvar' }).click();
  const response = await answer;
  expect(response.status(), `${method} ${response.url()}: ${await response.text()}`).toBe(status);
}

/** Links one product of the first demo store to the provider brand, as its store user would. */
async function linkAProduct(strongBrandId: number) {
  const store = await apiSignIn(DEMO.store);
  const { data } = await api<{ data: { id: number }[] }>('/products?size=1&sort=id,asc', { sessionId: store });
  const product = await api<Record<string, unknown>>(`/products/single/${data[0]!.id}`, { sessionId: store });
  const body = Object.fromEntries(
    fieldsOf(ProductBodySchema)
      .filter((f) => f in product)
      .map((f) => [f, product[f]]),
  );
  await api(`/products/single/${data[0]!.id}`, {
    sessionId: store,
    method: 'PUT',
    body: { ...body, strongBrandId },
  });
}

describe('provider brands', () => {
  const page = useBrowserPage();

  it('are created by a moderator from the menu, edited, and not deleted while a product links to them', async () => {
    const p = page();
    const name = `Prov ${randomUUID().slice(0, 8)}`;
    await signIn(p, DEMO.moderator);
    await menuLink(p, 'Marcas do provedor').click();
    await p.waitForURL(`${baseUrl}/strong-brands`);

    await p.getByRole('link', { name: 'Criar' }).click();
    await p.getByLabel(/^Nome/).fill(name);
    await p.getByLabel('URL do logo').fill('https://cdn.example/logo.png');
    await save(p, 'POST', 201);
    await p.getByText('Nenhuma marca de loja está vinculada a esta marca do provedor.').waitFor();

    await menuLink(p, 'Marcas do provedor').click();
    await p.getByPlaceholder('Buscar', { exact: true }).fill(name);
    const cell = p.getByRole('cell', { name, exact: true });
    await cell.click();
    const nameInput = p.getByLabel(/^Nome/);
    await expect.poll(() => nameInput.inputValue()).toBe(name);
    const id = Number(new URL(p.url()).pathname.split('/').at(-1));
    await p.getByLabel('Calçados').check();
    await save(p, 'PUT', 200);

    await linkAProduct(id);
    await p.goto(`${baseUrl}/strong-brands/${id}`);
    await p.getByText('0 marcas de loja e 1 produto(s) vinculados').waitFor();
    await p.getByRole('button', { name: 'Excluir' }).click();
    const refused = p.waitForResponse(
      (r) => r.url().endsWith(`/strong/brands/single/${id}`) && r.request().method() === 'DELETE',
    );
    await p.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click();
    expect((await refused).status()).toBe(409);
    await p.getByText('Ela está vinculada a 1 produto.', { exact: false }).waitFor();
    expect(await p.getByLabel('Calçados').isChecked()).toBe(true);
  });

  it('is created with the keyboard alone, each stop showing where the focus is', async () => {
    const p = page();
    const name = `Tecla ${randomUUID().slice(0, 8)}`;
    await signIn(p, DEMO.moderator);
    /** Moves the focus with Tab and checks the browser draws it (focus-visible), as for someone without a mouse. */
    const focusVisibly = async (target: Locator) => {
      await tabTo(p, target);
      expect(await target.evaluate((element) => element.matches(':focus-visible'))).toBe(true);
    };

    await focusVisibly(menuLink(p, 'Marcas do provedor'));
    await p.keyboard.press('Enter');
    await p.waitForURL(`${baseUrl}/strong-brands`);
    await focusVisibly(p.getByRole('link', { name: 'Criar' }));
    await p.keyboard.press('Enter');
    await p.waitForURL(`${baseUrl}/strong-brands/create`);

    await typeInto(p, p.getByLabel(/^Nome/), name);
    await typeInto(p, p.getByLabel('URL do logo'), 'https://cdn.example/tecla.png');
    const gender = p.getByRole('combobox', { name: /^Gênero/ });
    await focusVisibly(gender);
    await p.keyboard.press('Enter');
    await p.getByRole('listbox').waitFor();
    await p.keyboard.type('Fem');
    await p.keyboard.press('Enter');
    await p.getByRole('listbox').waitFor({ state: 'hidden' });
    await expect.poll(() => gender.textContent()).toBe('Feminino');
    const shoe = p.getByLabel('Calçados');
    await focusVisibly(shoe);
    await p.keyboard.press('Space');
    expect(await shoe.isChecked()).toBe(true);

    await focusVisibly(p.getByRole('button', { name: 'Salvar' }));
    const created = p.waitForResponse(
      (r) => r.url().includes('/api/v1/strong/brands') && r.request().method() === 'POST',
    );
    await p.keyboard.press('Enter');
    const answer = await created;
    expect(answer.status(), await answer.text()).toBe(201);
    const { id } = (await answer.json()) as { id: number };
    await p.waitForURL(`${baseUrl}/strong-brands/${id}`);
    const stored = await api<Record<string, unknown>>(`/strong/brands/single/${id}`, {
      sessionId: await sessionIdOf(p),
    });
    expect(stored).toMatchObject({
      name,
      logoUrl: 'https://cdn.example/tecla.png',
      gender: 'f',
      ageGroup: 'adult',
      shoe: true,
      active: true,
    });
  }, 120_000);
});
