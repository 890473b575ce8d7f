import { sql } from 'kysely';
import type { Db } from '../db/connection.js';
import { containsPattern, runList, type ListParams, type ListSpec } from './listQuery.js';
import type { ModelingFilters } from '../../contract/modelings.js';

/** Columns of a table as stored; `rows` and `variations` are JSON documents. */
export interface ModelingValues {
  name: string;
  type: string;
  clothesType: string | null;
  ageGroup: string;
  brandId: number | null;
  gender: string;
  sizeType: string;
  sizeSystem: string;
  composedMeasure: string | null;
  composedMeasureOrder: string;
  accessory: boolean;
  observation: string;
  static: boolean;
  measures: string[];
  sizeSystems: string[];
  variations: Record<string, unknown>;
  rows: unknown[];
  sizeNames: string[];
}

export const MODELING_LIST: ListSpec = {
  sortable: { name: sql`lower(m.name)`, id: 'm.id', type: 'm.type', gender: 'm.gender', updatedAt: 'm.updated_at' },
  defaultSort: 'name,asc',
  tiebreaker: 'm.id',
};

// Every read starts here, so no table is ever read outside the current store.
const modelingsOf = (db: Db, tenantId: number) =>
  db
    .selectFrom('modelings as m')
    .leftJoin('brands as b', (join) => join.onRef('b.id', '=', 'm.brand_id').onRef('b.tenant_id', '=', 'm.tenant_id'))
    .select([
      'm.id',
      'm.name',
      'm.type',
      'm.clothes_type as clothesType',
      'm.age_group as ageGroup',
      'm.brand_id as brandId',
      'b.name as brandName',
      'm.gender',
      'm.static',
      'm.size_names as sizes',
      'm.updated_at as updatedAt',
    ])
    .where('m.tenant_id', '=', tenantId);

export function listModelings(db: Db, tenantId: number, f: ModelingFilters, params: ListParams) {
  const name = f.name?.trim();
  return runList(
    modelingsOf(db, tenantId)
      .$if(!!name, (qb) => qb.where('m.name', 'ilike', containsPattern(name!)))
      .$if(!!f.type, (qb) => qb.where('m.type', '=', f.type!))
      .$if(!!f.gender, (qb) => qb.where('m.gender', '=', f.gender!))
      .$if(f.brandId !== undefined, (qb) => qb.where('m.brand_id', '=', f.brandId!))
      .$if(!!f.clothesType, (qb) => qb.where('m.clothes_type', '=', f.clothesType!))
      .$if(!!f.ageGroup, (qb) => qb.where('m.age_group', '=', f.ageGroup!))
      .$if(f.static !== undefined, (qb) => qb.where('m.static', '=', f.static!)),
    params,
  );
}

/** id, name and sizes of every table of the store, for pickers: one narrow indexed scan. */
export function listSimplified(db: Db, tenantId: number) {
  return db
    .selectFrom('modelings')
    .select(['id', 'name', 'size_names as sizes'])
    .where('tenant_id', '=', tenantId)
    .orderBy(sql`lower(name)`)
    .orderBy('id')
    .execute();
}

export function findModeling(db: Db, tenantId: number, id: number) {
  return modelingsOf(db, tenantId)
    .select([
      'm.size_type as sizeType',
      'm.size_system as sizeSystem',
      'm.composed_measure as composedMeasure',
      'm.composed_order as composedMeasureOrder',
      'm.accessory',
      'm.observation',
      'm.measures',
      'm.size_systems as sizeSystems',
      'm.variations',
      'm.rows',
      'm.version',
    ])
    .where('m.id', '=', id)
    .executeTakeFirst();
}

const columns = (v: ModelingValues) => ({
  name: v.name,
  type: v.type,
  clothes_type: v.clothesType,
  age_group: v.ageGroup,
  brand_id: v.brandId,
  gender: v.gender,
  size_type: v.sizeType,
  size_system: v.sizeSystem,
  composed_measure: v.composedMeasure,
  composed_order: v.composedMeasureOrder,
  accessory: v.accessory,
  observation: v.observation,
  static: v.static,
  measures: v.measures,
  size_systems: v.sizeSystems,
  variations: JSON.stringify(v.variations),
  rows: JSON.stringify(v.rows),
  size_names: v.sizeNames,
});

export async function insertModeling(db: Db, tenantId: number, values: ModelingValues): Promise<number> {
  const row = await db
    .insertInto('modelings')
    .values({ tenant_id: tenantId, ...columns(values) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Replaces a table's values and moves its version on, when it is at `expectedVersion` (any version when
 * undefined). Answers the new version, or undefined when the table is missing or at another version.
 */
export async function updateModeling(
  db: Db,
  tenantId: number,
  id: number,
  values: ModelingValues,
  expectedVersion?: number,
): Promise<number | undefined> {
  const row = await db
    .updateTable('modelings')
    .set({ ...columns(values), updated_at: new Date(), version: sql<number>`version + 1` })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .$if(expectedVersion !== undefined, (qb) => qb.where('version', '=', expectedVersion!))
    .returning('version')
    .executeTakeFirst();
  return row?.version;
}

export async function deleteModelings(db: Db, tenantId: number, ids: number[]): Promise<void> {
  await db.deleteFrom('modelings').where('tenant_id', '=', tenantId).where('id', 'in', ids).execute();
}

/** The stored values of some of the store's tables, to copy them elsewhere. */
export function modelingValuesOf(db: Db, tenantId: number, ids: number[]) {
  return db
    .selectFrom('modelings as m')
    .leftJoin('brands as b', (join) => join.onRef('b.id', '=', 'm.brand_id').onRef('b.tenant_id', '=', 'm.tenant_id'))
    .selectAll('m')
    .select('b.name as brand_name')
    .where('m.tenant_id', '=', tenantId)
    .where('m.id', 'in', ids)
    .orderBy('m.id')
    .execute();
}
