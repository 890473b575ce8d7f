import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import type { AdminSettings } from '../../contract/adminSettings.js';
import { api, apiSignIn, DEMO } from './api.js';
import { useBrowserPage } from './browser.js';
import { menuLink, signIn } from './session.js';

describe('admin settings', () => {
  const page = useBrowserPage();

  // The database lives for the whole run: the support address goes back to the environment's.
  afterAll(async () => {
    const session = await apiSignIn(DEMO.admin);
    const now = await api<AdminSettings>('/admin-settings', { sessionId: session });
    if (now.supportEmail.value !== null) {
      await api('/admin-settings', {
        sessionId: session,
        method: 'PUT',
        body: { version: now.version, supportEmail: null },
      });
    }
  });

  it('an administrator changes the support e-mail; the shell shows it after a reload', async () => {
    const p = page();
    const email = `help-${randomUUID().slice(0, 8)}@provador.test`;
    await signIn(p, DEMO.admin);
    const oldLink = p.locator('nav').getByRole('link', { name: /^Suporte: / });
    await expect.poll(() => oldLink.textContent()).toBe('Suporte: suporte@provador.test');

    await menuLink(p, 'Configurações gerais').click();
    await p.waitForURL((url) => url.pathname === '/admin-settings');
    const field = p.getByLabel('E-mail de suporte', { exact: true });
    await field.fill(email);
    await p.getByRole('button', { name: 'Salvar configurações' }).click();
    await p.getByText('Configurações salvas; todos os servidores as usam em poucos segundos.').waitFor();
    // Who changed it is listed on the page.
    await p
      .getByText(/admin@provador\.test/)
      .first()
      .waitFor();

    await p.reload();
    const link = p.locator('nav').getByRole('link', { name: `Suporte: ${email}` });
    await link.waitFor();
    expect(await link.getAttribute('href')).toBe(`mailto:${email}`);
    await expect.poll(() => p.getByLabel('E-mail de suporte', { exact: true }).inputValue()).toBe(email);
  }, 180_000);
});
