import type { Db } from '../db/connection.js';
import type { CreatedUser, NewUser, Terms } from '../../contract/users.js';
import { badRequest, conflict, isUniqueViolation, validation, type FieldProblem } from '../errors.js';
import { NAME_MAX_LENGTH } from '../../domain/limits.js';
import { hasComma, isEmail } from '../../domain/rules.js';
import { DetailCodes } from '../../domain/errorCodes.js';
import { tooLong } from './fieldRules.js';
import { newPasswordProblems } from './newPassword.js';
import { hashPassword, OWASP_SCRYPT, type ScryptParams } from './passwords.js';
import {
  findExistingTenantIds,
  findUserIdByEmail,
  insertTenantMemberships,
  insertUser,
  recordTermsAccepted,
} from '../repositories/users.js';

export const emailTaken = () => conflict('EMAIL_TAKEN', 'A user with this e-mail already exists.');

/** An e-mail a new account may have. */
export function emailProblems(email: string): FieldProblem[] {
  if (!email) return [{ field: 'email', code: DetailCodes.REQUIRED, message: 'Enter an e-mail.' }];
  if (!isEmail(email)) return [{ field: 'email', code: DetailCodes.EMAIL, message: 'Enter a valid e-mail.' }];
  return [];
}

/** A person's name: no comma (spec section 5), at most NAME_MAX_LENGTH. */
export function nameProblems(name: string): FieldProblem[] {
  if (hasComma(name)) return [{ field: 'name', code: DetailCodes.COMMA, message: 'A name cannot contain a comma.' }];
  if (name.length > NAME_MAX_LENGTH) return [tooLong('name', NAME_MAX_LENGTH)];
  return [];
}

/** The same rules as the login form (spec section 5) and the password rules, so every user created can sign in. */
const problemsOf = (email: string, password: string, name: string): FieldProblem[] => [
  ...emailProblems(email),
  ...newPasswordProblems(password, email),
  ...nameProblems(name),
];

/**
 * Creates a user and their store memberships in one transaction. Used by POST /users and by
 * `npm run create-admin`; the terms of use stay unaccepted, so the user accepts them at first sign-in.
 */
export async function createUser(
  db: Db,
  input: NewUser,
  hashParams: ScryptParams = OWASP_SCRYPT,
): Promise<CreatedUser> {
  const email = input.email.trim().toLowerCase();
  const name = (input.name ?? '').trim();
  const role = input.role ?? 'store';
  const tenantIds = [...new Set(input.tenantIds ?? [])].sort((a, b) => a - b);
  const problems = problemsOf(email, input.password, name);
  if (problems.length > 0) throw validation(problems);
  await assertEmailFree(db, email);
  await assertTenantsExist(db, tenantIds);
  // Hash outside the transaction: it takes a good part of a second and would hold the connection.
  const passwordHash = await hashPassword(input.password, hashParams);
  try {
    return await db.transaction().execute(async (trx) => {
      const user = await insertUser(trx, { email, name, role, passwordHash });
      if (tenantIds.length > 0) await insertTenantMemberships(trx, user.id, tenantIds);
      return { id: user.id, email, name, role, tenantIds };
    });
  } catch (error) {
    // Two requests for the same e-mail at once: the unique index decides. (A store deleted meanwhile
    // trips the foreign key instead.)
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}

export async function assertEmailFree(db: Db, email: string): Promise<void> {
  const existing = await findUserIdByEmail(db, email);
  if (existing) throw emailTaken();
}

async function assertTenantsExist(db: Db, tenantIds: number[]): Promise<void> {
  if (tenantIds.length === 0) return;
  const found = await findExistingTenantIds(db, tenantIds);
  const missing = tenantIds.filter((id) => !found.some((row) => row.id === id));
  if (missing.length > 0) {
    throw validation([
      { field: 'tenantIds', code: DetailCodes.NOT_FOUND, message: `Unknown store ids: ${missing.join(', ')}.` },
    ]);
  }
}

/** Records that the user accepted the privacy policy and the terms of use: both flags must be true. */
export async function acceptTerms(db: Db, userId: number, terms: Terms): Promise<void> {
  if (terms.acceptedPrivacyPolicy !== true || terms.acceptedUseTerms !== true) {
    throw badRequest('TERMS_REQUIRED', 'Accept the Terms of Use and Privacy and try again');
  }
  await recordTermsAccepted(db, userId, new Date());
}
