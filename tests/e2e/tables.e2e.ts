import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api, DEMO } from './api.js';
import { useBrowserPage } from './browser.js';
import { sessionIdOf, signIn, menuLink } from './session.js';
import { demoStoreTables, openTableFromList } from './storeTables.js';

interface StoredTable {
  name: string;
  observation: string;
  measures: string[];
  rows: { labels: Record<string, string>; measures: Record<string, { initialValue: number; finalValue: number }> }[];
}

// Three sizes graded from the first one: chest 84-90 (+6 a size), waist 66-72 (+6 a size).
const EXPECTED_ROWS = [
  {
    labels: { BR: 'P' },
    measures: { chest: { initialValue: 84, finalValue: 90 }, waist: { initialValue: 66, finalValue: 72 } },
  },
  {
    labels: { BR: 'M' },
    measures: { chest: { initialValue: 90, finalValue: 96 }, waist: { initialValue: 72, finalValue: 78 } },
  },
  {
    labels: { BR: 'G' },
    measures: { chest: { initialValue: 96, finalValue: 102 }, waist: { initialValue: 78, finalValue: 84 } },
  },
];

async function grade(page: Page, measure: string, firstStart: string, firstEnd: string, step: string) {
  await page.getByRole('button', { name: 'Graduação' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('combobox', { name: 'Medida' }).click();
  await page.getByRole('option', { name: measure }).click();
  await dialog.getByLabel('Início do primeiro tamanho').fill(firstStart);
  await dialog.getByLabel('Fim do primeiro tamanho').fill(firstEnd);
  await dialog.getByLabel('Passo').fill(step);
  await dialog.getByRole('button', { name: 'Preencher' }).click();
  await dialog.waitFor({ state: 'hidden' });
}

const chestStart = (page: Page, row: number) => page.getByRole('textbox', { name: `Busto/Tórax Início, linha ${row}` });

async function storedTable(page: Page, id: string): Promise<StoredTable> {
  return api<StoredTable>(`/modelings/single/${id}`, { sessionId: await sessionIdOf(page) });
}

/** Saves the table and waits, as a person does, until the editor has taken the answer in: its Save button is offered again. */
async function saveTable(page: Page, method: 'POST' | 'PUT') {
  const saved = page.waitForResponse((r) => r.url().includes('/api/v1/modelings') && r.request().method() === method);
  const button = page.getByRole('button', { name: 'Salvar' });
  await button.click();
  expect((await saved).ok()).toBe(true);
  await expect.poll(() => button.isEnabled()).toBe(true);
}

const grid = (page: Page) => page.getByRole('table', { name: 'Tamanhos e medidas' });
const observation = (page: Page) => page.getByRole('textbox', { name: /^Observação/ });

describe('measurement tables', () => {
  const page = useBrowserPage();

  it('open from the list, are edited and saved, and the next one opens after going back', async () => {
    const [first, second] = await demoStoreTables();
    if (!second) throw new Error('The demo store has fewer than two tables');
    const p = page();
    const note = `Medido no manequim ${randomUUID().slice(0, 8)}`;
    await signIn(p, DEMO.store);
    await menuLink(p, 'Tabela de medidas').click();

    await openTableFromList(p, first);
    expect(await grid(p).getByRole('row').count()).toBeGreaterThan(1);
    await observation(p).fill(note);
    await saveTable(p, 'PUT');
    expect((await storedTable(p, String(first.id))).observation).toBe(note);

    await p.goBack();
    await p.waitForURL(/\/table$/);
    await openTableFromList(p, second);
    expect(await observation(p).inputValue()).not.toBe(note);

    await p.goBack();
    await openTableFromList(p, first);
    expect(await observation(p).inputValue()).toBe(note);
  });

  it('are set up from chosen measures, graded, tried and kept in centimetres whatever the unit shown', async () => {
    const p = page();
    const name = `Tabela de teste ${randomUUID().slice(0, 8)}`;
    await signIn(p, DEMO.store);
    await p.getByRole('link', { name: 'Tabela de medidas', exact: true }).click();

    await p.getByRole('link', { name: 'Nova tabela', exact: true }).click();
    expect(await p.getByRole('checkbox', { name: 'Busto/Tórax', exact: true }).isChecked()).toBe(true);
    expect(await p.getByRole('checkbox', { name: 'Cintura', exact: true }).isChecked()).toBe(true);
    await p.getByRole('checkbox', { name: 'Quadril', exact: true }).uncheck();
    await p.getByRole('button', { name: 'Próximo' }).click();

    await p.getByRole('heading', { name: 'Nova tabela de medidas', level: 1 }).waitFor();
    await p.getByRole('button', { name: 'Adicionar tamanho' }).click();
    await p.getByRole('button', { name: 'Adicionar tamanho' }).click();
    expect(await p.getByRole('textbox', { name: /^Quadril/ }).count()).toBe(0);
    for (const [i, label] of ['P', 'M', 'G'].entries()) {
      await p.getByRole('textbox', { name: `Tamanho BR, linha ${i + 1}` }).fill(label);
    }
    await grade(p, 'Busto/Tórax', '84', '90', '6');
    await grade(p, 'Cintura', '66', '72', '6');
    await p.getByLabel(/^Nome/).fill(name);
    await saveTable(p, 'POST');
    await p.waitForURL(/\/table\/single\/\d+$/);
    const id = new URL(p.url()).pathname.split('/').pop()!;
    expect((await storedTable(p, id)).rows).toEqual(EXPECTED_ROWS);

    await p.getByRole('link', { name: 'Tabela de medidas', exact: true }).click();
    await p.getByRole('cell', { name, exact: true }).click();
    await p.waitForURL(new RegExp(`/table/single/${id}$`));
    await p.getByRole('heading', { name: `Tabela de medidas: ${name}`, level: 1 }).waitFor();

    const simulation = p.getByRole('region', { name: 'Experimente' });
    await simulation.getByLabel('Busto/Tórax (cm)').fill('93');
    await simulation.getByLabel('Cintura (cm)').fill('75');
    await expect.poll(() => simulation.getByRole('status', { name: 'Tamanho recomendado' }).textContent()).toBe('M');

    const units = p.getByRole('group', { name: 'Unidade de medida' }).last();
    await units.getByRole('button', { name: 'pol' }).click();
    await expect.poll(() => chestStart(p, 1).inputValue()).toBe('33,0709');
    await units.getByRole('button', { name: 'cm' }).click();
    await expect.poll(() => chestStart(p, 1).inputValue()).toBe('84');
    expect((await storedTable(p, id)).rows).toEqual(EXPECTED_ROWS);

    await units.getByRole('button', { name: 'pol' }).click();
    await expect.poll(() => chestStart(p, 1).inputValue()).toBe('33,0709');
    await saveTable(p, 'PUT');
    expect((await storedTable(p, id)).rows).toEqual(EXPECTED_ROWS);
  });
});
