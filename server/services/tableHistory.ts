import type { ModelingBody } from '../../contract/modelings.js';
import type { StrongModelingBody } from '../../contract/strongModelings.js';
import { HISTORY_PAGE_SIZE, type TableHistory, type TableVersion } from '../../contract/tableHistory.js';
import { diffTables, type TableSnapshot } from '../../domain/tableHistory.js';
import type { Db } from '../db/connection.js';
import { notFound } from '../errors.js';
import { currentVersion, findVersion, listVersions, type TableScope } from '../repositories/tableVersions.js';
import { replaceModeling } from './modelings.js';
import { replaceStrongModeling } from './strongModelings.js';
import type { Author } from './tableVersions.js';

const tableNotFound = (scope: TableScope) =>
  notFound(scope === 'strong' ? 'Provider table not found.' : 'Table not found.');

/** A table's versions, newest first, a page at a time; 404 when the scope has no such table. */
export async function historyOf(
  db: Db,
  scope: TableScope,
  id: number,
  query: { page?: number; size?: number },
): Promise<TableHistory> {
  const current = await currentVersion(db, scope, id);
  if (current === undefined) throw tableNotFound(scope);
  const page = query.page ?? 0;
  const size = query.size ?? HISTORY_PAGE_SIZE;
  const { rows, total } = await listVersions(db, scope, id, page * size, size);
  return {
    data: rows.map((row) => ({ ...row, savedAt: new Date(row.savedAt).toISOString() })),
    page,
    size,
    total,
    current,
  };
}

/** One version: the table as it saved it and its changes against the version before (all added for the first). */
export async function versionOf(db: Db, scope: TableScope, id: number, version: number): Promise<TableVersion> {
  const found = await findVersion(db, scope, id, version);
  if (!found) throw notFound('This version of the table does not exist.');
  const { previous, snapshot, ...rest } = found;
  return {
    ...rest,
    savedAt: new Date(rest.savedAt).toISOString(),
    snapshot,
    diff: diffTables(previous, snapshot),
  };
}

// A snapshot holds what a body holds, and names or kind beside ids: a body is made of its own fields only.
const bodyOf = <B>(snapshot: TableSnapshot, drop: string[]): B =>
  Object.fromEntries(Object.entries(snapshot).filter(([field]) => !drop.includes(field))) as B;

async function snapshotOf(db: Db, scope: TableScope, id: number, version: number): Promise<TableSnapshot> {
  const found = await findVersion(db, scope, id, version);
  if (!found) throw notFound('This version of the table does not exist.');
  return found.snapshot;
}

/**
 * Saves a version's table again as a new version (origin 'restore'), through the same checks as an
 * edit and only if the table is still at `expected` (else 409 STALE_VERSION).
 */
export async function restoreStoreVersion(
  db: Db,
  tenantId: number,
  id: number,
  at: { version: number; expected: number },
  author: Author,
) {
  const body = bodyOf<ModelingBody>(await snapshotOf(db, { tenantId }, id, at.version), ['brandName']);
  return replaceModeling(db, tenantId, id, { ...body, version: at.expected }, author, 'restore');
}

/** As a store table's restore; a provider table keeps its kind (only converting changes it). */
export async function restoreStrongVersion(
  db: Db,
  id: number,
  at: { version: number; expected: number },
  author: Author,
) {
  const body = bodyOf<StrongModelingBody>(await snapshotOf(db, 'strong', id, at.version), [
    'kind',
    'strongBrandName',
    'strongCategoryName',
    'strongSubcategoryName',
  ]);
  return replaceStrongModeling(db, id, { ...body, version: at.expected }, author, 'restore');
}
