import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO } from './api.js';
import { useBrowserPage } from './browser.js';
import { menuLink, signIn } from './session.js';

/** How much slower than this machine the page's processor runs, so a row's page takes a while to draw. */
const SLOW_DEVICE = 10;
/** Longer than the pause after which a list applies what was typed in its search. */
const PAST_THE_SEARCH_PAUSE_MS = 1_000;

/**
 * Waits for the list whose search reads exactly `search` (the address changes before the list before it has left the
 * page), types into that search, opens the list's first row before the search's pause ends, lets the pause end while
 * the row's page is still drawing on a slow device, and answers the path the browser ends on once that page is drawn.
 */
async function openRowWhileTheSearchWaits(p: Page, search: string, pageField: RegExp): Promise<string> {
  const searchBox = p.getByPlaceholder(search, { exact: true });
  await searchBox.waitFor();
  const first = p.locator('tbody tr').first().getByRole('link');
  await first.waitFor();
  const cdp = await p.context().newCDPSession(p);
  await p.clock.install();
  // The page's time stands still from here until the row is opened: on the slow device the click itself may take
  // longer than the search's pause, and the search would then apply, and redraw the list, before the row is opened.
  await p.clock.pauseAt(Date.now() + PAST_THE_SEARCH_PAUSE_MS);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW_DEVICE });
  try {
    await searchBox.fill((await first.textContent()) ?? '');
    await first.click();
    await p.clock.runFor(PAST_THE_SEARCH_PAUSE_MS);
    await p.clock.resume();
    await p.getByRole('textbox', { name: pageField }).waitFor();
  } finally {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  }
  await p.clock.runFor(PAST_THE_SEARCH_PAUSE_MS);
  return new URL(p.url()).pathname;
}

describe('a row opened while the search typed above it waits', () => {
  const page = useBrowserPage();

  it('stays open in a list of names (brands)', async () => {
    const p = page();
    await signIn(p, DEMO.store);
    await menuLink(p, 'Marcas').click();
    await p.waitForURL((url) => url.pathname === '/brands');
    expect(await openRowWhileTheSearchWaits(p, 'Buscar', /^Nome/)).toMatch(/^\/brands\/\d+$/);
  });

  it('stays open in the product list', async () => {
    const p = page();
    await signIn(p, DEMO.store);
    expect(await openRowWhileTheSearchWaits(p, 'Buscar produtos', /^Nome/)).toMatch(/^\/product\/single\/\d+$/);
  });
});
