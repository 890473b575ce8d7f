import { diffTables, summaryOf, type VersionOrigin } from '../../domain/tableHistory.js';
import type { Db } from '../db/connection.js';
import { conflict } from '../errors.js';
import { ErrorCodes } from '../../domain/errorCodes.js';
import { currentSnapshots, insertVersions, latestSnapshots, type TableScope } from '../repositories/tableVersions.js';

/** Who saved: the signed-in user, by id and by the name they had then. */
export interface Author {
  userId: number;
  name: string;
}

/**
 * Keeps a version of each of these tables as they are now, in the caller's transaction: called by every
 * path that saves a table (create, edit, restore, duplicate, convert, learning, sync). Each version is
 * summed up against the version kept before it.
 */
export async function recordVersions(
  trx: Db,
  scope: TableScope,
  ids: number[],
  origin: VersionOrigin,
  author: Author | null,
): Promise<void> {
  if (ids.length === 0) return;
  const [current, previous] = await Promise.all([currentSnapshots(trx, scope, ids), latestSnapshots(trx, scope, ids)]);
  await insertVersions(
    trx,
    scope,
    current.map((table) => ({
      id: table.id,
      version: table.version,
      origin,
      userId: author?.userId ?? null,
      userName: author?.name ?? null,
      snapshot: table.snapshot,
      summary: summaryOf(diffTables(previous.get(table.id) ?? null, table.snapshot)),
    })),
  );
}

export const staleTable = () =>
  conflict(ErrorCodes.STALE_VERSION, 'The table was saved by someone else since it was read; reload it first.');
