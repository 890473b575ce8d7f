import type { CurrentUser } from '../../contract/session.js';
import type { User } from '../../contract/users.js';
import { isStaffRole } from '../../domain/access.js';
import type { Role } from '../../domain/enums.js';
import type { Db } from '../db/connection.js';
import { forbidden, notFound } from '../errors.js';
import {
  findReachableTenant,
  firstReachableTenant,
  isMemberOfAnyStore,
  listReachableTenants,
} from '../repositories/tenants.js';
import { recordSignIn } from '../repositories/users.js';
import type { VerifiedUser } from './basicAuth.js';
import { createSession, setSessionTenant, type SessionLimits } from './sessions.js';

/** A store user's store whose status shuts its users out (churn). */
export const storeClosed = () => forbidden('STORE_CLOSED', "This store's access is closed. Contact support.");

/** A store the session may be in: what the answers about the current user name of it. */
export interface SessionStore {
  id: number;
  name: string;
  features: string[];
}

/** Who is signed in and in which store, as `GET /me` answers it. */
export function currentUserOf(user: User, tenant: SessionStore | null | undefined): CurrentUser {
  return {
    tenantId: tenant?.id ?? null,
    tenantName: tenant?.name ?? null,
    tenantFeatures: tenant?.features ?? [],
    user: { id: user.id, email: user.email, name: user.name, role: user.role },
    moderatorUser: isStaffRole(user.role),
    administratorUser: user.role === 'administrator',
  };
}

/**
 * Opens a session for a user whose credentials were verified, in the first store they may reach: refused
 * until the terms are accepted, and for a store user whose every store is closed.
 */
export async function signIn(
  db: Db,
  user: VerifiedUser,
  limits: SessionLimits,
): Promise<CurrentUser & { sessionId: string }> {
  if (!user.termsAccepted) throw forbidden('TERMS_NOT_ACCEPTED', 'User must accept the terms of use to proceed.');
  const tenant = await firstReachableTenant(db, user.id, isStaffRole(user.role));
  // Every store of this store user is closed (churn): say so rather than open a session with no store.
  if (!tenant && !isStaffRole(user.role) && (await isMemberOfAnyStore(db, user.id))) throw storeClosed();
  const sessionId = await createSession(db, user.id, tenant?.id ?? null, limits);
  await recordSignIn(db, user.id, new Date());
  return { sessionId, ...currentUserOf(user, tenant) };
}

/** The stores the user may switch to, by name (store users: their own open ones; staff: all). */
export const reachableStores = (db: Db, user: { id: number; role: Role }): Promise<SessionStore[]> =>
  listReachableTenants(db, user.id, isStaffRole(user.role));

/** Makes a store the session's current one; someone else's store answers like a missing one. */
export async function switchStore(
  db: Db,
  session: { sessionHash: string; user: { id: number; role: Role } },
  tenantId: number,
): Promise<SessionStore> {
  const tenant = await findReachableTenant(db, session.user.id, isStaffRole(session.user.role), tenantId);
  if (!tenant) throw notFound('Store not found.');
  await setSessionTenant(db, session.sessionHash, tenant.id);
  return tenant;
}
