import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO } from './api.js';
import { useBrowserPage } from './browser.js';
import { sessionIdOf, shellOf, signIn, waitForShell } from './session.js';
import { baseUrl } from './server.js';

const loginOf = (page: Page) => page.getByLabel(/^E-mail/);

const RELOADS = 5;

describe('the session', () => {
  const page = useBrowserPage();

  it('survives reloads made while the page is still starting', async () => {
    const p = page();
    await signIn(p, DEMO.store);
    await p.goto(`${baseUrl}/brands`);
    await waitForShell(p);
    const session = await sessionIdOf(p);

    for (let reload = 0; reload < RELOADS; reload++) {
      // Reload again while the new page's GET /me is under way, 100 to 200 ms into the load.
      const askedWhoIsIn = p.waitForRequest((r) => new URL(r.url()).pathname === '/api/v1/me', { timeout: 5_000 });
      await p.reload({ waitUntil: 'commit' });
      // A page that signed out asks no more; the checks below then say so.
      if (
        !(await askedWhoIsIn.then(
          () => true,
          () => false,
        ))
      )
        break;
      await p.waitForTimeout(reload * 25);
    }
    await p.reload();
    await shellOf(p).first().or(loginOf(p)).waitFor({ timeout: 20_000 });
    expect(await loginOf(p).count(), 'the login screen is shown').toBe(0);
    expect(p.url()).toBe(`${baseUrl}/brands`);
    expect(await sessionIdOf(p)).toBe(session);
  });
});
