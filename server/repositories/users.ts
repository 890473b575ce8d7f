import type { Db } from '../db/connection.js';
import type { Role } from '../db/schema.js';

/** The id of the user with this e-mail, compared in lower case (the e-mail must already be lower case). */
export function findUserIdByEmail(db: Db, email: string) {
  return db
    .selectFrom('users')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email))
    .executeTakeFirst();
}

/** What signing in needs of the user with this e-mail (compared in lower case). */
export function findUserCredentialsByEmail(db: Db, email: string) {
  return db
    .selectFrom('users')
    .select([
      'id',
      'email',
      'name',
      'role',
      'password_hash',
      'disabled_at',
      'accepted_privacy_policy_at',
      'accepted_use_terms_at',
    ])
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email))
    .executeTakeFirst();
}

/** Which of these store ids exist. */
export function findExistingTenantIds(db: Db, tenantIds: number[]) {
  return db.selectFrom('tenants').select('id').where('id', 'in', tenantIds).execute();
}

/**
 * Inserts a user whose terms of use and privacy policy are still unaccepted; returns the new id. Without a
 * password hash the account is invited: its invitation link sets the password.
 */
export function insertUser(db: Db, user: { email: string; name: string; role: Role; passwordHash: string | null }) {
  return db
    .insertInto('users')
    .values({
      email: user.email,
      name: user.name,
      role: user.role,
      password_hash: user.passwordHash,
      accepted_privacy_policy_at: null,
      accepted_use_terms_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

/** Makes the user a member of each of these stores (at least one). */
export async function insertTenantMemberships(db: Db, userId: number, tenantIds: number[]): Promise<void> {
  await db
    .insertInto('tenant_users')
    .values(tenantIds.map((tenant_id) => ({ tenant_id, user_id: userId })))
    .execute();
}

/** Records that the user accepted the privacy policy and the terms of use at `at`. */
export async function recordTermsAccepted(db: Db, userId: number, at: Date): Promise<void> {
  await db
    .updateTable('users')
    .set({ accepted_privacy_policy_at: at, accepted_use_terms_at: at })
    .where('id', '=', userId)
    .execute();
}

/** An account by id: what the account rules need of it. */
export function findAccount(db: Db, userId: number) {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'name', 'role', 'disabled_at'])
    .select((eb) => eb('password_hash', 'is not', null).as('has_password'))
    .where('id', '=', userId)
    .executeTakeFirst();
}

/** Sets the account's password hash (an invited account becomes active). */
export async function updatePasswordHash(db: Db, userId: number, passwordHash: string): Promise<void> {
  await db.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', userId).execute();
}

/** Disables the account at `at`, or enables it again with null. */
export async function updateDisabledAt(db: Db, userId: number, at: Date | null): Promise<void> {
  await db.updateTable('users').set({ disabled_at: at }).where('id', '=', userId).execute();
}

export async function recordSignIn(db: Db, userId: number, at: Date): Promise<void> {
  await db.updateTable('users').set({ last_sign_in_at: at }).where('id', '=', userId).execute();
}

/** Moderators and administrators with their account state, by name then e-mail. */
export function listStaffAccounts(db: Db) {
  return db
    .selectFrom('users')
    .select(['id', 'name', 'email', 'role', 'disabled_at', 'last_sign_in_at'])
    .select((eb) => eb('password_hash', 'is not', null).as('has_password'))
    .where('role', 'in', ['moderator', 'administrator'])
    .orderBy((eb) => eb.fn('lower', ['name']))
    .orderBy('email')
    .execute();
}

/** Deletes an invited account nobody uses any more (no store, no password). */
export async function deleteInvitedAccount(db: Db, userId: number): Promise<void> {
  await db
    .deleteFrom('users')
    .where('id', '=', userId)
    .where('password_hash', 'is', null)
    .where('role', '=', 'store')
    .where((eb) => eb.not(eb.exists(eb.selectFrom('tenant_users').select('user_id').where('user_id', '=', userId))))
    .execute();
}
