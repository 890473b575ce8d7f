import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { ProviderSyncJob } from '../../contract/providerSync.js';
import { DEMO, FIRST_STORE, SECOND_STORE, api, apiSignIn } from './api.js';
import { useBrowserPage } from './browser.js';
import { menuLink, signIn } from './session.js';
import { baseUrl } from './server.js';

describe("screens the specification's reading found missing", () => {
  const page = useBrowserPage();

  it("a moderator runs the provider tables' two syncs from their screen and reads what they did", async () => {
    const p = page();
    await signIn(p, DEMO.moderator);
    await menuLink(p, 'Tabela do provedor').click();
    await p.waitForURL(`${baseUrl}/strong-table`);
    await p.getByRole('button', { name: 'Sincronizar' }).first().click();
    const dialog = p.getByRole('dialog', { name: 'Sincronizar com as lojas' });

    // Provider tables from every store's tables of a size system: the job runs, then says in words what it
    // made. AU, which no demo store uses, so the catalogue other tests read stays as it was.
    await dialog.getByRole('combobox', { name: 'Sistema de tamanhos' }).click();
    await p.getByRole('option', { name: 'AU', exact: true }).click();
    await dialog.getByRole('button', { name: 'Criar tabelas' }).click();
    const created = dialog.getByText(/tabela\(s\) do provedor criada\(s\)/);
    await created.waitFor({ timeout: 30_000 });
    // Every store's products linked again, after confirmation.
    await dialog.getByRole('button', { name: 'Vincular produtos' }).click();
    await p
      .getByRole('dialog', { name: 'Vincular de novo os produtos de todas as lojas?' })
      .getByRole('button', { name: 'Confirmar' })
      .click();
    const linked = dialog.getByText(/produto\(s\) mudaram de tabela do provedor/);
    await linked.waitFor({ timeout: 30_000 });

    // What the screen says is what the jobs recorded.
    const { data } = await api<{ data: ProviderSyncJob[] }>('/strong/modelings/sync/jobs', {
      sessionId: await apiSignIn(DEMO.moderator),
    });
    const create = data.find((j) => j.kind === 'create_tables')!;
    const link = data.find((j) => j.kind === 'link_products')!;
    expect([create.status, create.sizeSystem, link.status]).toEqual(['finished', 'AU', 'finished']);
    expect(await created.textContent()).toContain(`${create.result.created} tabela(s) do provedor criada(s)`);
    await dialog.getByText('Sistema de tamanhos AU.').waitFor();
    expect(await linked.textContent()).toContain(`${link.result.linked} produto(s) mudaram`);
    expect(create.progress.storesDone).toBe(create.progress.storesTotal);
  });

  it("a moderator edits another store's settings from the dashboard, without switching to it", async () => {
    const p = page();
    await signIn(p, DEMO.moderator);
    await menuLink(p, 'Painel de saúde').click();
    await p.waitForURL((url) => url.pathname === '/dashboard');
    await p.locator('main').getByRole('table').getByRole('button', { name: SECOND_STORE, exact: true }).click();
    const details = p.getByRole('dialog', { name: `Detalhes da loja: ${SECOND_STORE}` });
    await details.getByRole('button', { name: 'Editar loja' }).click();
    const edit = p.getByRole('dialog', { name: `Editar a loja ${SECOND_STORE}` });
    const note = `Revisar tabelas ${randomUUID().slice(0, 6)}`;
    const observation = edit.getByRole('textbox', { name: 'Observação' });
    await observation.fill(note);
    const saved = p.waitForResponse((r) => /\/tenants\/single\/\d+$/.test(r.url()) && r.request().method() === 'PUT');
    await edit.getByRole('button', { name: 'Salvar' }).click();
    expect((await saved).status()).toBe(200);
    await p.getByText('Configurações da loja salvas').waitFor();
    await edit.waitFor({ state: 'hidden' });

    // Saved on that store; the moderator's current store is still the first one.
    const sessionId = await apiSignIn(DEMO.moderator);
    const me = await api<{ tenantName: string }>('/me', { sessionId });
    expect(me.tenantName).toBe(FIRST_STORE);
    const stores = await api<{ data: { id: number; name: string }[] }>('/me/tenants', { sessionId });
    const second = stores.data.find((s) => s.name === SECOND_STORE)!;
    const settings = await api<{ coverageDetails: { observation: string | null } }>(`/tenants/single/${second.id}`, {
      sessionId,
    });
    expect(settings.coverageDetails.observation).toBe(note);
  });
});
