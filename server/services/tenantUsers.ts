import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/connection.js';
import { conflict, isUniqueViolation, notFound, validation } from '../errors.js';
import { ErrorCodes } from '../../domain/errorCodes.js';
import type { AddTenantUser, Responsibles, TenantUser, TenantUsers } from '../../contract/tenantUsers.js';
import {
  deleteMembership,
  findTenantMember,
  findUserByEmail,
  insertMembership,
  listStaff,
  listTenantMembers,
} from '../repositories/tenantUsers.js';
import { deleteInvitedAccount, insertTenantMemberships, insertUser } from '../repositories/users.js';
import { findTenantNameAndLanguage } from '../repositories/tenants.js';
import { sendInvitationMail, type AccountMailConfig } from './accountMail.js';
import { accountStateOf } from './accountRows.js';
import { issueLink } from './passwordLinks.js';
import { emailProblems, emailTaken, nameProblems } from './users.js';

/** What inviting needs beside the database: the mail settings and a log. */
export interface InviteContext {
  db: Db;
  config: AccountMailConfig;
  log: FastifyBaseLogger;
}

export async function getTenantUsers(db: Db, tenantId: number): Promise<TenantUsers> {
  const rows = await listTenantMembers(db, tenantId);
  const data = rows.map((row) => ({ id: row.id, name: row.name, email: row.email, ...accountStateOf(row) }));
  return { data, page: 0, size: data.length, total: data.length };
}

const notInvited = () =>
  conflict(ErrorCodes.NOT_INVITED, 'This account is not waiting for an invitation: it has a password or is disabled.');

/**
 * Creates the invitation link of a store user and sends it in the store's language. `ctx.db` is the
 * transaction of the whole change: a mail that is not sent (502 MAIL_NOT_SENT) rolls it back.
 */
async function sendStoreInvitation(
  ctx: InviteContext,
  tenantId: number,
  user: { id: number; email: string; name: string },
) {
  const store = await findTenantNameAndLanguage(ctx.db, tenantId);
  const token = await issueLink(ctx.db, user.id, 'invitation', ctx.config.invitationLinkTtlHours * 3_600_000);
  await sendInvitationMail(ctx.config, ctx.log, { ...user, language: store.language, place: store.name, token });
}

/** Runs `change` in one transaction, handing it the context with the transaction as its database. */
export const inTransaction = <T>(ctx: InviteContext, change: (trx: InviteContext) => Promise<T>): Promise<T> =>
  ctx.db.transaction().execute((trx) => change({ ...ctx, db: trx }));

/**
 * Invites someone to the store by e-mail. An unknown e-mail gets an invited account (no password), a
 * membership and an invitation e-mail; a known store account is attached as it is (and, while it is still
 * invited, gets a new invitation). Staff reach every store already (409 ALREADY_MEMBER), and are invited
 * from the staff screen only. The account, membership and link are written with the e-mail sent, or not
 * at all (502 MAIL_NOT_SENT).
 */
export async function inviteTenantUser(ctx: InviteContext, tenantId: number, body: AddTenantUser): Promise<TenantUser> {
  const email = body.username.trim().toLowerCase();
  const name = (body.name ?? '').trim();
  const problems = [...emailProblems(email), ...nameProblems(name)].map((p) =>
    p.field === 'email' ? { ...p, field: 'username' } : p,
  );
  if (problems.length > 0) throw validation(problems);
  const existing = await findUserByEmail(ctx.db, email);
  if (existing) return attachExisting(ctx, tenantId, existing);
  let created: { id: number };
  try {
    created = await inTransaction(ctx, async (trx) => {
      const user = await insertUser(trx.db, { email, name, role: 'store', passwordHash: null });
      await insertTenantMemberships(trx.db, user.id, [tenantId]);
      await sendStoreInvitation(trx, tenantId, { id: user.id, email, name });
      return user;
    });
  } catch (error) {
    // The same e-mail invited twice at once: the unique index decides.
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
  return { id: created.id, name, email, state: 'invited', lastSignInAt: null };
}

async function attachExisting(
  ctx: InviteContext,
  tenantId: number,
  user: NonNullable<Awaited<ReturnType<typeof findUserByEmail>>>,
): Promise<TenantUser> {
  if (user.role !== 'store') {
    throw conflict(ErrorCodes.ALREADY_MEMBER, 'Moderators and administrators already reach every store.');
  }
  const state = accountStateOf(user);
  await inTransaction(ctx, async (trx) => {
    if (!(await insertMembership(trx.db, tenantId, user.id))) {
      throw conflict(ErrorCodes.ALREADY_MEMBER, 'This user is already a member of the store.');
    }
    if (state.state === 'invited') await sendStoreInvitation(trx, tenantId, user);
  });
  return { id: user.id, name: user.name, email: user.email, ...state };
}

/** A member of the current store still invited; another store's user or staff is 404, an account with a password 409. */
async function invitedMember(db: Db, tenantId: number, userId: number) {
  const member = await findTenantMember(db, tenantId, userId);
  if (!member) throw notFound('This user is not a member of the store.');
  if (accountStateOf(member).state !== 'invited') throw notInvited();
  return member;
}

/** Sends a new invitation (the earlier link stops working); a mail not sent keeps the earlier link. */
export async function resendTenantInvitation(ctx: InviteContext, tenantId: number, userId: number): Promise<void> {
  const member = await invitedMember(ctx.db, tenantId, userId);
  await inTransaction(ctx, (trx) => sendStoreInvitation(trx, tenantId, member));
}

/**
 * Withdraws an invitation: the invited account leaves the store, and when it belongs to no other store it
 * is deleted with its link (it never signed in). An invitation to other stores stays.
 */
export async function withdrawTenantInvitation(db: Db, tenantId: number, userId: number): Promise<void> {
  await invitedMember(db, tenantId, userId);
  await db.transaction().execute(async (trx) => {
    await deleteMembership(trx, tenantId, userId);
    await deleteInvitedAccount(trx, userId);
  });
}

/** Removes the user from the store only; their next call in this store is refused (the session re-checks). */
export async function detachTenantUser(db: Db, tenantId: number, userId: number): Promise<void> {
  if (!(await deleteMembership(db, tenantId, userId))) throw notFound('This user is not a member of the store.');
}

export async function getResponsibles(db: Db): Promise<Responsibles> {
  return { data: await listStaff(db) };
}
