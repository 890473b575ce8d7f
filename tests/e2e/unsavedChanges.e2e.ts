import { randomUUID } from 'node:crypto';
import type { Dialog, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO, api, apiSignIn } from './api.js';
import { useBrowserPage } from './browser.js';
import { PORTUGUESE } from './languages.js';
import { createProduct, openProduct, searchProducts } from './products.js';
import { menuLink, signIn } from './session.js';

const menuEntry = (page: Page, entry: string) => menuLink(page, PORTUGUESE.t(`app.menu.${entry}`));

/** Answers the next browser dialog (react-admin's form asks with window.confirm) and hands it back. */
function nextBrowserDialog(page: Page, answer: 'accept' | 'dismiss'): Promise<Dialog> {
  return new Promise((resolve) => {
    page.once('dialog', (dialog) => {
      void dialog[answer]().then(() => resolve(dialog));
    });
  });
}

describe('unsaved changes', () => {
  const page = useBrowserPage();

  it('leaving the product editor with a changed name asks first; staying keeps the change, leaving drops it', async () => {
    const p = page();
    const name = `Blusa rascunho ${randomUUID().slice(0, 8)}`;
    const id = await createProduct(name);
    await signIn(p, DEMO.store);
    await searchProducts(p, name);
    // The editor is drawn once, from the product this visit reads.
    const full = p.waitForResponse((r) => new URL(r.url()).pathname === `/api/v1/products/single/${id}`);
    // Should the editor never open, the wait above must not outlive the test as an unhandled failure.
    full.catch(() => undefined);
    await openProduct(p, name, id);
    await full;

    const nameField = p.getByLabel(/^Nome/);
    await expect.poll(() => nameField.inputValue()).toBe(name);
    await nameField.fill(`${name} editada`);

    const stay = nextBrowserDialog(p, 'dismiss');
    await menuEntry(p, 'table').click();
    expect((await stay).message()).toBe(PORTUGUESE.t('ra.message.unsaved_changes'));
    expect(new URL(p.url()).pathname).toBe(`/product/single/${id}`);
    expect(await nameField.inputValue()).toBe(`${name} editada`);

    const leave = nextBrowserDialog(p, 'accept');
    await menuEntry(p, 'table').click();
    await leave;
    await p.waitForURL((url) => url.pathname === '/table');
    const stored = await api<{ name: string }>(`/products/single/${id}`, { sessionId: await apiSignIn(DEMO.store) });
    expect(stored.name).toBe(name);
  });

  it('leaving the table editor with changes asks in a dialog; staying keeps them, leaving drops them', async () => {
    const p = page();
    await signIn(p, DEMO.store);
    await menuEntry(p, 'table').click();
    await p.getByRole('link', { name: 'Nova tabela', exact: true }).click();
    await p.getByRole('button', { name: 'Próximo' }).click();
    await p.getByRole('heading', { name: 'Nova tabela de medidas', level: 1 }).waitFor();

    // Untouched, the editor lets go without asking.
    await menuEntry(p, 'products').click();
    await p.waitForURL((url) => url.pathname === '/');
    await p.goBack();
    await p.getByRole('heading', { name: 'Nova tabela de medidas', level: 1 }).waitFor();

    await p.getByLabel(/^Nome/).fill('Tabela esquecida');
    await menuEntry(p, 'products').click();
    const dialog = p.getByRole('dialog', { name: PORTUGUESE.t('app.unsaved.title') });
    await dialog.getByText(PORTUGUESE.t('ra.message.unsaved_changes')).waitFor();
    await dialog.getByRole('button', { name: PORTUGUESE.t('app.unsaved.stay') }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(new URL(p.url()).pathname).toBe('/table/single/new');
    expect(await p.getByLabel(/^Nome/).inputValue()).toBe('Tabela esquecida');

    // Closing the tab asks the browser's own question.
    const unload = new Promise<Dialog>((resolve) => p.once('dialog', resolve));
    await p.close({ runBeforeUnload: true });
    const question = await unload;
    expect(question.type()).toBe('beforeunload');
    await question.dismiss();
    expect(p.isClosed()).toBe(false);

    await menuEntry(p, 'products').click();
    await dialog.getByRole('button', { name: PORTUGUESE.t('app.unsaved.leave') }).click();
    await p.waitForURL((url) => url.pathname === '/');
  });
});
