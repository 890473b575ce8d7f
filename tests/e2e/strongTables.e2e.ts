import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO, api, apiSignIn } from './api.js';
import { seriousViolations } from './axe.js';
import { useBrowserPage } from './browser.js';
import { tabTo } from './focus.js';
import { pickSearchedOption } from './pickOption.js';
import { openProduct, searchProducts } from './products.js';
import { menuLink, signIn, waitForShell } from './session.js';
import { range, strongTableBody } from './strongTables.js';
import { baseUrl } from './server.js';

interface StoredStrongTable {
  id: number;
  kind: string;
  model: string | null;
  rows: { labels: Record<string, string>; measures: Record<string, { initialValue: number; finalValue: number }> }[];
}

/** A new provider table of the given model, created by a moderator through the API. */
async function createStrongTable(model: string) {
  const name = `Prov ${randomUUID().slice(0, 8)}`;
  const created = await api<StoredStrongTable>('/strong/modelings/', {
    sessionId: await apiSignIn(DEMO.moderator),
    method: 'POST',
    expect: 201,
    body: { ...strongTableBody(name), model },
  });
  return { name, created };
}

/** Signs in as the moderator and opens the table from the menu and the list, found by its name. */
async function openFromList(p: Page, name: string, id: number) {
  await signIn(p, DEMO.moderator);
  await menuLink(p, 'Tabela do provedor').click();
  await p.waitForURL(`${baseUrl}/strong-table`);
  await p.getByPlaceholder('Buscar pelo nome').fill(name);
  // The search applies after a pause and redraws the rows; click once the list shows its answer.
  await p.waitForURL((url) => url.search.includes(encodeURIComponent(name)) || url.search.includes(name));
  await p.getByText('1-1 de 1').waitFor();
  // The list reads well (axe, contrast included), and its row is a link reached and opened by keyboard.
  expect(await seriousViolations(p, 'provider tables list')).toEqual([]);
  await tabTo(p, p.getByRole('link', { name, exact: true }));
  await p.keyboard.press('Enter');
  await p.waitForURL(`${baseUrl}/strong-table/${id}`);
}

describe('provider tables', () => {
  const page = useBrowserPage();

  it('are opened by a moderator from the menu and the list, show confidence and samples, and save an edited range', async () => {
    const { name, created } = await createStrongTable('Slim');

    const p = page();
    await openFromList(p, name, created.id);

    const stats = p.getByRole('table', { name: 'Aprendido por tamanho' });
    const small = stats.getByRole('row').filter({ has: p.getByRole('rowheader', { name: 'P' }) });
    await expect.poll(() => small.getByRole('cell').allTextContents()).toEqual(['—', '0']);
    await p.getByText('Estática', { exact: true }).waitFor();
    expect(await p.getByRole('textbox', { name: 'Modelo' }).inputValue()).toBe('Slim');

    await p.getByRole('textbox', { name: 'Busto/Tórax Fim, linha 2' }).fill('96');
    const saved = p.waitForResponse(
      (r) => r.url().endsWith(`/strong/modelings/single/${created.id}`) && r.request().method() === 'PUT',
    );
    await p.getByRole('button', { name: 'Salvar' }).click();
    const answer = await saved;
    expect(answer.status(), await answer.text()).toBe(200);
    await p.getByText('Tabela salva').waitFor();

    const stored = await api<StoredStrongTable>(`/strong/modelings/single/${created.id}`, {
      sessionId: await apiSignIn(DEMO.moderator),
    });
    expect(stored.rows.map((r) => r.measures.chest)).toEqual([range(84, 88), range(89, 96)]);
    expect(stored.model).toBe('Slim');
    expect(stored.kind).toBe('STATIC');
  });

  it("resolve a product's strong link in the product editor as its fields are typed", async () => {
    const moderator = await apiSignIn(DEMO.moderator);
    const store = await apiSignIn(DEMO.store);
    const brandName = `E2E ${randomUUID().slice(0, 8)}`;
    const brand = await api<{ id: number }>('/strong/brands/', {
      sessionId: moderator,
      method: 'POST',
      expect: 201,
      body: { name: brandName, gender: 'u', ageGroup: 'adult', shoe: false, active: true },
    });
    const { data } = await api<{ data: { id: number }[] }>('/products?size=1&sort=id,asc', { sessionId: store });
    const product = await api<{ id: number; name: string; ageGroup: string; sizeType: string | null }>(
      `/products/single/${data[0]!.id}`,
      { sessionId: store },
    );
    const tableName = `Prov ${randomUUID().slice(0, 8)}`;
    await api('/strong/modelings/', {
      sessionId: moderator,
      method: 'POST',
      expect: 201,
      body: {
        ...strongTableBody(tableName),
        ageGroup: product.ageGroup,
        sizeType: product.sizeType ?? 'regular',
        strongBrandId: brand.id,
        model: 'Slim',
      },
    });

    const p = page();
    await signIn(p, DEMO.store);
    await searchProducts(p, product.name);
    await p.getByRole('tab', { name: /^Todos/ }).click();
    await openProduct(p, product.name, product.id);
    await p.getByText('Tabela do provedor vinculada (opcional)').click();
    await pickSearchedOption(p, p.getByRole('combobox', { name: 'Marca do provedor' }), brandName);
    await p.getByText('Nenhuma tabela encontrada para os atributos digitados. Preencha os outros campos.').waitFor();

    await p.getByRole('combobox', { name: 'Modelo' }).fill('slim');
    await p.getByText(`Tabela do provedor encontrada: ${tableName} (P, M)`).waitFor();
  });

  it('come back whole when the editor is reloaded while it loads', async () => {
    const { name, created } = await createStrongTable('Recarga');
    const p = page();
    await openFromList(p, name, created.id);
    const editorUrl = p.url();
    // Each reload comes once the table has been asked for, before its answer is drawn.
    for (let reload = 0; reload < 3; reload++) {
      const asked = p.waitForRequest(
        (r) => new URL(r.url()).pathname === `/api/v1/strong/modelings/single/${created.id}`,
        { timeout: 10_000 },
      );
      await p.reload({ waitUntil: 'commit' });
      await asked.catch(() => undefined);
    }
    await p.reload();
    await waitForShell(p);
    expect(p.url()).toBe(editorUrl);
    await expect.poll(() => p.getByRole('textbox', { name: 'Modelo' }).inputValue()).toBe('Recarga');
    expect(await p.getByRole('textbox', { name: 'Busto/Tórax Fim, linha 2' }).inputValue()).toBe('94');
    await p.getByRole('button', { name: 'Salvar' }).waitFor();
    const stats = p.getByRole('table', { name: 'Aprendido por tamanho' });
    expect(await stats.getByRole('rowheader').allTextContents()).toEqual(['P', 'M']);
  }, 120_000);
});
