import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { fieldsOf } from '../../contract/common.js';
import { ProductBodySchema } from '../../contract/products.js';
import { DEMO, api, apiSignIn } from './api.js';
import { useBrowserPage } from './browser.js';
import { menuLink, signIn } from './session.js';

const baseUrl = inject('baseUrl');

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
    await p.getByPlaceholder('Buscar').fill(name);
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
});
