import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO } from './api.js';
import { useBrowserPage } from './browser.js';
import { signIn } from './session.js';
import { Walk } from './walk.js';

/**
 * Holds every API request the page makes between `hold` and `release`, then lets them all through: what a screen
 * shows while its data is on its way stays on screen as long as the test needs it.
 */
function apiGate(page: Page) {
  let holding = false;
  let held: Route[] = [];
  const handler = async (route: Route) => {
    if (!holding) return route.fallback();
    held.push(route);
  };
  const installed = page.route('**/api/v1/**', handler);
  return {
    async hold() {
      await installed;
      holding = true;
    },
    async release() {
      holding = false;
      const waiting = held;
      held = [];
      await Promise.all(waiting.map((route) => route.continue()));
    },
  };
}

/**
 * Placeholders are screens too: each screen below is checked with axe while its data is held back, as on a slow
 * connection, and again once it has come. A placeholder is only checked where one is on screen.
 */
describe('screens while their data loads', () => {
  const page = useBrowserPage();

  it('pass axe while loading and once loaded, for a moderator from the menu', async () => {
    const p = page();
    const walk = new Walk(p, 'ptBR');
    await signIn(p, DEMO.moderator);
    const gate = apiGate(p);
    const { t } = walk;
    const loading = p.getByRole('progressbar', { name: t('ra.message.loading') }).first();

    /** Opens a screen with its data held, checks it loading, then loaded. */
    const whileLoading = async (screen: string, open: () => Promise<void>, placeholder = loading) => {
      await gate.hold();
      await open();
      await placeholder.waitFor();
      await walk.check(`${screen} while loading`);
      await gate.release();
      await walk.waitForData();
      await placeholder.waitFor({ state: 'hidden' });
      await walk.check(screen);
    };

    try {
      await whileLoading('dashboard', () => walk.openMenu('/dashboard', 'dashboard'));
      await whileLoading('product list', () => walk.openMenu('/', 'products'));
      // The queue's page holds the merchant feed's panel, whose state shows a placeholder of its own.
      const merchantFeed = p.getByRole('region', { name: t('app.integration.merchantFeed.title') });
      await whileLoading(
        'integration queue',
        () => walk.openMenu('/integration', 'integration'),
        merchantFeed.getByRole('progressbar', { name: t('ra.message.loading') }),
      );
    } finally {
      await gate.release();
      expect.soft(walk.found, walk.found.join('\n')).toEqual([]);
    }
  });
});
