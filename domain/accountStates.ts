/**
 * The states of an account, as the users tab and the staff screen show them. Pure: no I/O.
 * - invited: created by an invitation, no password yet (the invitation link sets it);
 * - active: can sign in;
 * - disabled: an administrator switched it off; it cannot sign in and has no session.
 */
export const ACCOUNT_STATES = ['invited', 'active', 'disabled'] as const;
export type AccountState = (typeof ACCOUNT_STATES)[number];

export const accountState = (account: { disabled: boolean; hasPassword: boolean }): AccountState =>
  account.disabled ? 'disabled' : account.hasPassword ? 'active' : 'invited';

/** The languages the account e-mails are written in; a store's or a page's language picks one. */
export const MAIL_LANGUAGES = ['ptBR', 'en', 'es', 'fr'] as const;
export type MailLanguage = (typeof MAIL_LANGUAGES)[number];
