import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api, DEMO } from './api.js';
import { seriousViolations } from './axe.js';
import { useBrowserPage } from './browser.js';
import { menuLink, sessionIdOf, signIn } from './session.js';
import { openFirstDemoTable } from './storeTables.js';

interface StoredTable {
  id: number;
  name: string;
  version: number;
  measures: string[];
  rows: { measures: Record<string, { initialValue?: number; finalValue?: number }> }[];
}

const chestStart = (page: Page, row: number) => page.getByRole('textbox', { name: `Busto/Tórax Início, linha ${row}` });

async function storedTable(page: Page, id: number): Promise<StoredTable> {
  return api<StoredTable>(`/modelings/single/${id}`, { sessionId: await sessionIdOf(page) });
}

describe('table history', () => {
  const page = useBrowserPage();

  it('shows a saved change and restores the version before it, which a reload keeps', async () => {
    const p = page();
    const table = await openFirstDemoTable(p);

    const before = await storedTable(p, table.id);
    if (!before.measures.includes('chest')) throw new Error('The first demo table has no chest measure');
    const start = before.rows[0]!.measures.chest!.initialValue!;
    const changed = String(start - 1);
    await chestStart(p, 1).fill(changed);
    const saved = p.waitForResponse(
      (r) => r.url().includes('/api/v1/modelings/single/') && r.request().method() === 'PUT',
    );
    await p.getByRole('button', { name: 'Salvar' }).click();
    expect((await saved).ok()).toBe(true);
    await expect.poll(async () => (await storedTable(p, table.id)).version).toBe(before.version + 1);

    await p.getByRole('button', { name: 'Histórico' }).click();
    const dialog = p.getByRole('dialog', { name: 'Histórico da tabela' });
    const versions = dialog.getByRole('list', { name: 'Versões' });
    await versions.getByText(`Versão ${before.version + 1} · Edição (atual)`).click();
    const changes = dialog.getByTestId('version-changes');
    await changes.getByRole('cell', { name: 'Busto/Tórax' }).first().waitFor();
    expect(await changes.getByText(new RegExp(`^${changed}–`)).count()).toBeGreaterThan(0);
    const chosen = versions.getByRole('button', { name: new RegExp(`^Versão ${before.version + 1} · `) });
    expect(await chosen.getAttribute('aria-current')).toBe('true');
    expect(await seriousViolations(p, 'table history dialog', '[role="dialog"]')).toEqual([]);

    await versions.getByText(new RegExp(`^Versão ${before.version} · `)).click();
    await dialog.getByRole('button', { name: 'Restaurar esta versão' }).click();
    const confirm = p.getByRole('dialog', { name: `Restaurar a versão ${before.version}?` });
    await confirm.getByRole('button', { name: 'Confirmar' }).click();
    await p.getByText('Versão restaurada').waitFor();
    await expect.poll(() => chestStart(p, 1).inputValue()).toBe(String(start));

    await p.reload();
    await p.getByRole('heading', { name: `Tabela de medidas: ${table.name}`, level: 1 }).waitFor();
    await expect.poll(() => chestStart(p, 1).inputValue()).toBe(String(start));
    const after = await storedTable(p, table.id);
    expect(after.version).toBe(before.version + 2);
    expect(after.rows[0]!.measures.chest!.initialValue).toBe(start);
  });

  it("restores the store settings as they were after an older save, from the settings' history tab", async () => {
    const p = page();
    const first = `Primeira nota ${Date.now()}`;
    await signIn(p, DEMO.moderator);
    await menuLink(p, 'Configurações da loja').click();
    await p.waitForURL((url) => url.pathname === '/tenant-settings');
    const observation = p.getByRole('textbox', { name: 'Observação' });
    for (const text of [first, `${first} (depois)`]) {
      await observation.fill(text);
      await p.getByRole('button', { name: 'Salvar', exact: true }).click();
      await p.getByText('Configurações da loja salvas').last().waitFor();
    }

    await p.getByRole('tab', { name: 'Histórico' }).click();
    // The newest save is the settings as they are; the one before it is the first note.
    await p
      .getByRole('button', { name: /^Restaurar esta versão: / })
      .first()
      .click();
    await p.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click();
    await p.getByText('Configurações restauradas').waitFor();

    await p.reload();
    await p.getByRole('tab', { name: 'Identificação' }).click();
    await expect.poll(() => observation.inputValue()).toBe(first);
  });
});
