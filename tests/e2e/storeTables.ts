import type { Page } from 'playwright-core';
import { api, apiSignIn, DEMO } from './api.js';
import { menuLink, signIn } from './session.js';

export interface ListedTable {
  id: number;
  name: string;
  static: boolean;
}

/** The demo store's tables a person edits (not the static ones), in the list's order (by name). */
export async function demoStoreTables(): Promise<ListedTable[]> {
  const { data } = await api<{ data: ListedTable[] }>('/modelings?page=0&size=25&sort=name,asc', {
    sessionId: await apiSignIn(DEMO.store),
  });
  return data.filter((t) => !t.static);
}

/** On the table list: clicks the table's name and waits for its editor, its size grid drawn. */
export async function openTableFromList(page: Page, table: { id: number; name: string }) {
  await page.getByRole('link', { name: table.name, exact: true }).click();
  await page.waitForURL(new RegExp(`/table/single/${table.id}$`));
  await page.getByRole('heading', { name: `Tabela de medidas: ${table.name}`, level: 1 }).waitFor();
  await page.getByRole('table', { name: 'Tamanhos e medidas' }).waitFor();
}

/** Signs the page in as the demo store's user and opens its first table from the menu and the list. */
export async function openFirstDemoTable(page: Page): Promise<ListedTable> {
  const [table] = await demoStoreTables();
  if (!table) throw new Error('The demo store has no table');
  await signIn(page, DEMO.store);
  await menuLink(page, 'Tabela de medidas').click();
  await openTableFromList(page, table);
  return table;
}
