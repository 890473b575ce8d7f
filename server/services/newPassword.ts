import { isCommonPassword } from '../../domain/commonPasswords.js';
import type { DetailCode } from '../../domain/errorCodes.js';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../domain/limits.js';
import { passwordProblem } from '../../domain/passwordRules.js';
import type { FieldProblem } from '../errors.js';

const MESSAGES: Partial<Record<DetailCode, string>> = {
  REQUIRED: 'Enter a password.',
  MINLENGTH: `A password needs at least ${PASSWORD_MIN_LENGTH} characters.`,
  MAXLENGTH: `A password has at most ${PASSWORD_MAX_LENGTH} characters.`,
  COMMA: 'A password cannot contain a comma.',
  PASSWORD_IS_EMAIL: 'A password cannot be the e-mail of its account.',
  COMMON_PASSWORD: 'This password is one of the most common ones: choose another.',
};

/** The problem of a new password (domain/passwordRules.ts, with the list of common passwords), as a field problem. */
export function newPasswordProblems(password: string, email: string, field = 'password'): FieldProblem[] {
  const problem = passwordProblem(password, isCommonPassword, email);
  if (!problem) return [];
  const { code, params } = problem;
  return [{ field, code, message: MESSAGES[code] ?? 'Choose another password.', ...(params && { params }) }];
}
