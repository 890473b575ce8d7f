import type { DetailCode, DetailParams } from './errorCodes.js';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './limits.js';
import { hasComma } from './rules.js';

/**
 * What a new password must be (NIST SP 800-63B, docs/decisions/0104-password-rules.md): long enough, not
 * longer than a passphrase needs, not one of the most common passwords nor the account's e-mail, and no
 * rule on which kinds of characters it mixes. The comma stays refused: the login form refuses it (spec 5).
 * Shared by the web forms and the server, which checks again.
 */
export interface PasswordProblem {
  code: DetailCode;
  params?: DetailParams;
}

/** Characters as people count them: an emoji or an accented letter is one. */
export const passwordLength = (password: string) => [...password.normalize('NFC')].length;

/** A password as it is compared with the e-mail and the common passwords: whatever its case and its form of Unicode. */
const foldCase = (password: string) => password.normalize('NFKC').trim().toLowerCase();

/** A check against a list of common passwords (lower case), comparing without regard to case. */
export function commonPasswordCheck(list: readonly string[]): (password: string) => boolean {
  const common = new Set(list);
  return (password) => common.has(foldCase(password));
}

export function passwordProblem(
  password: string,
  isCommon: (password: string) => boolean,
  email?: string,
): PasswordProblem | null {
  if (!password) return { code: 'REQUIRED' };
  const length = passwordLength(password);
  if (length < PASSWORD_MIN_LENGTH) return { code: 'MINLENGTH', params: { min: PASSWORD_MIN_LENGTH } };
  if (length > PASSWORD_MAX_LENGTH) return { code: 'MAXLENGTH', params: { max: PASSWORD_MAX_LENGTH } };
  if (hasComma(password)) return { code: 'COMMA' };
  const compared = foldCase(password);
  const address = email?.trim().toLowerCase();
  if (address && (compared === address || compared === address.split('@')[0])) return { code: 'PASSWORD_IS_EMAIL' };
  if (isCommon(password)) return { code: 'COMMON_PASSWORD' };
  return null;
}
