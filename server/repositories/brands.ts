import { sql } from 'kysely';
import type { Db } from '../db/connection.js';
import { containsPattern, runList, type ListParams, type ListSpec } from './listQuery.js';

export interface Brand {
  id: number;
  name: string;
  sizeSystem: string | null;
  strongBrandId: number | null;
  strongBrandName: string | null;
}

/** What the API may write; every field already checked by the brand rules. */
export interface BrandValues {
  name: string;
  sizeSystem: string | null;
  strongBrandId: number | null;
}

export const BRAND_LIST: ListSpec = {
  sortable: { name: sql`lower(b.name)`, id: 'b.id', sizeSystem: 'b.size_system' },
  defaultSort: 'name,asc',
  tiebreaker: 'b.id',
};

// Every query starts here, so no brand is ever read outside the current store.
const brandsOf = (db: Db, tenantId: number) =>
  db
    .selectFrom('brands as b')
    .leftJoin('strong_brands as sb', 'sb.id', 'b.strong_brand_id')
    .select([
      'b.id',
      'b.name',
      'b.size_system as sizeSystem',
      'b.strong_brand_id as strongBrandId',
      'sb.name as strongBrandName',
    ])
    .where('b.tenant_id', '=', tenantId);

export function listBrands(db: Db, tenantId: number, filters: { name?: string }, params: ListParams) {
  const name = filters.name?.trim();
  return runList(
    brandsOf(db, tenantId).$if(!!name, (qb) => qb.where('b.name', 'ilike', containsPattern(name!))),
    params,
  );
}

export async function findBrand(db: Db, tenantId: number, id: number): Promise<Brand | undefined> {
  return brandsOf(db, tenantId).where('b.id', '=', id).executeTakeFirst();
}

export async function insertBrand(db: Db, tenantId: number, values: BrandValues): Promise<number> {
  const row = await db
    .insertInto('brands')
    .values({
      tenant_id: tenantId,
      name: values.name,
      size_system: values.sizeSystem,
      strong_brand_id: values.strongBrandId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Replaces a brand's fields; false when the store has no brand with this id. */
export async function updateBrand(db: Db, tenantId: number, id: number, values: BrandValues): Promise<boolean> {
  const result = await db
    .updateTable('brands')
    .set({ name: values.name, size_system: values.sizeSystem, strong_brand_id: values.strongBrandId })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function updateBrands(
  db: Db,
  tenantId: number,
  ids: number[],
  changes: Partial<Omit<BrandValues, 'name'>>,
): Promise<void> {
  await db
    .updateTable('brands')
    .set({
      ...(changes.sizeSystem !== undefined ? { size_system: changes.sizeSystem } : {}),
      ...(changes.strongBrandId !== undefined ? { strong_brand_id: changes.strongBrandId } : {}),
    })
    .where('tenant_id', '=', tenantId)
    .where('id', 'in', ids)
    .execute();
}

export async function deleteBrands(db: Db, tenantId: number, ids: number[]): Promise<void> {
  await db.deleteFrom('brands').where('tenant_id', '=', tenantId).where('id', 'in', ids).execute();
}

/** Every brand of the store, id and name only. */
export function listBrandNames(db: Db, tenantId: number) {
  return db.selectFrom('brands').select(['id', 'name']).where('tenant_id', '=', tenantId).execute();
}

/** The selected brands of the store with their provider brand link, by id. */
export function brandLinksOf(db: Db, tenantId: number, ids: number[]) {
  return db
    .selectFrom('brands')
    .select(['id', 'name', 'strong_brand_id'])
    .where('tenant_id', '=', tenantId)
    .where('id', 'in', ids)
    .orderBy('id')
    .execute();
}

export async function linkBrandToStrongBrand(
  db: Db,
  tenantId: number,
  brandId: number,
  strongBrandId: number,
): Promise<void> {
  await db
    .updateTable('brands')
    .set({ strong_brand_id: strongBrandId })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', brandId)
    .execute();
}

/**
 * Pairs each selected brand with the provider brand of the same name, compared without regard to case
 * on the brand name's first `nameLength` characters with trailing spaces dropped.
 */
export function matchStrongBrands(db: Db, tenantId: number, ids: number[], nameLength: number) {
  return db
    .selectFrom('brands as b')
    .innerJoin('strong_brands as sb', (join) =>
      join.on(sql`lower(sb.name)`, '=', sql`lower(rtrim(left(b.name, ${nameLength})))`),
    )
    .select(['b.id', 'sb.id as strongBrandId'])
    .where('b.tenant_id', '=', tenantId)
    .where('b.id', 'in', ids)
    .execute();
}
