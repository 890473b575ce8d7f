import type { Locator, Page } from 'playwright-core';
import { DEMO_PASSWORD } from './api.js';
import { baseUrl } from './server.js';

/** The logout entry exists only in the signed-in shell, in every language. */
export const shellOf = (page: Page): Locator => page.locator('a[href="/logout"]');
/** The login screen opens no other dialog than the terms. */
export const termsDialogOf = (page: Page): Locator => page.getByRole('dialog');

export async function openLoginScreen(page: Page): Promise<void> {
  await page.goto(baseUrl);
  await page.getByLabel(/^E-mail/).waitFor();
}

export async function submitCredentials(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.getByLabel(/^E-mail/).fill(email);
  await page.getByLabel(/^Senha/).fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
}

/** Reads the terms to the end so the acceptance box can be ticked. */
export async function scrollTermsToEnd(page: Page): Promise<void> {
  await termsDialogOf(page)
    .getByRole('region')
    .evaluate((box) => box.scrollTo({ top: box.scrollHeight }));
}

export async function acceptTerms(page: Page): Promise<void> {
  const dialog = termsDialogOf(page);
  await scrollTermsToEnd(page);
  await dialog.getByRole('checkbox').check();
  await dialog.getByRole('button', { name: 'Aceitar' }).click();
  await dialog.waitFor({ state: 'hidden' });
}

export async function waitForShell(page: Page): Promise<void> {
  await shellOf(page).first().waitFor({ timeout: 20_000 });
}

/**
 * Signs in from the login screen (in Portuguese, the default language). Demo accounts start without
 * having accepted the terms and the database lives for the whole run, so the terms may or may not be
 * asked for: when they are, they are accepted and the credentials sent again.
 */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await openLoginScreen(page);
  await submitCredentials(page, email, password);
  await shellOf(page).first().or(termsDialogOf(page)).waitFor({ timeout: 20_000 });
  if (await termsDialogOf(page).isVisible()) {
    await acceptTerms(page);
    await page.getByRole('button', { name: 'Entrar' }).click();
  }
  await waitForShell(page);
}

/** The session the browser holds, for checking through the API what the screens saved. */
export async function sessionIdOf(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'provador_session');
  if (!cookie) throw new Error('The browser holds no session cookie');
  return decodeURIComponent(cookie.value);
}

/** An entry of the side menu, a link in its navigation, by its visible name. */
export const menuLink = (page: Page, name: string): Locator =>
  page.locator('nav').getByRole('link', { name, exact: true });
