import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO, api, apiSignIn, storeIdByName } from './api.js';
import { useBrowserPage } from './browser.js';
import { pickSearchedOption } from './pickOption.js';
import { createProduct, openProduct, productRow, searchProducts } from './products.js';
import { askForUnknownProductToday } from './orders.js';
import { sessionIdOf, signIn } from './session.js';
import { baseUrl } from './server.js';

const THIRD_STORE = 'Vila Sapatos';

interface Chart {
  id: number;
  name: string;
  sizes: string[];
}

const unique = (label: string) => `${label} ${randomUUID().slice(0, 8)}`;
const slug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-');

/** Signs the store user in, opens the product CSV import and chooses the file there; answers the dialog. */
async function chooseCsvToImport(page: Page, name: string, buffer: Buffer): Promise<Locator> {
  await signIn(page, DEMO.store);
  await page.getByRole('button', { name: 'Importar CSV' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.locator('input[type=file]').setInputFiles({ name, mimeType: 'text/csv', buffer });
  return dialog;
}

const tab = (page: Page, label: string): Locator => page.getByRole('tab', { name: new RegExp(`^${label}`) });

describe('catalogue', () => {
  const page = useBrowserPage();

  it('a pending product gets a chart in the editor and becomes covered', async () => {
    const session = await apiSignIn(DEMO.store);
    const charts = await api<Chart[]>('/modelings/simplified/all', { sessionId: session });
    const chart = charts.find((c) => c.sizes.length >= 2);
    if (!chart) throw new Error('The demo store has no size chart with sizes');
    const name = unique('Blusa pendente');
    const id = await createProduct(name, { sizes: chart.sizes.slice(0, 2) });

    const p = page();
    await signIn(p, DEMO.store);
    await expect.poll(() => tab(p, 'Pendentes').getAttribute('aria-selected')).toBe('true');
    await searchProducts(p, name);
    await productRow(p, name).getByText('Pendente', { exact: true }).waitFor();

    await openProduct(p, name, id);
    const chartInput = p.getByRole('combobox', { name: 'Tabela de medidas' });
    await chartInput.waitFor();
    await pickSearchedOption(p, chartInput, chart.name);
    const saved = p.waitForResponse(
      (r) => r.url().includes('/api/v1/products/single/') && r.request().method() === 'PUT',
    );
    await p.getByRole('button', { name: 'Salvar' }).click();
    const answer = await saved;
    expect(answer.status(), await answer.text()).toBe(200);
    expect((await answer.json()).state).toBe('covered');

    await p.goto(baseUrl);
    await searchProducts(p, name);
    await expect.poll(() => productRow(p, name).count()).toBe(0);
    await tab(p, 'Cobertos').click();
    await productRow(p, name).getByText('Coberto', { exact: true }).waitFor();
    await productRow(p, name).getByText(chart.name, { exact: true }).waitFor();
  });

  it('imports a CSV, showing the one bad row with its line, field and message', async () => {
    const good = [unique('Saia importada'), unique('Calça importada')];
    const bad = unique('Vestido recusado');
    const csv = [
      'feedProductId,permalink,name,gender,ageGroup,productType,sizes,pluginActive',
      ...good.map(
        (name) => `${slug(name)},https://atelie.example/produto/${slug(name)},${name},f,adult,clothes,P|M,true`,
      ),
      `${slug(bad)},ftp://atelie.example/${slug(bad)},${bad},f,adult,clothes,P,true`,
    ].join('\n');

    const p = page();
    const dialog = await chooseCsvToImport(p, 'produtos.csv', Buffer.from(csv));
    await dialog.getByRole('button', { name: 'Importar', exact: true }).click();

    await dialog.getByText('2 produtos inseridos').waitFor({ timeout: 20_000 });
    await dialog.getByText('1 linha com erro').waitFor();
    const errors = dialog.getByRole('table', { name: 'Linhas com erro' });
    const row = errors.getByRole('row').filter({ hasText: 'permalink' });
    expect(await row.getByRole('cell').allTextContents()).toEqual(['4', 'permalink', expect.stringMatching(/http/i)]);
    await dialog.getByRole('button', { name: 'Fechar' }).click();

    await tab(p, 'Todos').click();
    for (const name of good) {
      await searchProducts(p, name);
      await productRow(p, name).getByText(name, { exact: true }).waitFor();
    }
    await searchProducts(p, bad);
    await expect.poll(() => productRow(p, bad).count()).toBe(0);
  });

  it('imports a Windows-1252 CSV from Excel with its accents, naming the bad row in Portuguese', async () => {
    const name = unique('Café Calça');
    const bad = unique('Saia recusada');
    const csv = [
      'permalink,name,gender,sizes',
      `https://atelie.example/produto/${slug(name)},${name},f,P|M`,
      `https://atelie.example/produto/${slug(bad)},${bad},x,P`,
    ].join('\r\n');

    const p = page();
    // Latin-1 writes é and ç as Windows-1252 does: one byte each.
    const dialog = await chooseCsvToImport(p, 'excel.csv', Buffer.from(csv, 'latin1'));
    await dialog.getByRole('button', { name: 'Importar', exact: true }).click();

    await dialog.getByText('1 produto inserido').waitFor({ timeout: 20_000 });
    await dialog.getByText('1 linha com erro').waitFor();
    await dialog.getByText('Codificação do arquivo: Windows-1252 (padrão do Excel no Windows)').waitFor();
    const row = dialog.getByRole('table', { name: 'Linhas com erro' }).getByRole('row').filter({ hasText: 'gender' });
    expect(await row.getByRole('cell').allTextContents()).toEqual([
      '3',
      'gender',
      'O campo gender aceita um destes valores: m, f, u.',
    ]);
    await dialog.getByRole('button', { name: 'Fechar' }).click();

    await tab(p, 'Todos').click();
    await searchProducts(p, name);
    await productRow(p, name).getByText(name, { exact: true }).waitFor();
  });

  it('moves an unknown product into the catalogue', async () => {
    const permalink = await askForUnknownProductToday();
    const p = page();
    await signIn(p, DEMO.store);
    await p.goto(`${baseUrl}/unknown-products`);
    await p.getByPlaceholder('Buscar', { exact: true }).fill(permalink);
    // The list cuts long addresses; the link is named by the whole one.
    const link = p.getByRole('link', { name: permalink, exact: true });
    await link.waitFor();

    const moved = p.waitForResponse(
      (r) => r.url().includes('/api/v1/products/mock') && r.request().method() === 'POST',
    );
    await p.getByRole('row').filter({ has: link }).getByRole('button', { name: 'Mover para produtos' }).click();
    expect((await moved).status()).toBeLessThan(300);
    await p.getByText('Produto movido para a lista de produtos (inativo).').waitFor();
    await expect.poll(() => p.getByRole('link', { name: permalink, exact: true }).count()).toBe(0);

    await p.goto(baseUrl);
    await tab(p, 'Todos').click();
    await searchProducts(p, permalink);
    // The list shows the permalink's path; the whole link is its title.
    await productRow(p, new URL(permalink).pathname).getByText('Inativo', { exact: true }).waitFor();
  });

  it('exports the list as a download and by e-mail, naming the address', async () => {
    const name = unique('Camisa exportada');
    await createProduct(name);
    const p = page();
    await signIn(p, DEMO.store);
    await searchProducts(p, name);
    await productRow(p, name).waitFor();

    await p.getByRole('button', { name: 'Exportar' }).click();
    const download = p.waitForEvent('download');
    await p.getByRole('menuitem', { name: 'Baixar CSV' }).click();
    const file = await (await download).path();
    const text = (await readFile(file, 'utf8')).replace(/^\uFEFF/, '');
    const [header, ...lines] = text.trim().split(/\r\n/);
    expect(header).toBe(
      'feedProductId,permalink,name,code,imageUrl,brand,category,gender,ageGroup,sizeType,productType,sizeSystem,sizes,pluginActive,chart',
    );
    // The export follows the list's search.
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(name);

    await p.getByRole('button', { name: 'Exportar' }).click();
    await p.getByRole('menuitem', { name: 'Enviar por e-mail' }).click();
    await p.getByText(`Exportação concluída! O arquivo foi enviado para ${DEMO.store}`).waitFor({ timeout: 20_000 });
  });

  /** The importer's errors as the sync dialog words them in Portuguese, by code. */
  const PORTUGUESE_ERRORS: Record<string, string> = {
    NO_SIZES: 'Tamanhos do produto não encontrados',
    SIZES_NOT_IN_CHART: 'A tabela não contempla este estilo de tamanho',
    REQUIRED: 'Falta um campo obrigatório',
    URL: 'Link que não começa com http:// ou https://',
    MAXLENGTH: 'Nome longo demais',
    COMMA: 'Nome com vírgula',
    ENUM: 'Valor fora da lista aceita',
    MAXITEMS: 'Tamanhos demais',
    PERMALINK_TAKEN: 'Outro produto já tem este link',
  };

  it('shows the last feed sync with its counts and import errors', async () => {
    const session = await apiSignIn(DEMO.store);
    const run = await api<{
      readCount: number;
      insertedCount: number;
      errors: { product: string; code?: string; message: string }[];
    }>('/importations/latest', { sessionId: session });
    const p = page();
    await signIn(p, DEMO.store);
    await p.getByRole('button', { name: 'Sincronização do XML' }).click();
    const dialog = p.getByRole('dialog');
    await dialog.getByText(/^Última sincronização em /).waitFor();
    const count = (label: string) => dialog.getByText(label, { exact: true }).locator('xpath=preceding-sibling::*[1]');
    // Counts are written the Portuguese way (1.891).
    const portuguese = new Intl.NumberFormat('pt-BR');
    expect(await count('Lidos').textContent()).toBe(portuguese.format(run.readCount));
    expect(await count('Inseridos').textContent()).toBe(portuguese.format(run.insertedCount));
    if (run.errors.length > 0) {
      // The importer writes its errors in English with their code; the dialog words them by the code.
      const first = run.errors[0]!;
      const row = dialog.getByRole('row').filter({ has: p.getByRole('cell', { name: first.product, exact: true }) });
      await row.first().waitFor();
      expect(await row.first().getByRole('cell').last().textContent()).toBe(
        PORTUGUESE_ERRORS[first.code ?? ''] ?? first.message,
      );
    } else await dialog.getByText('Nenhum erro de importação.').waitFor();
  });

  it('deletes the pending products only once the delete word is typed', async () => {
    const p = page();
    await signIn(p, DEMO.moderator);
    // Another store than the one the other tests use, so their products stay.
    const session = await sessionIdOf(p);
    await api(`/me/current-tenant/${await storeIdByName(session, THIRD_STORE)}`, { sessionId: session, method: 'PUT' });
    await p.goto(baseUrl);
    await expect.poll(async () => (await tab(p, 'Pendentes').textContent()) ?? '').toMatch(/Pendentes \([1-9]\d*\)/);

    await p.getByRole('button', { name: 'Excluir produtos' }).click();
    await p.getByRole('menuitem', { name: 'Excluir produtos pendentes' }).click();
    const dialog = p.getByRole('dialog');
    const confirm = dialog.getByRole('button', { name: 'Excluir', exact: true });
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.getByLabel('Digite EXCLUIR para confirmar').fill('excluir!');
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.getByLabel('Digite EXCLUIR para confirmar').fill('EXCLUIR');
    const deleted = p.waitForResponse(
      (r) => r.url().endsWith('/api/v1/products/pending') && r.request().method() === 'DELETE',
    );
    await confirm.click();
    expect((await deleted).status()).toBe(200);
    await p.getByText(/produtos? excluídos?/).waitFor();
    await expect.poll(async () => tab(p, 'Pendentes').textContent()).toBe('Pendentes (0)');
    await expect.poll(async () => (await tab(p, 'Cobertos').textContent()) ?? '').toMatch(/Cobertos \([1-9]\d*\)/);
  });
});
