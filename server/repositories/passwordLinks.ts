import type { Db } from '../db/connection.js';

export type LinkPurpose = 'invitation' | 'reset';

/** Stores a new link (only the hash of its token), after deleting the user's earlier links of that purpose. */
export async function replaceLink(
  db: Db,
  link: { tokenHash: string; userId: number; purpose: LinkPurpose; expiresAt: Date },
): Promise<void> {
  await db
    .deleteFrom('password_links')
    .where('user_id', '=', link.userId)
    .where('purpose', '=', link.purpose)
    .execute();
  await db
    .insertInto('password_links')
    .values({ token_hash: link.tokenHash, user_id: link.userId, purpose: link.purpose, expires_at: link.expiresAt })
    .execute();
}

/** The link with this token hash and its account's e-mail, name and state. */
export function findLink(db: Db, tokenHash: string) {
  return db
    .selectFrom('password_links as l')
    .innerJoin('users as u', 'u.id', 'l.user_id')
    .select(['l.user_id', 'l.purpose', 'l.expires_at', 'u.email', 'u.disabled_at'])
    .where('l.token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/** Deletes the link and answers it: of two requests using one link, only one gets it. */
export function takeLink(db: Db, tokenHash: string) {
  return db
    .deleteFrom('password_links')
    .where('token_hash', '=', tokenHash)
    .returning(['user_id', 'purpose', 'expires_at'])
    .executeTakeFirst();
}

/** Deletes every link of the user (of one purpose when named). */
export async function deleteUserLinks(db: Db, userId: number, purpose?: LinkPurpose): Promise<void> {
  let query = db.deleteFrom('password_links').where('user_id', '=', userId);
  if (purpose) query = query.where('purpose', '=', purpose);
  await query.execute();
}

/** Deletes links past their end: a link nobody opens is otherwise never deleted. */
export async function deleteExpiredLinks(db: Db, now: Date): Promise<void> {
  await db.deleteFrom('password_links').where('expires_at', '<=', now).execute();
}

/** Whether the user has a usable link of this purpose. */
export async function hasLiveLink(db: Db, userId: number, purpose: LinkPurpose, now: Date): Promise<boolean> {
  const row = await db
    .selectFrom('password_links')
    .select('user_id')
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row !== undefined;
}
