import { DetailCodes } from '../../domain/errorCodes.js';
import { engineTableOf, sizeNameOf, validateModeling, type ModelingRow, type Problem } from '../../domain/modeling.js';
import { recommend, type CustomVariation, type EngineTable } from '../../domain/sizeEngine.js';
import type { Db } from '../db/connection.js';
import { notFound, validation } from '../errors.js';
import {
  MODELING_LIST,
  deleteModelings,
  findModeling,
  insertModeling,
  listModelings,
  listSimplified,
  modelingValuesOf,
  updateModeling,
  type ModelingValues,
} from '../repositories/modelings.js';
import { listParams, mapRows } from '../repositories/listQuery.js';
import { inBulk, isOwnRow } from '../repositories/ownership.js';
import { listBrandNames } from '../repositories/brands.js';
import { tenantExists } from '../repositories/tenants.js';
import { refreshProductStates } from '../repositories/productStates.js';
import { productIdsUsing } from '../repositories/products.js';
import type { ListPaging } from '../../contract/lists.js';
import type { ModelingBody, ModelingFilters } from '../../contract/modelings.js';
import type { VersionOrigin } from '../../domain/tableHistory.js';
import { recordVersions, staleTable, type Author } from './tableVersions.js';
import { currentVersion } from '../repositories/tableVersions.js';

const brandBelongs = (db: Db, tenantId: number, brandId: number) => isOwnRow(db, 'brands', tenantId, brandId);

/** Fills the defaults of a table body and checks it against the table rules of domain/ (the editor's). */
export function toModelingValues(body: ModelingBody): { values: ModelingValues; problems: Problem[] } {
  const values: ModelingValues = {
    name: body.name.trim(),
    type: body.type,
    clothesType: body.clothesType ?? null,
    ageGroup: body.ageGroup ?? 'adult',
    brandId: body.brandId ?? null,
    gender: body.gender ?? 'u',
    sizeType: body.sizeType ?? 'regular',
    sizeSystem: body.sizeSystem,
    composedMeasure: body.composedMeasure?.trim() || null,
    composedMeasureOrder: body.composedMeasureOrder ?? 'DISABLED',
    accessory: body.accessory ?? false,
    observation: body.observation ?? '',
    static: body.static ?? false,
    measures: body.measures,
    sizeSystems: body.sizeSystems?.length ? body.sizeSystems : [body.sizeSystem],
    variations: body.variations ?? {},
    rows: body.rows,
    sizeNames: body.rows.map((row) => sizeNameOf(row, body.sizeSystem)),
  };
  const problems = validateModeling({ ...values, variations: body.variations ?? {}, rows: body.rows });
  return { values, problems };
}

async function checkModeling(db: Db, tenantId: number, body: ModelingBody): Promise<ModelingValues> {
  const { values, problems } = toModelingValues(body);
  if (values.brandId !== null && !(await brandBelongs(db, tenantId, values.brandId))) {
    problems.push({
      field: 'brandId',
      code: DetailCodes.NOT_FOUND,
      message: 'The brand does not exist in this store.',
    });
  }
  if (problems.length > 0) throw validation(problems);
  return values;
}

/** One page of the store's tables, as the list query asks. */
export async function modelingsPage(db: Db, tenantId: number, query: ListPaging & ModelingFilters) {
  const page = await listModelings(db, tenantId, query, listParams(query, MODELING_LIST));
  return mapRows(page, (m) => ({ ...m, updatedAt: m.updatedAt.toISOString() }));
}

/** Every table of the store with its sizes, for pickers. */
export const modelingChoices = (db: Db, tenantId: number) => listSimplified(db, tenantId);

export async function getModeling(db: Db, tenantId: number, id: number) {
  const found = await findModeling(db, tenantId, id);
  if (!found) throw notFound('Table not found.');
  return {
    ...found,
    rows: found.rows as ModelingRow[],
    variations: found.variations as Record<string, CustomVariation>,
    updatedAt: found.updatedAt.toISOString(),
  };
}

export async function createModeling(db: Db, tenantId: number, body: ModelingBody, author: Author) {
  const values = await checkModeling(db, tenantId, body);
  const id = await db.transaction().execute(async (trx) => {
    const created = await insertModeling(trx, tenantId, values);
    await recordVersions(trx, { tenantId }, [created], 'create', author);
    return created;
  });
  return getModeling(db, tenantId, id);
}

/**
 * Replaces a table, if it is still at the version the body names (when it names one): otherwise 409
 * STALE_VERSION and nothing written. The products using it are re-rated against its sizes and the new
 * version is kept, in the same transaction.
 */
export async function replaceModeling(
  db: Db,
  tenantId: number,
  id: number,
  body: ModelingBody,
  author: Author,
  origin: VersionOrigin = 'edit',
) {
  const values = await checkModeling(db, tenantId, body);
  await db.transaction().execute(async (trx) => {
    if ((await updateModeling(trx, tenantId, id, values, body.version)) === undefined) {
      if ((await currentVersion(trx, { tenantId }, id)) !== undefined) throw staleTable();
      throw notFound('Table not found.');
    }
    await refreshProductStates(trx, tenantId, { modelingIds: [id] });
    await recordVersions(trx, { tenantId }, [id], origin, author);
  });
  return getModeling(db, tenantId, id);
}

// Bounds the ids of one statement well below PostgreSQL's limit of 65535 parameters.
const REFRESH_CHUNK = 5000;

/** Deletes tables; the products that used them lose their table (foreign key) and are re-rated. */
export function removeModelings(db: Db, tenantId: number, ids: number[]) {
  return inBulk(db, 'modelings', tenantId, ids, 'Some tables were not found.', async (trx) => {
    const users = await productIdsUsing(trx, tenantId, ids);
    await deleteModelings(trx, tenantId, ids);
    for (let i = 0; i < users.length; i += REFRESH_CHUNK) {
      await refreshProductStates(trx, tenantId, { productIds: users.slice(i, i + REFRESH_CHUNK) });
    }
  });
}

/**
 * Copies tables into another store. A table keeps its brand when the target store has a brand of the
 * same name; otherwise the copy has none. All or nothing.
 */
export async function duplicateModelings(
  db: Db,
  fromTenant: number,
  toTenant: number,
  ids: number[],
  author: Author,
): Promise<number[]> {
  if (!(await tenantExists(db, toTenant))) throw notFound('Store not found.');
  const created: number[] = [];
  await inBulk(db, 'modelings', fromTenant, ids, 'Some tables were not found.', async (trx) => {
    const sources = await modelingValuesOf(trx, fromTenant, ids);
    const brandNames = [...new Set(sources.map((s) => s.brand_name).filter((n): n is string => !!n))];
    const brands = brandNames.length ? await listBrandNames(trx, toTenant) : [];
    const brandByName = new Map(brands.map((b) => [b.name.toLowerCase(), b.id]));
    for (const s of sources) {
      const id = await insertModeling(trx, toTenant, {
        name: s.name,
        type: s.type,
        clothesType: s.clothes_type,
        ageGroup: s.age_group,
        brandId: s.brand_name ? (brandByName.get(s.brand_name.toLowerCase()) ?? null) : null,
        gender: s.gender,
        sizeType: s.size_type,
        sizeSystem: s.size_system,
        composedMeasure: s.composed_measure,
        composedMeasureOrder: s.composed_order,
        accessory: s.accessory,
        observation: s.observation,
        static: s.static,
        measures: s.measures,
        sizeSystems: s.size_systems,
        variations: s.variations,
        rows: s.rows,
        sizeNames: s.size_names,
      });
      created.push(id);
    }
    await recordVersions(trx, { tenantId: toTenant }, created, 'duplicate', author);
  });
  return created;
}

/** A stored table as the size engine reads it. */
export async function storedEngineTable(db: Db, tenantId: number, id: number): Promise<EngineTable> {
  return engineTableOf(await getModeling(db, tenantId, id));
}

/** The size engine run on a stored table, as the fitting room would. */
export async function simulate(db: Db, tenantId: number, id: number, measures: Record<string, number>) {
  return recommend(await storedEngineTable(db, tenantId, id), measures);
}
