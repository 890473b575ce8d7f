import type { Db } from '../db/connection.js';
import type { Database } from '../db/schema.js';
import { notFound } from '../errors.js';

/**
 * The store-owned tables: those of the one `Database` interface whose rows have an `id` and a store
 * (`tenant_id`, never null). Read from the schema, so a new store's table (merged into `Database` beside
 * its repository) is one at once.
 */
export type StoreTable = {
  [T in keyof Database]: Database[T] extends { id: unknown; tenant_id: number } ? T : never;
}[keyof Database];

/**
 * Locks the rows until the transaction ends and checks that every id is the store's own: one
 * foreign or unknown id answers 404, so a bulk change is all or nothing.
 */
export async function lockOwnRows(
  trx: Db,
  table: StoreTable,
  tenantId: number,
  ids: number[],
  message: string,
): Promise<void> {
  const rows = await trx
    .selectFrom(table)
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('id', 'in', ids)
    .forUpdate()
    .execute();
  if (rows.length !== new Set(ids).size) throw notFound(message);
}

/** Runs a bulk write in one transaction. Only `trx` may be used inside: the embedded database has a single connection. */
export function inBulk(
  db: Db,
  table: StoreTable,
  tenantId: number,
  ids: number[],
  message: string,
  write: (trx: Db) => Promise<void>,
): Promise<void> {
  return db.transaction().execute(async (trx) => {
    await lockOwnRows(trx, table, tenantId, ids, message);
    await write(trx);
  });
}

/** Whether the row with this id is the store's own. */
export async function isOwnRow(db: Db, table: StoreTable, tenantId: number, id: number): Promise<boolean> {
  const row = await db
    .selectFrom(table)
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirst();
  return !!row;
}
