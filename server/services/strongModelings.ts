import { DetailCodes, ErrorCodes } from '../../domain/errorCodes.js';
import type {
  CreatedStrongModelings,
  StrongLink,
  StrongLinkMatch,
  StrongModeling,
  StrongModelingBody,
  StrongModelingFilters,
} from '../../contract/strongModelings.js';
import type { ListPaging } from '../../contract/lists.js';
import { copyName, type InterfaceLanguage } from '../../domain/copyName.js';
import { engineTableOf, sizeNameOf, type ModelingRow } from '../../domain/modeling.js';
import type { CustomVariation, EngineTable } from '../../domain/sizeEngine.js';
import type { Db } from '../db/connection.js';
import { conflict, notFound, validation } from '../errors.js';
import { parentOfStrongSubcategory, strongCategoryExists } from '../repositories/categories.js';
import { refreshStatesOf, refreshStrongLinkedStates } from '../repositories/productStates.js';
import { strongBrandExists } from '../repositories/strongBrands.js';
import { listParams, mapRows } from '../repositories/listQuery.js';
import {
  STRONG_MODELING_LIST,
  convertToOrganic,
  copyStrongModeling,
  countWithoutStrongBrand,
  createFromStoreTables,
  deleteStrongModelings,
  findStrongModeling,
  insertStrongModeling,
  linkAllProducts,
  listStrongModelings,
  listStrongSimplified,
  lockStrongModelings,
  resolveStrongLink,
  type StoreTablesSelection,
  unlinkProducts,
  updateStrongModeling,
  type StrongModelingValues,
} from '../repositories/strongModelings.js';
import { toModelingValues } from './modelings.js';
import type { VersionOrigin } from '../../domain/tableHistory.js';
import { currentVersion } from '../repositories/tableVersions.js';
import { recordVersions, staleTable, type Author } from './tableVersions.js';

const NOT_FOUND = 'Provider table not found.';

async function checkStrongModeling(db: Db, body: StrongModelingBody): Promise<StrongModelingValues> {
  const { values, problems } = toModelingValues({ ...body, brandId: null });
  const { brandId: _brand, static: _static, ...table } = values;
  const strong: StrongModelingValues = {
    ...table,
    strongBrandId: body.strongBrandId ?? null,
    strongCategoryId: body.strongCategoryId ?? null,
    strongSubcategoryId: body.strongSubcategoryId ?? null,
    model: body.model?.trim() || null,
    slugs: [...new Set((body.slugs ?? []).map((s) => s.trim()).filter(Boolean))],
    slugWeight: body.slugWeight ?? 0,
  };
  const missing = (field: string, what: string) =>
    problems.push({ field, code: DetailCodes.NOT_FOUND, message: `The provider ${what} does not exist.` });
  if (strong.strongBrandId !== null && !(await strongBrandExists(db, strong.strongBrandId)))
    missing('strongBrandId', 'brand');
  if (strong.strongCategoryId !== null && !(await strongCategoryExists(db, strong.strongCategoryId)))
    missing('strongCategoryId', 'category');
  if (strong.strongSubcategoryId !== null) {
    const parent = await parentOfStrongSubcategory(db, strong.strongSubcategoryId);
    if (parent === undefined) missing('strongSubcategoryId', 'subcategory');
    else if (strong.strongCategoryId !== parent)
      problems.push({
        field: 'strongSubcategoryId',
        code: DetailCodes.SUBCATEGORY_MISMATCH,
        message: 'The subcategory belongs to another category.',
      });
  }
  if (problems.length > 0) throw validation(problems);
  return strong;
}

/** One page of the provider tables, as the list query asks. */
export async function strongModelingsPage(db: Db, query: ListPaging & StrongModelingFilters) {
  const page = await listStrongModelings(db, query, listParams(query, STRONG_MODELING_LIST));
  return mapRows(page, (m) => ({ ...m, updatedAt: m.updatedAt.toISOString() }));
}

/** Every provider table with its sizes, for pickers. */
export const strongModelingChoices = (db: Db) => listStrongSimplified(db);

export async function getStrongModeling(db: Db, id: number): Promise<StrongModeling> {
  const found = await findStrongModeling(db, id);
  if (!found) throw notFound(NOT_FOUND);
  const { sizeStats, rows, ...rest } = found;
  const stats = sizeStats ?? {};
  return {
    ...rest,
    variations: found.variations as Record<string, CustomVariation>,
    rows: (rows as ModelingRow[]).map((row) => {
      const s = stats[sizeNameOf(row, found.sizeSystem)];
      return { ...row, confidence: s?.confidence ?? null, sampleCount: s?.samples ?? 0 };
    }),
    sampleCount: Object.values(stats).reduce((sum, s) => sum + s.samples, 0),
    updatedAt: found.updatedAt.toISOString(),
  };
}

export async function createStrongModeling(db: Db, body: StrongModelingBody, author: Author) {
  const values = await checkStrongModeling(db, body);
  const id = await db.transaction().execute(async (trx) => {
    const created = await insertStrongModeling(trx, values);
    await recordVersions(trx, 'strong', [created], 'create', author);
    return created;
  });
  return getStrongModeling(db, id);
}

/**
 * Replaces a strong table if it is still at the version the body names (when it names one), else 409
 * STALE_VERSION; products of every store linked to it are re-rated and the new version kept.
 */
export async function replaceStrongModeling(
  db: Db,
  id: number,
  body: StrongModelingBody,
  author: Author,
  origin: VersionOrigin = 'edit',
) {
  const values = await checkStrongModeling(db, body);
  await db.transaction().execute(async (trx) => {
    if ((await updateStrongModeling(trx, id, values, body.version)) === undefined) {
      if ((await currentVersion(trx, 'strong', id)) !== undefined) throw staleTable();
      throw notFound(NOT_FOUND);
    }
    await refreshStrongLinkedStates(trx, [id]);
    await recordVersions(trx, 'strong', [id], origin, author);
  });
  return getStrongModeling(db, id);
}

/** Deletes strong tables, all or nothing; the products linked to them lose the link's table and are re-rated. */
export async function removeStrongModelings(db: Db, ids: number[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (!(await lockStrongModelings(trx, ids))) throw notFound('Some provider tables were not found.');
    const unlinked = await unlinkProducts(trx, ids);
    await deleteStrongModelings(trx, ids);
    await refreshStatesOf(trx, unlinked);
  });
}

/** A static copy of a strong table, named "<name> (copy)" in the language of who asked, with nothing learned. */
export async function duplicateStrongModeling(db: Db, id: number, author: Author, language: InterfaceLanguage) {
  const found = await findStrongModeling(db, id);
  if (!found) throw notFound(NOT_FOUND);
  const name = copyName(found.name, language);
  const copy = await db.transaction().execute(async (trx) => {
    const created = await copyStrongModeling(trx, id, name);
    if (created !== undefined) await recordVersions(trx, 'strong', [created], 'duplicate', author);
    return created;
  });
  if (copy === undefined) throw notFound(NOT_FOUND);
  return getStrongModeling(db, copy);
}

/** Static → organic: the drawn ranges stay as the starting point learning moves from. A new version. */
export async function convertStrongModeling(db: Db, id: number, author: Author) {
  await db.transaction().execute(async (trx) => {
    const outcome = await convertToOrganic(trx, id);
    if (outcome === 'missing') throw notFound(NOT_FOUND);
    if (outcome === 'already') throw conflict(ErrorCodes.ALREADY_ORGANIC, 'The provider table is already organic.');
    await recordVersions(trx, 'strong', [id], 'convert', author);
  });
  return getStrongModeling(db, id);
}

/** Strong tables from the stores' tables of one size system, or of some brands of the current store. */
export async function createFromStores(
  db: Db,
  which: StoreTablesSelection,
  author: Author,
): Promise<CreatedStrongModelings> {
  return db.transaction().execute((trx) => createFromStoresIn(trx, which, author));
}

/** As createFromStores, in the caller's transaction (a sync job's store step); `author` null once deleted. */
export async function createFromStoresIn(
  trx: Db,
  which: StoreTablesSelection,
  author: Author | null,
): Promise<CreatedStrongModelings> {
  const ids = await createFromStoreTables(trx, which);
  await recordVersions(trx, 'strong', ids, 'sync', author);
  return { created: ids.length, ids, skippedWithoutStrongBrand: await countWithoutStrongBrand(trx, which) };
}

/** Links the products of one store to the strong table their strong link resolves to; how many changed. */
export async function linkStoreProducts(trx: Db, tenantId: number): Promise<number> {
  const changed = await linkAllProducts(trx, { tenantId });
  await refreshStatesOf(trx, changed);
  return changed.length;
}

/** What a product's strong link resolves to, as the product editor asks. */
export async function findStrongLink(db: Db, link: StrongLink): Promise<StrongLinkMatch> {
  const match = await resolveStrongLink(db, {
    ...link,
    model: link.model?.trim() || undefined,
    slug: link.slug?.trim() || undefined,
  });
  return { match: match ?? null };
}

/**
 * A strong table as the size engine reads it. A provider table always recommends: its STATIC kind means
 * drawn by hand, not a store's informative-only "static table".
 */
export async function strongEngineTable(db: Db, id: number): Promise<EngineTable> {
  return engineTableOf({ ...(await getStrongModeling(db, id)), static: false });
}
