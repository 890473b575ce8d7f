import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO, SECOND_STORE } from './api.js';
import { settle } from './axe.js';
import { useBrowserPage } from './browser.js';
import { signIn } from './session.js';
import { baseUrl } from './server.js';

const brandCell = (page: Page, name: string) => page.getByRole('cell', { name, exact: true });
const brandRow = (page: Page, name: string) => page.getByRole('row').filter({ has: brandCell(page, name) });

/** Saves the form and fails at once, with the server's answer, when the API refuses it. */
async function save(page: Page, method: 'POST' | 'PUT', status: number) {
  const answer = page.waitForResponse((r) => r.url().includes('/api/v1/brands') && r.request().method() === method);
  await page.getByRole('button', { name: 'Salvar' }).click();
  const response = await answer;
  expect(
    response.status(),
    `${method} ${response.url()} ${response.request().postData()}: ${await response.text()}`,
  ).toBe(status);
}

describe('brands', () => {
  const page = useBrowserPage();

  it('follow the store a moderator switches to', async () => {
    const p = page();
    await signIn(p, DEMO.moderator);
    await p.goto(`${baseUrl}/brands`);
    // Brands of the first demo store that the second one does not have.
    await brandCell(p, 'Linho & Cia').waitFor();
    await brandCell(p, 'Rendas do Norte').waitFor();

    await p.getByRole('button', { name: 'Remover a loja selecionada' }).click();
    await p.getByRole('combobox', { name: 'Buscar loja' }).fill('Maré');
    await p.getByRole('option', { name: SECOND_STORE }).click();

    await brandCell(p, 'Maré Kids').waitFor();
    await brandCell(p, 'Água de Coco').waitFor();
    expect(await brandCell(p, 'Linho & Cia').count()).toBe(0);
    expect(await brandCell(p, 'Rendas do Norte').count()).toBe(0);
    await expect.poll(() => p.title()).toMatch(new RegExp(`^Provador · ${SECOND_STORE}`));
  });

  it('are created, edited and deleted', async () => {
    const p = page();
    const name = `Marca de teste ${randomUUID().slice(0, 8)}`;
    await signIn(p, DEMO.store);
    await p.getByRole('link', { name: 'Marcas', exact: true }).click();

    await p.getByRole('link', { name: 'Criar' }).click();
    await p.getByLabel(/^Nome/).fill(name);
    await save(p, 'POST', 201);
    await brandCell(p, name).waitFor();

    await brandCell(p, name).click();
    await p.getByRole('combobox', { name: 'Sistema de tamanhos' }).click();
    await p.getByRole('option', { name: 'US', exact: true }).click();
    await save(p, 'PUT', 200);
    await brandRow(p, name).getByRole('cell', { name: 'US', exact: true }).waitFor();

    await brandRow(p, name).getByRole('checkbox').check();
    await p.getByRole('button', { name: 'Excluir' }).click();
    await p.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click();
    await brandCell(p, name).waitFor({ state: 'detached' });
    await brandCell(p, 'Linho & Cia').waitFor();
  });
  it("offer a moderator's bulk actions at 1366 px without covering the top bar or the table's header", async () => {
    const p = page();
    await signIn(p, DEMO.moderator);
    await p.goto(`${baseUrl}/brands`);
    await brandCell(p, 'Linho & Cia').waitFor();
    await p.getByRole('checkbox', { name: 'Selecionar tudo' }).check();
    const buttons = p.locator('.RaBulkActionsToolbar-toolbar').getByRole('button');
    await buttons.filter({ hasText: 'Criar tabelas do provedor' }).waitFor();
    // The bar opens with a short transition: measure once it has ended.
    await settle(p);

    const topBar = (await p.getByRole('banner').boundingBox())!;
    const header = (await p.getByRole('columnheader', { name: 'Marca do provedor' }).boundingBox())!;
    const boxes = await Promise.all((await buttons.all()).map((b) => b.boundingBox()));
    expect(boxes.length).toBeGreaterThan(5);
    for (const box of boxes) {
      expect(box!.y).toBeGreaterThanOrEqual(topBar.y + topBar.height);
      expect(box!.y + box!.height).toBeLessThanOrEqual(header.y);
    }
  });
});
