import { sql, type Generated } from 'kysely';
import type { Db } from '../db/connection.js';
import { executePrepared } from '../db/preparedStatements.js';
import { containsPattern, runList, runListByIds, type ListParams, type ListSpec, type ListTotal } from './listQuery.js';
import {
  strongStyleFilterFields,
  type StrongModelFilters,
  type StrongStyleFilters,
} from '../../contract/strongStyles.js';

/** Size styles (migration 024): one per strong-link key met in the products; see docs/decisions/0077. */
export interface StrongStylesTable {
  id: Generated<number>;
  strong_brand_id: number;
  strong_category_id: number | null;
  strong_subcategory_id: number | null;
  model: string | null;
  gender: string;
  age_group: string;
  size_type: string;
  weight_style: Generated<string>;
  strong_modeling_id: number | null;
  product_count: Generated<number>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

declare module '../db/schema.js' {
  interface Database {
    strong_styles: StrongStylesTable;
    /** One row (migration 030): how many styles there are; no row when there are none. */
    strong_style_total: { single: Generated<boolean>; n: string | number };
  }
}

export const STRONG_STYLE_LIST: ListSpec = {
  sortable: {
    id: 'st.id',
    productCount: 'st.product_count',
    weightStyle: 'st.weight_style',
    model: sql`lower(st.model)`,
  },
  defaultSort: 'productCount,desc',
  tiebreaker: 'st.id',
};

const styles = (db: Db) =>
  db
    .selectFrom('strong_styles as st')
    .innerJoin('strong_brands as b', 'b.id', 'st.strong_brand_id')
    .leftJoin('strong_categories as c', 'c.id', 'st.strong_category_id')
    .leftJoin('strong_subcategories as sc', 'sc.id', 'st.strong_subcategory_id')
    .leftJoin('strong_modelings as m', 'm.id', 'st.strong_modeling_id')
    .select([
      'st.id',
      'st.strong_brand_id as strongBrandId',
      'b.name as strongBrandName',
      'st.strong_category_id as strongCategoryId',
      'c.name as strongCategoryName',
      'st.strong_subcategory_id as strongSubcategoryId',
      'sc.name as strongSubcategoryName',
      'st.model',
      'st.gender',
      'st.age_group as ageGroup',
      'st.size_type as sizeType',
      sql<number>`st.weight_style::float8`.as('weightStyle'),
      'st.strong_modeling_id as modelingId',
      'm.name as modelingName',
      'st.product_count as productCount',
      'st.updated_at as updatedAt',
    ]);

/** Ids of the provider brands, categories and subcategories whose name matches the ILIKE pattern. */
async function idsNamed(db: Db, pattern: string) {
  const named = (table: 'strong_brands' | 'strong_categories' | 'strong_subcategories') =>
    sql<number[]>`ARRAY(SELECT id FROM ${sql.table(table)} WHERE name ILIKE ${pattern})`;
  const { rows } = await sql<{ brands: number[]; categories: number[]; subcategories: number[] }>`
    SELECT ${named('strong_brands')} AS brands, ${named('strong_categories')} AS categories,
      ${named('strong_subcategories')} AS subcategories`.execute(db);
  return rows[0]!;
}

/**
 * The styles the filters keep, as conditions on `strong_styles as st` alone. A name matches the model or
 * the name of the brand, category or subcategory: those few tables are searched first and their ids given
 * as values, so the planner sees what they match and can combine the styles' own indexes.
 */
async function filteredStyles(db: Db, f: StrongStyleFilters) {
  const name = f.name?.trim();
  const pattern = name ? containsPattern(name) : null;
  const named = pattern ? await idsNamed(db, pattern) : null;
  const anyOf = (ids: number[]) => sql<number>`ANY(${ids}::int[])`;
  return db
    .selectFrom('strong_styles as st')
    .select('st.id')
    .$if(!!named, (qb) =>
      qb.where((eb) =>
        eb.or([
          eb('st.model', 'ilike', pattern!),
          ...(named!.brands.length > 0 ? [eb('st.strong_brand_id', '=', anyOf(named!.brands))] : []),
          ...(named!.categories.length > 0 ? [eb('st.strong_category_id', '=', anyOf(named!.categories))] : []),
          ...(named!.subcategories.length > 0
            ? [eb('st.strong_subcategory_id', '=', anyOf(named!.subcategories))]
            : []),
        ]),
      ),
    )
    .$if(f.strongBrandId !== undefined, (qb) => qb.where('st.strong_brand_id', '=', f.strongBrandId!))
    .$if(f.strongCategoryId !== undefined, (qb) => qb.where('st.strong_category_id', '=', f.strongCategoryId!))
    .$if(!!f.gender, (qb) => qb.where('st.gender', '=', f.gender!))
    .$if(!!f.ageGroup, (qb) => qb.where('st.age_group', '=', f.ageGroup!))
    .$if(!!f.sizeType, (qb) => qb.where('st.size_type', '=', f.sizeType!))
    .$if(f.linked === true, (qb) => qb.where('st.strong_modeling_id', 'is not', null))
    .$if(f.linked === false, (qb) => qb.where('st.strong_modeling_id', 'is', null))
    .$if(f.modelingId !== undefined, (qb) => qb.where('st.strong_modeling_id', '=', f.modelingId!));
}

/** Whether the filters keep every style. */
const keepsAll = (f: StrongStyleFilters) =>
  !f.name?.trim() &&
  (Object.keys(strongStyleFilterFields) as (keyof StrongStyleFilters)[]).every(
    (k) => k === 'name' || f[k] === undefined,
  );

/** How many styles there are, as the database keeps it (migration 030). */
export async function strongStyleTotal(db: Db): Promise<number> {
  const row = await db.selectFrom('strong_style_total').select('n').executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** A search by name is not counted, as the products' is not; nothing filtered reads the kept total. */
const totalOf = (db: Db, f: StrongStyleFilters): ListTotal =>
  f.name?.trim() ? 'uncounted' : keepsAll(f) ? { kept: () => strongStyleTotal(db) } : 'counted';

/**
 * A page of styles: ids and total from the styles alone, then the page's rows with their names, read by one
 * statement whatever the page (the ids as one array) prepared once per connection.
 */
export async function listStrongStyles(db: Db, f: StrongStyleFilters, params: ListParams) {
  return runListByIds(
    await filteredStyles(db, f),
    params,
    (ids) => executePrepared(db, styles(db).where('st.id', '=', sql<number>`ANY(${ids}::int[])`)),
    totalOf(db, f),
  );
}

export const findStrongStyle = (db: Db, id: number) => styles(db).where('st.id', '=', id).executeTakeFirst();

export async function setStyleWeight(db: Db, id: number, weight: number): Promise<boolean> {
  const result = await db
    .updateTable('strong_styles')
    .set({ weight_style: String(weight), updated_at: new Date() })
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Locks these styles until the transaction ends; answers the ids that exist. */
export async function lockStrongStyles(trx: Db, ids: number[]): Promise<number[]> {
  const rows = await trx.selectFrom('strong_styles').select('id').where('id', 'in', ids).forUpdate().execute();
  return rows.map((r) => r.id);
}

export async function setStylesModeling(db: Db, ids: number[], modelingId: number | null): Promise<void> {
  await db
    .updateTable('strong_styles')
    .set({ strong_modeling_id: modelingId, updated_at: new Date() })
    .where('id', 'in', ids)
    .execute();
}

/** The key of a product's strong link, as SQL over `products p`; the model is compared in lower case. */
const productKey = sql`p.strong_brand_id, p.strong_category_id, p.strong_subcategory_id,
  lower(NULLIF(btrim(p.strong_model), '')), p.gender, p.age_group, p.size_type`;

/**
 * A style's key as one comparable row (the unique key's columns, nulls as values no real one takes), so
 * keys are matched by hashing rather than pair by pair.
 */
const styleKey = (table: 's' | 'counted') => {
  const t = sql.raw(table);
  return sql`${t}.strong_brand_id, coalesce(${t}.strong_category_id, 0), coalesce(${t}.strong_subcategory_id, 0),
    coalesce(lower(${t}.model), ''), coalesce(${t}.gender, ''), coalesce(${t}.age_group, ''), coalesce(${t}.size_type, '')`;
};

/**
 * Builds the styles of every strong-link key the products of every store hold and sets each style's product
 * count; styles no product holds any more keep their weight and table with a count of 0. One statement
 * (so one snapshot of the products); only the styles whose count changes are written, so running it again
 * writes nothing and leaves no dead rows behind.
 */
export async function syncStrongStyles(db: Db) {
  const { rows } = await sql<{ styles: number; created: number; emptied: number; products: number }>`
    WITH counted AS (
      SELECT p.strong_brand_id, p.strong_category_id, p.strong_subcategory_id,
        mode() WITHIN GROUP (ORDER BY NULLIF(btrim(p.strong_model), '')) AS model, p.gender, p.age_group, p.size_type, count(*)::int AS n
      FROM products p
      WHERE p.strong_brand_id IS NOT NULL
      GROUP BY ${productKey}
    ), upserted AS (
      INSERT INTO strong_styles AS s (strong_brand_id, strong_category_id, strong_subcategory_id, model, gender,
        age_group, size_type, product_count)
      SELECT strong_brand_id, strong_category_id, strong_subcategory_id, model, gender, age_group, size_type, n
      FROM counted
      ON CONFLICT (strong_brand_id, strong_category_id, strong_subcategory_id, lower(model), gender, age_group,
        size_type)
      DO UPDATE SET product_count = EXCLUDED.product_count WHERE s.product_count <> EXCLUDED.product_count
      RETURNING s.id, (s.xmax = 0) AS created
    ), emptied AS (
      UPDATE strong_styles s SET product_count = 0
      WHERE s.product_count <> 0 AND (${styleKey('s')}) NOT IN (SELECT ${styleKey('counted')} FROM counted)
      RETURNING id
    )
    SELECT (SELECT count(*) FROM counted)::int AS styles,
      (SELECT count(*) FROM upserted WHERE created)::int AS created,
      (SELECT count(*) FROM emptied)::int AS emptied,
      (SELECT coalesce(sum(n), 0) FROM counted)::int AS products`.execute(db);
  return rows[0]!;
}

/**
 * The models met in the strong links (as of the last sync of the styles) with how many products name them:
 * one row per name in lower case, spelled as its style with the most products spells it.
 */
export function listStrongModels(db: Db, f: StrongModelFilters, params: ListParams) {
  const name = f.name?.trim().toLowerCase();
  const grouped = db
    .selectFrom('strong_styles as st')
    .select([
      sql<string>`lower(st.model)`.as('id'),
      sql<string>`(array_agg(st.model ORDER BY st.product_count DESC, st.id))[1]`.as('name'),
      sql<number>`sum(st.product_count)::int`.as('productCount'),
    ])
    .where('st.model', 'is not', null)
    .$if(!!name, (qb) => qb.where(sql`lower(st.model)`, 'like', `${name!.replace(/[\\%_]/g, (c) => `\\${c}`)}%`))
    .$if(f.strongBrandId !== undefined, (qb) => qb.where('st.strong_brand_id', '=', f.strongBrandId!))
    .$if(f.strongCategoryId !== undefined, (qb) => qb.where('st.strong_category_id', '=', f.strongCategoryId!))
    .groupBy(sql`lower(st.model)`);
  return runList(db.selectFrom(grouped.as('md')).selectAll(), params);
}

export const STRONG_MODEL_LIST: ListSpec = {
  sortable: { name: 'md.id', productCount: 'md.productCount' },
  defaultSort: 'name,asc',
  tiebreaker: 'md.id',
};
