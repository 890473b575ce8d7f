import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO } from './api.js';
import { useBrowserPage } from './browser.js';
import { signIn, menuLink } from './session.js';
import { baseUrl } from './server.js';

const STORE_SCREENS = ['Produtos', 'Tabela de medidas', 'Marcas', 'Categorias', 'Pedidos', 'Relatórios'];

/**
 * Collects every Content-Security-Policy violation the page reports, from its `securitypolicyviolation`
 * events (kept across navigations) and from the console.
 */
async function watchPolicyViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportPolicyViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportPolicyViolation: (text: string) => void }).reportPolicyViolation;
      void report(
        `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  page.on('console', (message) => {
    if (/content security policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

const policyOf = (headers: Record<string, string> | undefined) => headers?.['content-security-policy'] ?? '';

describe('the content security policy', () => {
  const page = useBrowserPage();

  it('lets the app sign in, open its screens and reload without a single violation', async () => {
    const p = page();
    const violations = await watchPolicyViolations(p);
    const first = await p.goto(baseUrl);
    expect(policyOf(first?.headers())).toMatch(/script-src 'self'/);
    expect(first?.headers()['x-frame-options']).toBe('DENY');

    await signIn(p, DEMO.store);
    for (const screen of STORE_SCREENS) {
      await menuLink(p, screen).click();
      await p.waitForLoadState('networkidle');
    }
    await p.reload();
    await p.locator('a[href="/logout"]').first().waitFor();
    await p.waitForLoadState('networkidle');
    expect(violations).toEqual([]);
  });

  it('lets the API docs render and run a call without a single violation', async () => {
    const p = page();
    const violations = await watchPolicyViolations(p);
    const docs = await p.goto(`${baseUrl}/api/docs`);
    expect(policyOf(docs?.headers())).toMatch(/script-src 'self'/);

    // Areas open folded: the reader unfolds the one they need.
    await p.locator('.opblock-tag', { hasText: /^app\b/ }).click();
    const operation = p.locator('.opblock').filter({ hasText: '/api/v1/app-info' }).first();
    await operation.locator('.opblock-summary').click();
    await operation.getByRole('button', { name: 'Try it out' }).click();
    await operation.getByRole('button', { name: 'Execute' }).click();
    await operation.locator('.responses-table .response-col_status').filter({ hasText: '200' }).first().waitFor();
    await p.waitForLoadState('networkidle');
    expect(violations).toEqual([]);
  });
});
