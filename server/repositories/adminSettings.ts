import type { Selectable } from 'kysely';
import type { Db } from '../db/connection.js';
import type { AdminSettingsTable } from '../db/schema.js';

export type AdminSettingsRow = Selectable<AdminSettingsTable>;

/** The overrides a save writes: one column per setting, null for "the environment's value". */
export type AdminSettingsOverrides = Pick<
  AdminSettingsRow,
  | 'support_email'
  | 'crash_webhook_url'
  | 'feed_schedule_hours'
  | 'session_idle_minutes'
  | 'session_max_hours'
  | 'sign_in_max_failures'
>;

/** What tells a process its copy is stale: both are 0 while nothing was ever saved or invalidated. */
export interface SettingsStamp {
  version: number;
  generation: number;
}

export async function findAdminSettings(db: Db): Promise<AdminSettingsRow | undefined> {
  return db.selectFrom('admin_settings').selectAll().where('id', '=', 1).executeTakeFirst();
}

export async function findSettingsStamp(db: Db): Promise<SettingsStamp> {
  const row = await db
    .selectFrom('admin_settings')
    .select(['version', 'cache_generation'])
    .where('id', '=', 1)
    .executeTakeFirst();
  return { version: row?.version ?? 0, generation: row?.cache_generation ?? 0 };
}

/** The settings row locked for a save (created empty first, so there is always a row to lock). */
export async function lockAdminSettings(trx: Db): Promise<AdminSettingsRow> {
  await trx
    .insertInto('admin_settings')
    .values({ id: 1 })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  return trx.selectFrom('admin_settings').selectAll().where('id', '=', 1).forUpdate().executeTakeFirstOrThrow();
}

export async function writeAdminSettings(trx: Db, values: AdminSettingsOverrides, version: number, at: Date) {
  await trx
    .updateTable('admin_settings')
    .set({ ...values, version, updated_at: at })
    .where('id', '=', 1)
    .execute();
}

export interface ChangeAuthor {
  id: number;
  name: string;
  email: string;
}

export async function insertSettingsChange(trx: Db, version: number, by: ChangeAuthor, fields: string[], at: Date) {
  await trx
    .insertInto('admin_settings_changes')
    .values({ version, changed_at: at, user_id: by.id, user_name: by.name, user_email: by.email, fields })
    .execute();
}

/** The latest saves, newest first. */
export async function listSettingsChanges(db: Db, limit: number) {
  return db.selectFrom('admin_settings_changes').selectAll().orderBy('version', 'desc').limit(limit).execute();
}

/** The saves after a given version, oldest first (what a stale save missed). */
export async function settingsChangesSince(db: Db, version: number) {
  return db
    .selectFrom('admin_settings_changes')
    .selectAll()
    .where('version', '>', version)
    .orderBy('version', 'asc')
    .execute();
}

/** Raises the cache generation: every process reloads what it caches on its next poll. */
export async function raiseCacheGeneration(db: Db): Promise<number> {
  const row = await db
    .insertInto('admin_settings')
    .values({ id: 1, cache_generation: 1 })
    .onConflict((oc) =>
      oc.column('id').doUpdateSet((eb) => ({ cache_generation: eb('admin_settings.cache_generation', '+', 1) })),
    )
    .returning('cache_generation')
    .executeTakeFirstOrThrow();
  return row.cache_generation;
}
