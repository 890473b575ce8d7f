import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DEMO, api, apiSignIn } from './api.js';
import { useBrowserPage } from './browser.js';
import { pickSearchedOption } from './pickOption.js';
import { createProduct } from './products.js';
import { menuLink, signIn } from './session.js';
import { strongTableBody } from './strongTables.js';
import { baseUrl } from './server.js';

interface Style {
  id: number;
  model: string | null;
  weightStyle: number;
  modelingName: string | null;
}

describe('size styles', () => {
  const page = useBrowserPage();

  it('are synced, filtered, weighted and given a table in bulk by a moderator, and keep it after a reload', async () => {
    const tag = randomUUID().slice(0, 8);
    const moderator = await apiSignIn(DEMO.moderator);
    const brand = await api<{ id: number }>('/strong/brands/', {
      sessionId: moderator,
      method: 'POST',
      expect: 201,
      body: { name: `Marca ${tag}`, gender: 'u', ageGroup: 'adult', shoe: false, active: true },
    });
    const model = `Modelo ${tag}`;
    for (const gender of ['f', 'm']) {
      await createProduct(`Camiseta ${tag} ${gender}`, { gender, strongBrandId: brand.id, strongModel: model });
    }
    const tableName = `Prov ${tag}`;
    await api('/strong/modelings/', {
      sessionId: moderator,
      method: 'POST',
      expect: 201,
      body: strongTableBody(tableName),
    });

    const p = page();
    await signIn(p, DEMO.moderator);
    await menuLink(p, 'Estilo de tamanho').click();
    await p.waitForURL(`${baseUrl}/size-styles`);

    await p.getByRole('button', { name: 'Sincronizar' }).click();
    await p.getByText(/estilo\(s\) com produtos/).waitFor();

    await p.getByPlaceholder('Buscar', { exact: true }).fill(tag);
    await p.waitForURL((url) => url.search.includes(tag));
    await p.getByText('1-2 de 2').waitFor();
    const rows = p.getByRole('row').filter({ has: p.getByRole('cell', { name: model, exact: true }) });
    await expect.poll(() => rows.count()).toBe(2);

    await rows.first().getByRole('button', { name: 'Alterar peso: 1' }).click();
    const weight = p.getByRole('dialog').getByLabel(/^Peso/);
    await weight.fill('3.5');
    await p.getByRole('dialog').getByRole('button', { name: 'Salvar' }).click();
    await p.getByText('Peso salvo.').waitFor();

    await p
      .getByRole('checkbox', { name: /selecionar tudo|select all/i })
      .first()
      .check();
    await p.getByRole('button', { name: 'Associar tabela' }).click();
    const dialog = p.getByRole('dialog');
    await dialog.getByText('Associar uma tabela a 2 estilos').waitFor();
    await pickSearchedOption(p, dialog.getByLabel('Tabela do provedor'), tableName);
    await dialog.getByRole('button', { name: 'Associar', exact: true }).click();
    await p.getByText('Tabela associada a 2 estilos.').waitFor();

    await p.reload();
    await p.getByText('1-2 de 2').waitFor();
    await expect.poll(() => p.getByRole('cell', { name: tableName, exact: true }).count()).toBe(2);
    // Shown as Portuguese writes numbers.
    await p.getByRole('button', { name: 'Alterar peso: 3,5' }).waitFor();

    const stored = await api<{ data: Style[] }>(`/strong/styles?strongBrandId=${brand.id}`, { sessionId: moderator });
    expect(stored.data.map((s) => [s.model, s.modelingName]).sort()).toEqual([
      [model, tableName],
      [model, tableName],
    ]);
    expect(stored.data.map((s) => s.weightStyle).sort()).toEqual([1, 3.5]);
  });
});
