import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api, apiSignIn, DEMO } from './api.js';
import { useBrowserPage } from './browser.js';
import { PORTUGUESE } from './languages.js';
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

describe('a table saved meanwhile by someone else', () => {
  const page = useBrowserPage();

  it('does not replace the changes typed when the person comes back to the tab; their save says it was saved meanwhile', async () => {
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
});
