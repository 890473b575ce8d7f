import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QueueEntry } from '../../contract/feeds.js';
import type { TenantDetails } from '../../contract/tenants.js';
import { api, apiSignIn, DEMO, FIRST_STORE, storeIdByName } from './api.js';
import { useBrowserPage } from './browser.js';
import { heldFeedUrl, HeldFeedServer } from './heldFeed.js';
import { menuLink, signIn } from './session.js';
import { baseUrl } from './server.js';

const queueOf = async (session: string) =>
  (await api<{ data: QueueEntry[] }>('/importations/queue?size=100', { sessionId: session })).data;

async function until(check: () => Promise<boolean>, what: string, timeoutMs = 30_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Queues `count` other stores that have a feed (stores without one are refused with NO_FEED_URL). */
async function queueOtherFeedStores(session: string, except: number, count: number): Promise<string[]> {
  const { data } = await api<{ data: { id: number; name: string }[] }>('/me/tenants', { sessionId: session });
  const queued: string[] = [];
  for (const store of data) {
    if (queued.length === count) break;
    if (store.id === except) continue;
    const response = await fetch(`${baseUrl}/api/v1/importations/queue`, {
      method: 'POST',
      headers: { 'X-Session-Id': session, 'Content-Type': 'application/json' },
      body: JSON.stringify({ tenantId: store.id }),
    });
    if (response.status === 201) queued.push(store.name);
  }
  if (queued.length < count) throw new Error(`only ${queued.length} demo stores with a feed to queue`);
  return queued;
}

const queueRow = (p: Page, store: string) => p.locator('tbody tr').filter({ hasText: store });

describe('integration queue and store feed', () => {
  const page = useBrowserPage();
  const feeds = new HeldFeedServer(`E2E-${randomUUID().slice(0, 8)}`);
  let session: string;
  let storeId: number;
  let settings: TenantDetails;

  beforeAll(async () => {
    await feeds.start();
    session = await apiSignIn(DEMO.moderator);
    storeId = await storeIdByName(session, FIRST_STORE);
    settings = await api<TenantDetails>('/tenants/details', { sessionId: session });
  });
  afterAll(async () => {
    if (settings) await saveFeedUrl(settings.productIntegrationXmlLink);
    await feeds.stop();
  });

  /** Saves the store's feed address against the version the store is at now. */
  const saveFeedUrl = async (productIntegrationXmlLink: string | null) => {
    const { version } = await api<TenantDetails>('/tenants/details', { sessionId: session });
    await api('/tenants/details', { sessionId: session, method: 'PUT', body: { version, productIntegrationXmlLink } });
  };

  it('checks and imports the store feed, and the moderator orders the queue while it runs', async () => {
    const p = page();
    await signIn(p, DEMO.moderator);

    // Store settings: the demo feed is checked (a report), then a bad address shows its error.
    await menuLink(p, 'Configurações da loja').click();
    await p.waitForURL((url) => url.pathname === '/tenant-settings');
    await p.getByRole('tab', { name: 'Integração' }).click();
    const urlField = p.getByLabel('URL do XML', { exact: true });
    await expect.poll(() => urlField.inputValue()).toContain('/api/v1/demo-feeds/');
    await p.getByRole('button', { name: 'Verificar XML' }).click();
    await p.getByText('Itens lidos', { exact: true }).waitFor();
    await urlField.fill('http://127.0.0.1:1/feed.xml');
    await p.getByRole('button', { name: 'Verificar XML' }).click();
    await p.getByText(/^Não foi possível verificar o XML: .*não é um endereço público da internet/).waitFor();
    await urlField.fill(settings.productIntegrationXmlLink!);

    // The store's feed now comes in two halves, so its import stays running until released.
    await feeds.load(storeId);
    await saveFeedUrl(heldFeedUrl(storeId));
    await p.getByRole('button', { name: 'Importar agora' }).click();
    await p.getByText(/^Importação na fila/).waitFor();
    await until(
      async () => (await queueOf(session)).some((e) => e.tenantId === storeId && e.status === 'running'),
      'the import to run',
    );
    const [second, third] = await queueOtherFeedStores(session, storeId, 2);

    // The queue: the store's import running with its progress, the two other demo feed stores waiting.
    await menuLink(p, 'Fila de integração').click();
    await p.waitForURL((url) => url.pathname === '/integration');
    const running = queueRow(p, FIRST_STORE);
    await running.getByText('Importando').waitFor();
    await running.getByRole('progressbar').waitFor();
    await queueRow(p, third!).getByRole('cell', { name: '2', exact: true }).waitFor();

    await p.getByRole('button', { name: `Mover ${third} para o topo` }).click();
    await queueRow(p, third!).getByRole('cell', { name: '1', exact: true }).waitFor();
    await queueRow(p, second!).getByRole('cell', { name: '2', exact: true }).waitFor();

    // A running import is not removed (the server refuses it): no Remover on its row.
    expect(await running.getByRole('button', { name: `Remover ${FIRST_STORE} da fila` }).count()).toBe(0);
    await p.getByRole('button', { name: `Remover ${second} da fila` }).click();
    await p
      .getByRole('dialog')
      .getByText(`Remover ${second} da fila de integração? A importação que aguardava não será feita.`)
      .waitFor();
    await p.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click();
    await queueRow(p, second!).waitFor({ state: 'detached' });
    expect((await queueOf(session)).map((e) => e.tenantName)).toEqual([FIRST_STORE, third]);

    // Released, the import ends and leaves the queue (the other store's follows).
    feeds.release();
    await running.waitFor({ state: 'detached', timeout: 60_000 });

    // The products page's sync details show the run: the one new product inserted.
    await menuLink(p, 'Produtos').click();
    await p.waitForURL((url) => url.pathname === '/');
    await p.getByRole('button', { name: 'Sincronização do XML' }).click();
    const dialog = p.getByRole('dialog');
    const inserted = dialog.getByText('Inseridos', { exact: true }).locator('xpath=preceding-sibling::*[1]');
    await expect.poll(() => inserted.textContent()).toBe('1');
    // The other store's import ends too, so no later test meets a store being imported.
    await until(async () => (await queueOf(session)).length === 0, 'the queue to empty', 90_000);
  }, 180_000);
});
