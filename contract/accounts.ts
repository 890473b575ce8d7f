import { Type, type Static } from 'typebox';
import { ACCOUNT_STATES, MAIL_LANGUAGES } from '../domain/accountStates.js';
import { NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH } from '../domain/limits.js';
import { Nullable } from './common.js';
import { countedPageFields } from './lists.js';
import { rawText } from './textKinds.js';

/**
 * Accounts: their states, the staff screen, one's own password, forgotten passwords and the one-time links
 * that set a password (invitations and resets). Pure: no I/O.
 */

export const AccountStateSchema = Type.Enum(ACCOUNT_STATES);

/** The language an e-mail is written in: the page's, when the person asking names it. */
export const MailLanguageSchema = Type.Enum(MAIL_LANGUAGES);

/** What the users tab and the staff screen show of an account beside its name and e-mail. */
export const accountStateFields = {
  state: AccountStateSchema,
  lastSignInAt: Nullable(Type.String({ format: 'date-time', description: 'Null until the first sign-in.' })),
};

const EmailField = Type.String({ minLength: 1, maxLength: 254 });
// A password is taken exactly as typed; the rules (domain/passwordRules.ts) name its problems by field.
// The schema's limit is wider than the rule's, so a too-long password gets the rule's own message.
const PasswordField = Type.String({ maxLength: PASSWORD_MAX_LENGTH * 4, ...rawText });

export const StaffRoleSchema = Type.Union([Type.Literal('moderator'), Type.Literal('administrator')]);

/** One moderator or administrator on the staff screen. */
export const StaffAccountSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  email: Type.String(),
  role: StaffRoleSchema,
  ...accountStateFields,
});
export type StaffAccount = Static<typeof StaffAccountSchema>;

/** `GET /users/staff`: every moderator and administrator, on one page. */
export const StaffAccountsSchema = Type.Object({ ...countedPageFields(StaffAccountSchema) });
export type StaffAccounts = Static<typeof StaffAccountsSchema>;

/** `POST /users/staff`: invite a new moderator or administrator (administrators only). */
export const InviteStaffBody = Type.Object(
  {
    email: EmailField,
    name: Type.String({ maxLength: NAME_MAX_LENGTH }),
    role: StaffRoleSchema,
    language: MailLanguageSchema,
  },
  { additionalProperties: false },
);
export type InviteStaff = Static<typeof InviteStaffBody>;

/** `POST /users/single/:id/invitation`: the language the staff invitation is written in again. */
export const ResendInvitationBody = Type.Object({ language: MailLanguageSchema }, { additionalProperties: false });

/** `PUT /users/single/:id/disabled`: disable an account (or enable it again). */
export const AccountDisabledBody = Type.Object({ disabled: Type.Boolean() }, { additionalProperties: false });

/** `PUT /me/password`: one's own new password; the current one proves it is the owner. */
export const OwnPasswordBody = Type.Object(
  { currentPassword: Type.String({ minLength: 1, maxLength: 1024, ...rawText }), newPassword: PasswordField },
  { additionalProperties: false },
);
export type OwnPassword = Static<typeof OwnPasswordBody>;

/** `POST /password/forgot`: the e-mail of a forgotten password, and the login page's language. */
export const ForgotPasswordBody = Type.Object(
  { email: EmailField, language: MailLanguageSchema },
  { additionalProperties: false },
);
export type ForgotPassword = Static<typeof ForgotPasswordBody>;

const TokenField = Type.String({ minLength: 1, maxLength: 200, pattern: '^[A-Za-z0-9_-]+$' });

/** `POST /password/link`: what a one-time link is for, before its form is filled in. */
export const PasswordLinkBody = Type.Object({ token: TokenField }, { additionalProperties: false });
export const PasswordLinkSchema = Type.Object({
  email: Type.String(),
  purpose: Type.Union([Type.Literal('invitation'), Type.Literal('reset')]),
});
export type PasswordLink = Static<typeof PasswordLinkSchema>;

/** `POST /password/reset`: use a one-time link to set the account's password. */
export const SetPasswordBody = Type.Object(
  { token: TokenField, password: PasswordField },
  { additionalProperties: false },
);
export type SetPassword = Static<typeof SetPasswordBody>;
