import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { AdminSettings } from '../../contract/adminSettings.js';
import type { TenantDetails } from '../../contract/tenants.js';
import { api, apiSignIn, DEMO } from './api.js';
import { useBrowserPage } from './browser.js';
import { PORTUGUESE } from './languages.js';
import { menuLink, signIn } from './session.js';
import { openFirstDemoTable } from './storeTables.js';

/** The person comes back to the tab: the browser tells the page it is visible again. */
const comeBack = (page: Page) => page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));

/** The page's reads of `path` from now on. */
function readsOf(page: Page, path: string): string[] {
  const reads: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'GET' && new URL(request.url()).pathname === path) reads.push(request.url());
  });
  return reads;
}

describe('a record saved meanwhile by someone else', () => {
  const page = useBrowserPage();

  it('does not replace the changes typed in a table when the person comes back to the tab; their save says so', async () => {
    const p = page();
    const table = await openFirstDemoTable(p);
    const observation = p.getByRole('textbox', { name: /^Observação/ });
    const mine = `Minha observação ${randomUUID().slice(0, 8)}`;
    await observation.fill(mine);

    const sessionId = await apiSignIn(DEMO.store);
    const stored = await api<Record<string, unknown>>(`/modelings/single/${table.id}`, { sessionId });
    const { id: _id, brandName: _brand, sizes: _sizes, updatedAt: _at, ...body } = stored;
    const theirs = `Observação de um colega ${randomUUID().slice(0, 8)}`;
    await api(`/modelings/single/${table.id}`, { sessionId, method: 'PUT', body: { ...body, observation: theirs } });

    const reads = readsOf(p, `/api/v1/modelings/single/${table.id}`);
    await comeBack(p);
    const refused = p.waitForResponse(
      (r) => new URL(r.url()).pathname === `/api/v1/modelings/single/${table.id}` && r.request().method() === 'PUT',
    );
    await p.getByRole('button', { name: PORTUGUESE.t('ra.action.save') }).click();
    expect((await refused).status()).toBe(409);
    await p.getByText(PORTUGUESE.t('app.errors.STALE_VERSION')).waitFor();
    expect(reads).toEqual([]);
    expect(await observation.inputValue()).toBe(mine);
    const after = await api<{ observation: string }>(`/modelings/single/${table.id}`, { sessionId });
    expect(after.observation).toBe(theirs);
  });

  it('does not replace what the administrator typed in the general settings; their save says so', async () => {
    const sessionId = await apiSignIn(DEMO.admin);
    const p = page();
    await signIn(p, DEMO.admin);
    await menuLink(p, 'Configurações gerais').click();
    const field = p.getByLabel('E-mail de suporte', { exact: true });
    await field.waitFor();
    const mine = `ajuda-${randomUUID().slice(0, 8)}@provador.test`;
    await field.fill(mine);

    const read = await api<AdminSettings>('/admin-settings', { sessionId });
    const theirs = `colega-${randomUUID().slice(0, 8)}@provador.test`;
    const saved = await api<AdminSettings>('/admin-settings', {
      sessionId,
      method: 'PUT',
      body: { version: read.version, supportEmail: theirs },
    });
    try {
      const reads = readsOf(p, '/api/v1/admin-settings');
      await comeBack(p);
      const refused = p.waitForResponse(
        (r) => new URL(r.url()).pathname === '/api/v1/admin-settings' && r.request().method() === 'PUT',
      );
      await p.getByRole('button', { name: 'Salvar configurações' }).click();
      expect((await refused).status()).toBe(409);
      await p
        .getByRole('alert')
        .filter({ hasText: PORTUGUESE.t('app.errors.STALE_VERSION') })
        .first()
        .waitFor();
      expect(reads).toEqual([]);
      expect(await field.inputValue()).toBe(mine);
    } finally {
      // The database lives for the whole run: the support address goes back to the environment's.
      await api('/admin-settings', { sessionId, method: 'PUT', body: { version: saved.version, supportEmail: null } });
    }
  });

  it("does not replace what a moderator typed in a store's settings; their save is refused", async () => {
    const p = page();
    await signIn(p, DEMO.moderator);
    await menuLink(p, 'Configurações da loja').click();
    const observation = p.getByRole('textbox', { name: 'Observação' });
    await observation.waitFor();
    const mine = `Minha nota ${randomUUID().slice(0, 8)}`;
    await observation.fill(mine);

    const sessionId = await apiSignIn(DEMO.moderator);
    const read = await api<TenantDetails>('/tenants/details', { sessionId });
    const { responsibleName: _responsible, ...coverage } = read.coverageDetails;
    const theirs = `Nota de um colega ${randomUUID().slice(0, 8)}`;
    const body = { version: read.version, coverageDetails: { ...coverage, observation: theirs } };
    await api('/tenants/details', { sessionId, method: 'PUT', body });

    const reads = readsOf(p, '/api/v1/tenants/details');
    await comeBack(p);
    const refused = p.waitForResponse(
      (r) => new URL(r.url()).pathname === '/api/v1/tenants/details' && r.request().method() === 'PUT',
    );
    await p.getByRole('button', { name: 'Salvar', exact: true }).click();
    expect((await refused).status()).toBe(409);
    expect(reads).toEqual([]);
    expect(await observation.inputValue()).toBe(mine);
  });
});
