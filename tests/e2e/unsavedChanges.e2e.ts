import { randomUUID } from 'node:crypto';
import type { Dialog, Page, Request, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO, FIRST_STORE, SECOND_STORE, api, apiSignIn } from './api.js';
import { useBrowserPage } from './browser.js';
import { languageOf, PORTUGUESE } from './languages.js';
import { createProduct, openProduct, searchProducts } from './products.js';
import { menuLink, signIn } from './session.js';
import { openFirstDemoTable } from './storeTables.js';

const ENGLISH = languageOf('en');
const menuEntry = (page: Page, entry: string) => menuLink(page, PORTUGUESE.t(`app.menu.${entry}`));

describe('unsaved changes', () => {
  const page = useBrowserPage();

  it('leaving the product editor with a changed name asks in a dialog, again when asked at once after staying; leaving drops it', async () => {
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

    const question = p.getByRole('dialog', { name: PORTUGUESE.t('app.unsaved.title') });
    await menuEntry(p, 'table').click();
    await question.getByText(PORTUGUESE.t('ra.message.unsaved_changes')).waitFor();
    // Staying, then asking again at once, on a page slowed down six times: the second click comes before the page
    // has drawn the first answer, and is asked all the same.
    const cdp = await p.context().newCDPSession(p);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    await question.getByRole('button', { name: PORTUGUESE.t('app.unsaved.stay') }).click();
    await menuEntry(p, 'table').click();
    await question.getByText(PORTUGUESE.t('ra.message.unsaved_changes')).waitFor();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    expect(new URL(p.url()).pathname).toBe(`/product/single/${id}`);
    expect(await nameField.inputValue()).toBe(`${name} editada`);

    await question.getByRole('button', { name: PORTUGUESE.t('app.unsaved.leave') }).click();
    await p.waitForURL((url) => url.pathname === '/table');
    const stored = await api<{ name: string }>(`/products/single/${id}`, { sessionId: await apiSignIn(DEMO.store) });
    expect(stored.name).toBe(name);
  });

  it('changing the language with a changed name asks first (the screen is drawn anew); staying keeps it, switching drops it', async () => {
    const p = page();
    const name = `Blusa idioma ${randomUUID().slice(0, 8)}`;
    const id = await createProduct(name);
    await signIn(p, DEMO.store);
    await searchProducts(p, name);
    await openProduct(p, name, id);
    const nameField = p.getByLabel(/^Nome/);
    await expect.poll(() => nameField.inputValue()).toBe(name);
    await nameField.fill(`${name} editada`);

    const pickEnglish = async () => {
      await p.getByRole('button', { name: `${PORTUGUESE.t('app.language.label')}: ${PORTUGUESE.name}` }).click();
      await p.getByRole('menuitem', { name: ENGLISH.name }).click();
    };
    const question = p.getByRole('dialog', { name: PORTUGUESE.t('app.unsaved.title') });
    await pickEnglish();
    await question.getByText(PORTUGUESE.t('app.unsaved.language')).waitFor();
    await question.getByRole('button', { name: PORTUGUESE.t('app.unsaved.stay') }).click();
    await question.waitFor({ state: 'hidden' });
    expect(await nameField.inputValue()).toBe(`${name} editada`);
    expect(await menuEntry(p, 'products').isVisible()).toBe(true);

    await pickEnglish();
    await question.getByRole('button', { name: PORTUGUESE.t('app.unsaved.switchWithoutSaving') }).click();
    await menuLink(p, ENGLISH.t('app.menu.products')).waitFor();
    const englishName = p.getByLabel(/^Name/);
    await expect.poll(() => englishName.inputValue()).toBe(name);
    expect(new URL(p.url()).pathname).toBe(`/product/single/${id}`);
  });

  it("a brand's editor, opened from its list, and the new-brand form ask before leaving with changes", async () => {
    const p = page();
    const sessionId = await apiSignIn(DEMO.store);
    const name = `Marca rascunho ${randomUUID().slice(0, 8)}`;
    const brand = await api<{ id: number }>('/brands/', { method: 'POST', sessionId, body: { name }, expect: 201 });
    await signIn(p, DEMO.store);
    await menuEntry(p, 'brands').click();
    await p.getByRole('cell', { name, exact: true }).click();
    const nameField = p.getByLabel(/^Nome/);
    await expect.poll(() => nameField.inputValue()).toBe(name);
    await nameField.fill(`${name} editada`);

    const question = p.getByRole('dialog', { name: PORTUGUESE.t('app.unsaved.title') });
    await menuEntry(p, 'categories').click();
    await question.getByText(PORTUGUESE.t('ra.message.unsaved_changes')).waitFor();
    await question.getByRole('button', { name: PORTUGUESE.t('app.unsaved.stay') }).click();
    await question.waitFor({ state: 'hidden' });
    expect(new URL(p.url()).pathname).toBe(`/brands/${brand.id}`);
    expect(await nameField.inputValue()).toBe(`${name} editada`);
    await menuEntry(p, 'categories').click();
    await question.getByRole('button', { name: PORTUGUESE.t('app.unsaved.leave') }).click();
    await p.waitForURL((url) => url.pathname === '/categories');
    expect((await api<{ name: string }>(`/brands/single/${brand.id}`, { sessionId })).name).toBe(name);

    // Something typed in a new brand asks too; once saved, the form goes back to the list without asking.
    await menuEntry(p, 'brands').click();
    await p.getByRole('link', { name: 'Criar' }).click();
    await p.getByLabel(/^Nome/).fill(`${name} nova`);
    await menuEntry(p, 'categories').click();
    await question.getByRole('button', { name: PORTUGUESE.t('app.unsaved.stay') }).click();
    await question.waitFor({ state: 'hidden' });
    await p.getByRole('button', { name: 'Salvar' }).click();
    await p.waitForURL((url) => url.pathname === '/brands');
    await p.getByRole('cell', { name: `${name} nova`, exact: true }).waitFor();
    expect(await question.count()).toBe(0);
  });

  it('the store settings ask before another tab or screen drops a changed field; unchanged, a tab opens at once', async () => {
    const p = page();
    await signIn(p, DEMO.moderator);
    await menuEntry(p, 'storeSettings').click();
    const tab = (name: string) => p.getByRole('tab', { name: PORTUGUESE.t(`app.tenantSettings.tabs.${name}`) });
    await tab('integration').click();
    const returnsLink = p.getByLabel('Link do arquivo de devoluções');
    const before = await returnsLink.inputValue();
    await returnsLink.fill('https://atelie.example/devolucoes.csv');

    const question = p.getByRole('dialog', { name: PORTUGUESE.t('app.unsaved.title') });
    await tab('identification').click();
    await question.getByText(PORTUGUESE.t('ra.message.unsaved_changes')).waitFor();
    await question.getByRole('button', { name: PORTUGUESE.t('app.unsaved.stay') }).click();
    await question.waitFor({ state: 'hidden' });
    expect(await tab('integration').getAttribute('aria-selected')).toBe('true');
    expect(await returnsLink.inputValue()).toBe('https://atelie.example/devolucoes.csv');

    await menuEntry(p, 'products').click();
    await question.getByRole('button', { name: PORTUGUESE.t('app.unsaved.leave') }).click();
    await p.waitForURL((url) => url.pathname === '/');
    await menuEntry(p, 'storeSettings').click();
    await tab('integration').click();
    await expect.poll(() => returnsLink.inputValue()).toBe(before);
    // Unchanged, another tab opens without a question.
    await tab('identification').click();
    await expect.poll(() => tab('identification').getAttribute('aria-selected')).toBe('true');
    expect(await question.count()).toBe(0);
  });

  it('switching store with a changed field asks first; staying keeps store and field, switching reloads without another question', async () => {
    const p = page();
    const browserQuestions: string[] = [];
    p.on('dialog', (dialog) => {
      browserQuestions.push(dialog.type());
      void dialog.dismiss();
    });
    await signIn(p, DEMO.moderator);
    await menuEntry(p, 'storeSettings').click();
    await p.getByRole('tab', { name: PORTUGUESE.t('app.tenantSettings.tabs.identification') }).waitFor();
    const storeName = p.getByLabel(/^Nome/).first();
    const before = await storeName.inputValue();
    await storeName.fill(`${before} rascunho`);

    const pickSecondStore = async () => {
      await p.getByRole('button', { name: PORTUGUESE.t('app.store.clear') }).click();
      await p.getByRole('combobox', { name: PORTUGUESE.t('app.store.search') }).fill('Maré');
      await p.getByRole('option', { name: SECOND_STORE }).click();
    };
    const question = p.getByRole('dialog', { name: PORTUGUESE.t('app.unsaved.title') });
    await pickSecondStore();
    await question.getByText(PORTUGUESE.t('app.unsaved.store')).waitFor();
    await question.getByRole('button', { name: PORTUGUESE.t('app.unsaved.stay') }).click();
    await question.waitFor({ state: 'hidden' });
    await p.locator('nav').getByText(FIRST_STORE, { exact: true }).waitFor();
    expect(await storeName.inputValue()).toBe(`${before} rascunho`);

    await pickSecondStore();
    await question.getByRole('button', { name: PORTUGUESE.t('app.unsaved.switchWithoutSaving') }).click();
    await expect.poll(() => p.title(), { timeout: 20_000 }).toMatch(new RegExp(`^Provador · ${SECOND_STORE}`));
    await p.locator('nav').getByText(SECOND_STORE, { exact: true }).waitFor();
    expect(browserQuestions).toEqual([]);
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

  it('leaving while the table saves waits for the save, then goes; after a failed save it asks', async () => {
    const p = page();
    const table = await openFirstDemoTable(p);
    const observation = p.getByRole('textbox', { name: /^Observação/ });
    const leaveDialog = p.getByRole('dialog', { name: PORTUGUESE.t('app.unsaved.title') });
    const tablePath = `/table/single/${table.id}`;
    /** Changes the observation, saves, and asks to leave while the save's answer is held: it comes when released. */
    const saveThenLeave = async (text: string) => {
      await observation.fill(text);
      const answer = await heldAnswer(
        p,
        (request) =>
          new URL(request.url()).pathname === `/api/v1/modelings/single/${table.id}` && request.method() === 'PUT',
      );
      await p.getByRole('button', { name: PORTUGUESE.t('ra.action.save') }).click();
      await answer.arrived;
      await menuEntry(p, 'products').click();
      return answer.release;
    };

    // The leave waits for the save, without asking, and goes once it is through.
    const note = `Salva antes de sair ${randomUUID().slice(0, 8)}`;
    const release = await saveThenLeave(note);
    expect(new URL(p.url()).pathname).toBe(tablePath);
    expect(await leaveDialog.count()).toBe(0);
    release((route) => route.continue());
    await p.waitForURL((url) => url.pathname === '/');
    const stored = await api<{ observation: string }>(`/modelings/single/${table.id}`, {
      sessionId: await apiSignIn(DEMO.store),
    });
    expect(stored.observation).toBe(note);

    // A save that fails leaves the changes unsaved: now the person is asked, and staying keeps them.
    await p.goBack();
    await p.getByRole('heading', { name: `Tabela de medidas: ${table.name}`, level: 1 }).waitFor();
    const lost = `Não salva ${randomUUID().slice(0, 8)}`;
    const fail = await saveThenLeave(lost);
    fail((route) => route.fulfill({ status: 503, json: { code: 'DATABASE_UNAVAILABLE' } }));
    await leaveDialog.getByRole('button', { name: PORTUGUESE.t('app.unsaved.stay') }).click();
    await leaveDialog.waitFor({ state: 'hidden' });
    expect(new URL(p.url()).pathname).toBe(tablePath);
    expect(await observation.inputValue()).toBe(lost);
  });
});

/**
 * Holds the page's next request that `matches` until `release` says how to answer it: `arrived` resolves once
 * the request is held.
 */
async function heldAnswer(page: Page, matches: (request: Request) => boolean) {
  let release: (how: (route: Route) => Promise<void>) => void = () => undefined;
  const released = new Promise<(route: Route) => Promise<void>>((resolve) => (release = resolve));
  let arrive: () => void = () => undefined;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  let held = false;
  const hold = async (route: Route) => {
    if (held || !matches(route.request())) return route.fallback();
    held = true;
    arrive();
    await (
      await released
    )(route);
    await page.unroute('**/api/v1/**', hold);
  };
  await page.route('**/api/v1/**', hold);
  return { arrived, release };
}
