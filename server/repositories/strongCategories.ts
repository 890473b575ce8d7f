import { sql } from 'kysely';
import type { StrongCategory } from '../../contract/strongCategories.js';
import type { Db } from '../db/connection.js';
import { containsPattern, runList, type ListParams, type ListSpec } from './listQuery.js';

export const STRONG_CATEGORY_LIST: ListSpec = {
  sortable: { name: sql`lower(sc.name)`, id: 'sc.id', type: 'sc.type' },
  defaultSort: 'name,asc',
  tiebreaker: 'sc.id',
};

type Translations = Record<string, string>;

/** What the API may write; every field already checked by the rules. */
export interface StrongCategoryValues {
  name: string;
  type: string;
  translations: Translations;
}
export interface StrongSubcategoryValues {
  id: number | null;
  name: string;
  translations: Translations;
}

/** What links to provider categories or subcategories, of every store: products, store categories, provider tables. */
export interface StrongLinks {
  products: number;
  categories: number;
  tables: number;
}

const strongCategories = (db: Db) =>
  db.selectFrom('strong_categories as sc').select([
    'sc.id',
    'sc.name',
    'sc.type',
    'sc.translations',
    // The page's subcategories come in the same query: one round trip however many categories.
    sql<{ id: number; name: string; translations: Translations }[]>`coalesce((
        SELECT json_agg(json_build_object('id', ss.id, 'name', ss.name, 'translations', ss.translations) ORDER BY lower(ss.name), ss.id)
        FROM strong_subcategories ss WHERE ss.strong_category_id = sc.id), '[]'::json)`.as('subcategories'),
  ]);

export function listStrongCategories(db: Db, filters: { name?: string }, params: ListParams) {
  const name = filters.name?.trim();
  const query = strongCategories(db).$if(!!name, (qb) => qb.where('sc.name', 'ilike', containsPattern(name!)));
  return runList(query, params);
}

export async function findStrongCategory(db: Db, id: number): Promise<StrongCategory | undefined> {
  return strongCategories(db).where('sc.id', '=', id).executeTakeFirst();
}

const columns = (values: StrongCategoryValues) => ({
  name: values.name,
  type: values.type,
  translations: JSON.stringify(values.translations),
});

export async function insertStrongCategory(db: Db, values: StrongCategoryValues): Promise<number> {
  return (await db.insertInto('strong_categories').values(columns(values)).returning('id').executeTakeFirstOrThrow())
    .id;
}

/** Whether the provider category existed. */
export async function updateStrongCategory(db: Db, id: number, values: StrongCategoryValues): Promise<boolean> {
  const result = await db.updateTable('strong_categories').set(columns(values)).where('id', '=', id).executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Locks the provider category against new links until the transaction ends; whether it exists. */
export async function lockStrongCategory(db: Db, id: number): Promise<boolean> {
  const row = await db.selectFrom('strong_categories').select('id').where('id', '=', id).forUpdate().executeTakeFirst();
  return row !== undefined;
}

/** The ids of the category's subcategories, locked against new links until the transaction ends. */
export async function lockStrongSubcategoryIds(db: Db, categoryId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('strong_subcategories')
    .select('id')
    .where('strong_category_id', '=', categoryId)
    .forUpdate()
    .execute();
  return rows.map((r) => r.id);
}

/**
 * How many products, store categories and provider tables link to the provider category (`categoryId`)
 * or to the subcategories named (`subcategoryIds`), of every store.
 */
export async function strongCategoryLinks(
  db: Db,
  target: { categoryId?: number; subcategoryIds: number[] },
): Promise<StrongLinks> {
  const subs = target.subcategoryIds.length > 0 ? target.subcategoryIds : [0];
  const linked = (table: 'products' | 'categories' | 'strong_modelings') =>
    db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where((eb) =>
        eb.or([
          ...(target.categoryId !== undefined ? [eb('strong_category_id', '=', target.categoryId)] : []),
          eb('strong_subcategory_id', 'in', subs),
        ]),
      );
  const [products, categories, tables] = await Promise.all([
    linked('products').executeTakeFirstOrThrow(),
    linked('categories').executeTakeFirstOrThrow(),
    linked('strong_modelings').executeTakeFirstOrThrow(),
  ]);
  return { products: Number(products.n), categories: Number(categories.n), tables: Number(tables.n) };
}

export async function deleteStrongCategory(db: Db, id: number): Promise<void> {
  // Its subcategories go with it (ON DELETE CASCADE).
  await db.deleteFrom('strong_categories').where('id', '=', id).execute();
}

export async function deleteStrongSubcategories(db: Db, ids: number[]): Promise<void> {
  if (ids.length > 0) await db.deleteFrom('strong_subcategories').where('id', 'in', ids).execute();
}

/**
 * Writes the category's subcategories: those with an id are renamed, the others inserted. Renames go
 * through a temporary name first, so two subcategories may swap names without tripping the unique index.
 */
export async function saveStrongSubcategories(
  db: Db,
  categoryId: number,
  subcategories: StrongSubcategoryValues[],
): Promise<void> {
  const kept = subcategories.filter((s) => s.id !== null);
  for (const sub of kept) {
    await db
      .updateTable('strong_subcategories')
      // A comma, which the rules refuse in names, keeps the temporary name clear of every real one.
      .set({ name: sql<string>`',' || id::text` })
      .where('id', '=', sub.id!)
      .where('strong_category_id', '=', categoryId)
      .execute();
  }
  for (const sub of kept) {
    await db
      .updateTable('strong_subcategories')
      .set({ name: sub.name, translations: JSON.stringify(sub.translations) })
      .where('id', '=', sub.id!)
      .where('strong_category_id', '=', categoryId)
      .execute();
  }
  const added = subcategories.filter((s) => s.id === null);
  if (added.length > 0) {
    await db
      .insertInto('strong_subcategories')
      .values(
        added.map((s) => ({
          strong_category_id: categoryId,
          name: s.name,
          translations: JSON.stringify(s.translations),
        })),
      )
      .execute();
  }
}
