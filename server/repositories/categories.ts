import { sql } from 'kysely';
import type { Db } from '../db/connection.js';
import { containsPattern, runList, type ListParams, type ListSpec } from './listQuery.js';

export interface Category {
  id: number;
  name: string;
  originalName: string | null;
  type: string;
  clothesType: string | null;
  strongCategoryId: number | null;
  strongCategoryName: string | null;
  strongSubcategoryId: number | null;
  strongSubcategoryName: string | null;
  sizeTailor: boolean;
}

/** What the API may write; every field already checked by the category rules. */
export interface CategoryValues {
  name: string;
  originalName: string | null;
  type: string;
  clothesType: string | null;
  strongCategoryId: number | null;
  strongSubcategoryId: number | null;
  sizeTailor: boolean;
}

export type CategoryChanges = Partial<Omit<CategoryValues, 'name' | 'originalName'>>;

export const CATEGORY_LIST: ListSpec = {
  sortable: { name: sql`lower(c.name)`, id: 'c.id' },
  defaultSort: 'name,asc',
  tiebreaker: 'c.id',
};

// Every query starts here, so no category is ever read outside the current store.
const categoriesOf = (db: Db, tenantId: number) =>
  db
    .selectFrom('categories as c')
    .leftJoin('strong_categories as sc', 'sc.id', 'c.strong_category_id')
    .leftJoin('strong_subcategories as ss', 'ss.id', 'c.strong_subcategory_id')
    .select([
      'c.id',
      'c.name',
      'c.original_name as originalName',
      'c.type',
      'c.clothes_type as clothesType',
      'c.strong_category_id as strongCategoryId',
      'sc.name as strongCategoryName',
      'c.strong_subcategory_id as strongSubcategoryId',
      'ss.name as strongSubcategoryName',
      'c.size_tailor as sizeTailor',
    ])
    .where('c.tenant_id', '=', tenantId);

export function listCategories(db: Db, tenantId: number, filters: { name?: string }, params: ListParams) {
  const name = filters.name?.trim();
  return runList(
    categoriesOf(db, tenantId).$if(!!name, (qb) => qb.where('c.name', 'ilike', containsPattern(name!))),
    params,
  );
}

export async function findCategory(db: Db, tenantId: number, id: number): Promise<Category | undefined> {
  return categoriesOf(db, tenantId).where('c.id', '=', id).executeTakeFirst();
}

const columns = (values: CategoryChanges & Partial<CategoryValues>) => ({
  ...(values.name !== undefined ? { name: values.name } : {}),
  ...(values.originalName !== undefined ? { original_name: values.originalName } : {}),
  ...(values.type !== undefined ? { type: values.type } : {}),
  ...(values.clothesType !== undefined ? { clothes_type: values.clothesType } : {}),
  ...(values.strongCategoryId !== undefined ? { strong_category_id: values.strongCategoryId } : {}),
  ...(values.strongSubcategoryId !== undefined ? { strong_subcategory_id: values.strongSubcategoryId } : {}),
  ...(values.sizeTailor !== undefined ? { size_tailor: values.sizeTailor } : {}),
});

export async function insertCategory(db: Db, tenantId: number, values: CategoryValues): Promise<number> {
  const row = await db
    .insertInto('categories')
    .values({ tenant_id: tenantId, ...columns(values), name: values.name, type: values.type })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Replaces a category's fields; false when the store has no category with this id. */
export async function updateCategory(db: Db, tenantId: number, id: number, values: CategoryValues): Promise<boolean> {
  const result = await db
    .updateTable('categories')
    .set(columns(values))
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function updateCategories(
  db: Db,
  tenantId: number,
  ids: number[],
  changes: CategoryChanges,
): Promise<void> {
  await db
    .updateTable('categories')
    .set(columns(changes))
    .where('tenant_id', '=', tenantId)
    .where('id', 'in', ids)
    .execute();
}

export async function deleteCategories(db: Db, tenantId: number, ids: number[]): Promise<void> {
  await db.deleteFrom('categories').where('tenant_id', '=', tenantId).where('id', 'in', ids).execute();
}

/** The provider category a subcategory belongs to, or undefined when there is no such subcategory. */
export async function parentOfStrongSubcategory(db: Db, subcategoryId: number): Promise<number | undefined> {
  const row = await db
    .selectFrom('strong_subcategories')
    .select('strong_category_id')
    .where('id', '=', subcategoryId)
    .executeTakeFirst();
  return row?.strong_category_id;
}

export async function strongCategoryExists(db: Db, id: number): Promise<boolean> {
  return (await db.selectFrom('strong_categories').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

/** The store's categories among these ids. */
export async function ownCategoryIds(db: Db, tenantId: number, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('categories')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('id', 'in', ids)
    .execute();
  return new Set(rows.map((r) => r.id));
}
