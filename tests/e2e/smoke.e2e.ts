import { describe, expect, it } from 'vitest';
import { useBrowserPage } from './browser.js';
import { baseUrl } from './server.js';

describe('the production build served by the real server', () => {
  const page = useBrowserPage();

  it('shows the sign-in page to a visitor', async () => {
    await page().goto(baseUrl);
    const email = page().locator('input[type="email"], input[name="email"], input[autocomplete="email"]').first();
    await email.waitFor({ state: 'visible', timeout: 20_000 });
    expect(await email.isEditable()).toBe(true);
  });

  it('serves the API documentation', async () => {
    const response = await page().goto(`${baseUrl}/api/docs`);
    expect(response?.status()).toBe(200);
    const spec = await fetch(`${baseUrl}/api/docs/json`);
    expect(spec.status).toBe(200);
    expect(((await spec.json()) as { paths: Record<string, unknown> }).paths).toHaveProperty('/api/v1/app-info');
  });
});
