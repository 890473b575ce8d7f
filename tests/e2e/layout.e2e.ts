import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { api, apiSignIn, DEMO, FIRST_STORE } from './api.js';
import { useBrowserPage } from './browser.js';
import { daysAgo } from './days.js';
import { LANGUAGES, openPhoneMenu, switchLanguage, type Language } from './languages.js';
import { trackTodaysOrder } from './orders.js';
import { menuLink, signIn } from './session.js';
import { strongTableBody } from './strongTables.js';

const DESKTOP = { width: 1366, height: 850 };
const PHONE = { width: 390, height: 844 };
const SMALL_LAPTOP = { width: 1024, height: 768 };
// Signing in, then each screen at its width and settled, takes longer than one test's default under load.
const WALK_TIMEOUT_MS = 240_000;

/** How far the page reaches past the window's right edge (0 when nothing makes the page scroll sideways). */
const pageOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

async function expectNoPageOverflow(page: Page, where: string) {
  // Data arrives in steps (rows, then the tabs' counts); measure once the screen has settled.
  await page.waitForLoadState('networkidle');
  expect(await pageOverflow(page), `${where} scrolls sideways`).toBeLessThanOrEqual(0);
}

/** The element lies inside the window and is not hidden by a scrolling container around it. */
async function expectFullyShown(element: Locator, width: number, what: string) {
  const shown = await element.evaluate((node, windowWidth) => {
    const box = node.getBoundingClientRect();
    let right = windowWidth;
    for (let parent = node.parentElement; parent; parent = parent.parentElement) {
      const { overflowX } = getComputedStyle(parent);
      if (overflowX !== 'visible') right = Math.min(right, parent.getBoundingClientRect().right);
    }
    return { right: box.right, visibleRight: right };
  }, width);
  expect(shown.right, `${what} is cut off`).toBeLessThanOrEqual(shown.visibleRight + 0.5);
}

async function openMenuEntry(page: Page, language: Language, entry: string, phone: boolean) {
  const link = menuLink(page, language.t(`app.menu.${entry}`));
  if (!phone) return link.click();
  // On a phone the menu is an overlay; seen closing again before the click landed on a busy machine (the
  // integration queue polling under it), so it is opened again, three times at most.
  for (let attempt = 1; ; attempt++) {
    await openPhoneMenu(page, language);
    try {
      return await link.click({ timeout: 10_000 });
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}

async function checkScreens(page: Page, language: Language, phone: boolean) {
  const width = phone ? PHONE.width : DESKTOP.width;
  const where = (screen: string) => `${screen} in ${language.code} at ${width} px`;

  await openMenuEntry(page, language, 'products', phone);
  await page.waitForURL((url) => url.pathname === '/');
  if (phone) {
    // A compact list: each product is one link opening its editor.
    const first = page.getByRole('main').locator('a[href^="/product/single/"]:not([href$="/new"])').first();
    await first.waitFor();
    expect(await page.getByRole('main').getByRole('columnheader').count(), 'the product table on a phone').toBe(0);
    await expectNoPageOverflow(page, where('the product list'));
    await first.click();
    await page.waitForURL(/\/product\/single\/\d+$/);
    await page.getByRole('button', { name: language.t('ra.action.save') }).waitFor();
    await expectNoPageOverflow(page, where('the product editor'));
  } else {
    const plugin = page.getByRole('columnheader', { name: language.t('resources.products.fields.pluginActive') });
    await plugin.waitFor();
    // The switch itself: its invisible input is wider than the switch, for touch.
    const firstSwitch = page.locator('tbody tr').first().locator('.MuiSwitch-root');
    await firstSwitch.waitFor({ state: 'attached' });
    await expectNoPageOverflow(page, where('the product list'));
    await expectFullyShown(plugin, width, `the plugin column header (${where('the product list')})`);
    await expectFullyShown(firstSwitch, width, `the plugin switch (${where('the product list')})`);
  }

  await openMenuEntry(page, language, 'table', phone);
  await page.waitForURL((url) => url.pathname === '/table');
  // The list's own rows: on a slow machine the address changes while the list before it is still drawn.
  const firstTable = page.getByRole('main').locator('a[href^="/table/single/"]').first();
  await firstTable.waitFor();
  await expectNoPageOverflow(page, where('the table list'));
  if (!phone) {
    const lastHeader = page.getByRole('main').getByRole('columnheader').last();
    await expectFullyShown(lastHeader, width, `the last column of ${where('the table list')}`);
  }

  await firstTable.click();
  await page.waitForURL(/\/table\/single\/\d+$/);
  const save = page.getByRole('button', { name: language.t('ra.action.save') });
  await save.waitFor();
  await page.getByRole('table', { name: language.t('app.tableEditor.grid.title') }).waitFor();
  await expectNoPageOverflow(page, where('the table editor'));
  await expectFullyShown(save, width, `the save button of ${where('the table editor')}`);
  // Save stays at hand at the bottom of a long editor.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY), { message: 'the editor scrolls' }).toBeGreaterThan(0);
  const box = await save.boundingBox();
  const height = phone ? PHONE.height : DESKTOP.height;
  expect(
    box && box.y >= 0 && box.y + box.height <= height,
    `the save button of ${where('the table editor')} scrolled away`,
  ).toBe(true);
}

/** Orders, an order opened from its row, the returns-file dialog and a generated report. */
async function checkOrderScreens(page: Page, language: Language, phone: boolean) {
  const width = phone ? PHONE.width : DESKTOP.width;
  const where = (screen: string) => `${screen} in ${language.code} at ${width} px`;

  await openMenuEntry(page, language, 'orders', phone);
  await page.waitForURL((url) => url.pathname === '/orders');
  const firstOrder = page.getByRole('main').locator('a[href^="/orders/"]').first();
  await firstOrder.waitFor();
  await expectNoPageOverflow(page, where('the orders list'));

  const openDialog = page.getByRole('button', { name: language.t('app.orders.returnsFile.button') });
  await openDialog.click();
  const dialog = page.getByRole('dialog');
  const send = dialog.getByRole('button', { name: language.t('app.orders.returnsFile.send') });
  await send.waitFor();
  await expectFullyShown(send, width, `the send button of the returns-file dialog (${where('the orders list')})`);
  expect(
    await dialog.evaluate((node) => node.scrollWidth - node.clientWidth),
    `${where('the returns-file dialog')} scrolls sideways`,
  ).toBeLessThanOrEqual(0);
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });

  await firstOrder.click();
  await page.waitForURL(/\/orders\/[^/]+$/);
  await page.getByRole('heading', { name: language.t('app.orders.items') }).waitFor();
  await expectNoPageOverflow(page, where('the order page'));

  await openMenuEntry(page, language, 'reports', phone);
  await page.waitForURL((url) => url.pathname === '/reports');
  await page.getByLabel(language.t('app.reports.startDate')).fill(daysAgo(60));
  await page.getByRole('button', { name: language.t('app.reports.generate') }).click();
  await page.locator('main .MuiChartsSurface-root').first().waitFor();
  await expectNoPageOverflow(page, where('the report'));
}

/**
 * The provider's brands (their list in the language, no text left as its key, the create button at hand) and
 * tables (the list, then a table opened from it with its save button in sight).
 */
async function checkStrongScreens(page: Page, language: Language, phone: boolean) {
  const width = phone ? PHONE.width : DESKTOP.width;
  const where = (screen: string) => `${screen} in ${language.code} at ${width} px`;
  const main = page.getByRole('main');

  await openMenuEntry(page, language, 'strongBrands', phone);
  await page.waitForURL((url) => url.pathname === '/strong-brands');
  await main.locator('tbody tr').first().waitFor();
  for (const field of ['name', 'gender', 'ageGroup', 'shoe', 'active'])
    await main.getByRole('columnheader', { name: language.t(`resources.strong-brands.fields.${field}`) }).waitFor();
  await expectNoPageOverflow(page, where('the provider brand list'));
  expect(await main.innerText(), `${where('the provider brand list')} shows a text key`).not.toMatch(
    /\b(app|ra|resources)\.[\w-]+\./,
  );
  await expectFullyShown(
    page.getByRole('link', { name: language.t('ra.action.create') }),
    width,
    `the create button of ${where('the provider brand list')}`,
  );

  await openMenuEntry(page, language, 'strongTable', phone);
  await page.waitForURL((url) => url.pathname === '/strong-table');
  const firstTable = main
    .locator('tbody tr')
    .filter({ has: page.locator('a[href^="/strong-table/"]') })
    .first();
  await firstTable.waitFor();
  await expectNoPageOverflow(page, where('the provider table list'));
  await firstTable.getByRole('cell').nth(1).click();
  await page.waitForURL(/\/strong-table\/\d+$/);
  const save = page.getByRole('button', { name: language.t('ra.action.save') });
  await save.waitFor();
  await page.getByRole('table', { name: language.t('app.tableEditor.grid.title') }).waitFor();
  await expectNoPageOverflow(page, where('the provider table editor'));
  await expectFullyShown(save, width, `the save button of ${where('the provider table editor')}`);
}

/** The store settings' identification tab (the one that opens first): its rows of fields wrap rather than run past the card's edge. */
async function checkIdentificationTab(page: Page, language: Language, width: number) {
  const where = `the store settings identification tab in ${language.code} at ${width} px`;
  const lastField = page.getByRole('combobox', {
    name: language.t('resources.tenant-settings.fields.tenantOperation'),
  });
  await lastField.waitFor();
  await expectNoPageOverflow(page, where);
  await expectFullyShown(lastField, width, `the last field of ${where}`);
}

/** The moderator's health dashboard with a store's details, the integration queue and the store settings' integration tab. */
async function checkIntegrationScreens(page: Page, language: Language, phone: boolean) {
  const width = phone ? PHONE.width : DESKTOP.width;
  const where = (screen: string) => `${screen} in ${language.code} at ${width} px`;
  await openMenuEntry(page, language, 'dashboard', phone);
  await page.waitForURL((url) => url.pathname === '/dashboard');
  const store = page.locator('main table').getByRole('button', { name: FIRST_STORE, exact: true });
  await store.waitFor();
  await expectNoPageOverflow(page, where('the health dashboard'));
  await store.click();
  const details = page.getByRole('dialog');
  const close = details.getByRole('button', { name: language.t('app.dashboard.details.close') });
  await details.getByText(language.t('app.dashboard.details.trackingCode')).waitFor();
  await expectFullyShown(close, width, `the close button of ${where("a store's details")}`);
  await close.click();
  await details.waitFor({ state: 'hidden' });

  await openMenuEntry(page, language, 'integration', phone);
  await page.waitForURL((url) => url.pathname === '/integration');
  await page
    .locator('main table')
    .or(page.getByText(language.t('app.integration.queue.empty')))
    .first()
    .waitFor();
  await expectNoPageOverflow(page, where('the integration queue'));

  await openMenuEntry(page, language, 'storeSettings', phone);
  await page.waitForURL((url) => url.pathname === '/tenant-settings');
  await checkIdentificationTab(page, language, width);
  await page.getByRole('tab', { name: language.t('app.tenantSettings.tabs.integration') }).click();
  const check = page.getByRole('button', { name: language.t('app.integration.check.checkUrl'), exact: true });
  await check.waitFor();
  await expectNoPageOverflow(page, where('the store settings integration tab'));
  await expectFullyShown(check, width, `the check button of ${where('the store settings integration tab')}`);
}

describe('layout', () => {
  const page = useBrowserPage();
  // An order of today, so the orders list (which starts on today) has a row to open.
  beforeAll(async () => {
    await trackTodaysOrder('Vestido longo de linho com mangas bufantes e detalhes bordados à mão');
    // A provider brand and table, so their lists have rows whatever ran before.
    const moderator = await apiSignIn(DEMO.moderator);
    const name = `Layout ${randomUUID().slice(0, 8)}`;
    await api('/strong/modelings/', { sessionId: moderator, method: 'POST', expect: 201, body: strongTableBody(name) });
    await api('/strong/brands/', {
      sessionId: moderator,
      method: 'POST',
      expect: 201,
      body: { name, gender: 'u', ageGroup: 'adult', shoe: false, active: true },
    });
  });

  for (const language of LANGUAGES) {
    it(`at 1366 × 850 in ${language.code} no screen scrolls sideways and no column is cut off`, async () => {
      const p = page();
      await p.setViewportSize(DESKTOP);
      await signIn(p, DEMO.store);
      await switchLanguage(p, language, false);
      await checkScreens(p, language, false);
      await checkOrderScreens(p, language, false);
    });

    it(
      `on a 390 px phone in ${language.code} the lists and the table editor fit the screen`,
      async () => {
        const p = page();
        await signIn(p, DEMO.store);
        // The phone starts the app afresh at its own size.
        await p.setViewportSize(PHONE);
        await p.reload();
        await switchLanguage(p, language, true);
        await checkScreens(p, language, true);
      },
      WALK_TIMEOUT_MS,
    );
  }

  // The moderator's screens, in French (the longest texts) at both widths.
  const french = LANGUAGES.find((language) => language.code === 'fr')!;
  it('the integration queue and the store settings fit 1366 px, 1024 px and a 390 px phone in French', async () => {
    const p = page();
    await p.setViewportSize(DESKTOP);
    await signIn(p, DEMO.moderator);
    await switchLanguage(p, french, false);
    await checkIntegrationScreens(p, french, false);
    // A small laptop's width, where the sidebar leaves the settings the least room before the phone layout.
    await p.setViewportSize(SMALL_LAPTOP);
    await p.getByRole('tab', { name: french.t('app.tenantSettings.tabs.identification') }).click();
    await checkIdentificationTab(p, french, SMALL_LAPTOP.width);
    // The menu starts folded at this width, so the product list's last column (the fitting-room switch) is in sight.
    await openMenuEntry(p, french, 'products', false);
    await p.waitForURL((url) => url.pathname === '/');
    const plugin = p.getByRole('columnheader', { name: french.t('resources.products.fields.pluginActive') });
    await plugin.waitFor();
    await expectNoPageOverflow(p, `the product list in fr at ${SMALL_LAPTOP.width} px`);
    await expectFullyShown(plugin, SMALL_LAPTOP.width, `the plugin column header (the product list in fr at 1024 px)`);
    // The size-table list's three actions, in French, wrap under its filters rather than widen the page.
    await openMenuEntry(p, french, 'table', false);
    await p.waitForURL((url) => url.pathname === '/table');
    await p.getByRole('main').locator('a[href^="/table/single/"]').first().waitFor();
    await expectNoPageOverflow(p, `the table list in fr at ${SMALL_LAPTOP.width} px`);
    await p.setViewportSize(PHONE);
    await p.reload();
    await checkIntegrationScreens(p, french, true);
  });

  it(
    'the orders, an order, the returns-file dialog and a report fit a 390 px phone in French',
    async () => {
      const p = page();
      await signIn(p, DEMO.store);
      await p.setViewportSize(PHONE);
      await p.reload();
      await switchLanguage(p, french, true);
      await checkOrderScreens(p, french, true);
    },
    WALK_TIMEOUT_MS,
  );

  // The provider's screens on a phone, in Portuguese, English and Spanish.
  for (const language of LANGUAGES.filter((candidate) => ['ptBR', 'en', 'es'].includes(candidate.code))) {
    it(
      `the provider brands and tables fit a 390 px phone in ${language.code}, in its texts`,
      async () => {
        const p = page();
        await signIn(p, DEMO.moderator);
        await p.setViewportSize(PHONE);
        await p.reload();
        await switchLanguage(p, language, true);
        await checkStrongScreens(p, language, true);
      },
      WALK_TIMEOUT_MS,
    );
  }
});
