import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { DEMO, FIRST_STORE } from './api.js';
import { useBrowserPage } from './browser.js';
import { daysAgo } from './days.js';
import { languageOf, PORTUGUESE, switchLanguage, type Language } from './languages.js';
import { trackTodaysOrder } from './orders.js';
import { menuLink, signIn } from './session.js';

const SPANISH = languageOf('es');
const ENGLISH = languageOf('en');
const FRENCH = languageOf('fr');

/** The texts of a chart's axis ticks. */
const tickLabels = (chart: Locator) => chart.locator('.MuiChartsAxis-tickLabel').allTextContents();

/** Opens the reports from the menu and generates one for the period typed as `language` writes days. */
async function report(p: Page, t: Language['t'], start: string, end: string) {
  await menuLink(p, t('app.menu.reports')).click();
  await p.waitForURL((url) => url.pathname === '/reports');
  await p.getByLabel(t('app.reports.startDate')).fill(start);
  await p.getByLabel(t('app.reports.endDate')).fill(end);
  await p.getByRole('button', { name: t('app.reports.generate') }).click();
}

describe('texts in the interface language, never codes', () => {
  const page = useBrowserPage();

  it('the dashboard in Spanish: its pagination, what working means, a store’s rules and chart in words', async () => {
    const p = page();
    await signIn(p, DEMO.moderator);
    await switchLanguage(p, SPANISH, false);
    const t = SPANISH.t;
    await menuLink(p, t('app.menu.dashboard')).click();
    await p.waitForURL((url) => url.pathname === '/dashboard');
    const main = p.locator('main');
    await main.getByText(t('ra.navigation.page_rows_per_page')).waitFor();
    await main.getByRole('button', { name: t('ra.navigation.next') }).waitFor();
    expect(await main.getByText(/Rows per page|Go to next page/).count()).toBe(0);

    // A working indicator says what working means in its column.
    const working = main
      .getByRole('table')
      .getByRole('img', { name: t('app.dashboard.states.working') })
      .first();
    await working.hover();
    await expect
      .poll(() => p.getByRole('tooltip').textContent())
      .toMatch(new RegExp(`^${t('app.dashboard.states.working')}: `));

    await main.getByRole('table').getByRole('button', { name: FIRST_STORE, exact: true }).click();
    const details = p.getByRole('dialog');
    await details.getByText(t('app.dashboard.details.rules')).waitFor();
    const chart = details.locator('.MuiChartsSurface-root').first();
    await chart.waitFor();
    await expect.poll(async () => (await tickLabels(chart)).length).toBeGreaterThan(2);
    const ticks = await tickLabels(chart);
    // Days as the language writes them (not 10-29), whole counts (not 0.5).
    expect(ticks.filter((tick) => /^\d{2}-\d{2}$/.test(tick) || /^\d+[.,]\d{1,2}$/.test(tick))).toEqual([]);
    expect(await details.getByText(/^\{/).count()).toBe(0);
  });

  it('reports: days typed as the language writes them, a single day drawn as a point, lines that stay above zero', async () => {
    const p = page();
    // The single day is today, which holds the demo's orders only when the demo was seeded today.
    await trackTodaysOrder('Camisa de um dia');
    await signIn(p, DEMO.store);
    const pt = PORTUGUESE.t;
    // The browser speaks Portuguese; in English the days are month first, as English writes them.
    await switchLanguage(p, ENGLISH, false);
    await menuLink(p, ENGLISH.t('app.menu.reports')).click();
    await p.waitForURL((url) => url.pathname === '/reports');
    const start = p.getByLabel(ENGLISH.t('app.reports.startDate'));
    expect(await start.getAttribute('placeholder')).toBe('mm/dd/yyyy');
    const [year, month, day] = daysAgo(0).split('-');
    await start.fill(`${month}/${day}/${year}`);
    await p.getByLabel(ENGLISH.t('app.reports.endDate')).fill(`${month}/${day}/${year}`);
    await p.getByRole('button', { name: ENGLISH.t('app.reports.generate') }).click();
    const daily = p.locator('main .MuiCard-root').filter({ hasText: ENGLISH.t('app.reports.daily') });
    // One day makes no line: its figures are drawn as points.
    await daily.locator('.MuiLineChart-mark').first().waitFor();
    expect(await start.inputValue()).toBe(`${month}/${day}/${year}`);

    // Back in Portuguese the same field writes the day first; a longer period draws straight lines.
    await p.getByRole('button', { name: `${ENGLISH.t('app.language.label')}: ${ENGLISH.name}` }).click();
    await p.getByRole('menuitem', { name: PORTUGUESE.name }).click();
    await menuLink(p, pt('app.menu.products')).waitFor();
    await expect.poll(() => p.getByLabel(pt('app.reports.startDate')).inputValue()).toBe(`${day}/${month}/${year}`);
    const [y60, m60, d60] = daysAgo(60).split('-');
    await report(p, pt, `${d60}/${m60}/${y60}`, `${day}/${month}/${year}`);
    const lines = p
      .locator('main .MuiCard-root')
      .filter({ hasText: pt('app.reports.daily') })
      .locator('.MuiLineChart-line');
    await expect.poll(() => lines.count()).toBeGreaterThan(0);
    for (const path of await lines.evaluateAll((paths) => paths.map((el) => el.getAttribute('d') ?? ''))) {
      expect(path).toMatch(/^M[^C]*$/);
    }
    const yTicks = await tickLabels(p.locator('main .MuiCard-root').filter({ hasText: pt('app.reports.daily') }));
    expect(yTicks.filter((tick) => /^[-−]/.test(tick))).toEqual([]);
  });

  it("autocompletes are labelled in the interface language, and clearing a search keeps the product list's search mode", async () => {
    const p = page();
    await signIn(p, DEMO.store);
    const pt = PORTUGUESE.t;
    const searchMode = p.getByRole('combobox', { name: pt('app.products.search.mode') });
    const before = await searchMode.textContent();
    await p.getByPlaceholder(pt('app.products.search.placeholder')).fill('nenhum-produto-tem-este-nome');
    const clear = p.getByRole('button', { name: pt('ra.navigation.clear_filters') });
    await clear.click();
    await clear.waitFor({ state: 'detached' });
    expect(await searchMode.textContent()).toBe(before);
    expect(await p.locator('main').getByText(pt('ra.validation.required')).count()).toBe(0);

    await switchLanguage(p, FRENCH, false);
    await menuLink(p, FRENCH.t('app.menu.reports')).click();
    await p.waitForURL((url) => url.pathname === '/reports');
    await p.getByRole('button', { name: 'Ouvrir' }).waitFor();
    expect(await p.getByRole('button', { name: 'Open' }).count()).toBe(0);
  });
});
