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
    .select(['id', 'email', 'name', 'role', 'password_hash', 'accepted_privacy_policy_at', 'accepted_use_terms_at'])
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email))
    .executeTakeFirst();
}

/** Which of these store ids exist. */
export function findExistingTenantIds(db: Db, tenantIds: number[]) {
  return db.selectFrom('tenants').select('id').where('id', 'in', tenantIds).execute();
}

/** Inserts a user whose terms of use and privacy policy are still unaccepted; returns the new id. */
export function insertUser(db: Db, user: { email: string; name: string; role: Role; passwordHash: string }) {
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
