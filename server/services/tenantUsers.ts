import type { Db } from '../db/connection.js';
import { AppError, conflict, notFound } from '../errors.js';
import { ErrorCodes } from '../../domain/errorCodes.js';
import type { Person, Responsibles, TenantUsers } from '../../contract/tenantUsers.js';
import {
  deleteMembership,
  findUserByEmail,
  insertMembership,
  listStaff,
  listTenantMembers,
} from '../repositories/tenantUsers.js';

export async function getTenantUsers(db: Db, tenantId: number): Promise<TenantUsers> {
  const data = await listTenantMembers(db, tenantId);
  return { data, page: 0, size: data.length, total: data.length };
}

/**
 * Attaches the existing account with this e-mail to the store. Accounts are created by POST /users;
 * an unknown e-mail is 404, a member (or staff, who reach every store) 409.
 */
export async function attachTenantUser(db: Db, tenantId: number, username: string): Promise<Person> {
  const user = await findUserByEmail(db, username.trim().toLowerCase());
  if (!user) {
    throw new AppError(404, ErrorCodes.USER_NOT_FOUND, 'No user has this e-mail. Create the user first.');
  }
  if (user.role !== 'store') {
    throw conflict(ErrorCodes.ALREADY_MEMBER, 'Moderators and administrators already reach every store.');
  }
  if (!(await insertMembership(db, tenantId, user.id))) {
    throw conflict(ErrorCodes.ALREADY_MEMBER, 'This user is already a member of the store.');
  }
  return { id: user.id, name: user.name, email: user.email };
}

/** Removes the user from the store only; their next call in this store is refused (the session re-checks). */
export async function detachTenantUser(db: Db, tenantId: number, userId: number): Promise<void> {
  if (!(await deleteMembership(db, tenantId, userId))) throw notFound('This user is not a member of the store.');
}

export async function getResponsibles(db: Db): Promise<Responsibles> {
  return { data: await listStaff(db) };
}
