import type { Locator, Page } from 'playwright-core';
import type { Locale } from '../../src/i18n/messages/types.js';
import { DEMO_PASSWORD } from './api.js';
import { seriousViolations, settle } from './axe.js';
import { scrollTermsToEnd, termsDialogOf, waitForShell } from './session.js';
import { textsOf } from './languages.js';

/** Where MUI renders dialogs, menus and option lists: outside the page's own tree. */
export const POPUPS = '.MuiDialog-root, .MuiPopover-root, .MuiAutocomplete-popper';

/**
 * Walks every built screen in one language, as a user reaches it, and collects what axe finds
 * serious or critical on each.
 */
export class Walk {
  readonly found: string[] = [];
  readonly t: (key: string) => string;

  constructor(
    readonly page: Page,
    readonly locale: Locale,
  ) {
    this.t = textsOf(locale);
  }

  async check(screen: string, within?: string): Promise<void> {
    this.found.push(...(await seriousViolations(this.page, `[${this.locale}] ${screen}`, within)));
  }

  /** Opens a dialog, menu or list of options, checks it, and closes it with Escape. */
  async checkPopup(screen: string, open: () => Promise<void>, popup: Locator): Promise<void> {
    await open();
    await popup.waitFor();
    await this.check(screen, POPUPS);
    await this.page.keyboard.press('Escape');
    await popup.waitFor({ state: 'hidden' });
  }

  button(key: string): Locator {
    return this.page.getByRole('button', { name: this.t(key), exact: true });
  }

  link(key: string): Locator {
    return this.page.getByRole('link', { name: this.t(key), exact: true });
  }

  /** Clicks the menu entry named `label` (a key of app.menu) and waits for its screen's address. */
  async openMenu(path: string, label: string): Promise<void> {
    await this.page
      .locator('nav')
      .getByRole('link', { name: this.t(`app.menu.${label}`), exact: true })
      .click();
    await this.page.waitForURL((url) => url.pathname === path);
  }

  /** Data rows (the header row is the first row). */
  async firstRow(): Promise<Locator> {
    const row = this.page.locator('tbody').getByRole('row').first();
    await row.waitFor();
    await this.waitForData();
    return row;
  }

  /** Waits until no request is outstanding and no loading indicator shows. */
  async waitForData(): Promise<void> {
    await this.page.locator('.MuiLinearProgress-root, .MuiSkeleton-root').first().waitFor({ state: 'hidden' });
    await settle(this.page);
  }

  /** Fills the login form in the walk's language and sends it. */
  async submitCredentials(email: string): Promise<void> {
    await this.page.getByLabel(new RegExp(`^${this.t('app.login.email')}`)).fill(email);
    await this.page.getByLabel(new RegExp(`^${this.t('app.login.password')}`)).fill(DEMO_PASSWORD);
    await this.page.getByRole('button', { name: this.t('app.login.submit') }).click();
  }

  /** Reads and accepts the terms, then signs in again, as the login screen then asks. */
  async acceptTermsAndSignIn(): Promise<void> {
    const dialog = termsDialogOf(this.page);
    await scrollTermsToEnd(this.page);
    await dialog.getByRole('checkbox').check();
    await dialog.getByRole('button', { name: this.t('app.terms.accept') }).click();
    await dialog.waitFor({ state: 'hidden' });
    await this.page.getByRole('button', { name: this.t('app.login.submit') }).click();
    await waitForShell(this.page);
  }
}
