import { sql, type Expression, type SqlBool } from 'kysely';
import type { Db } from '../db/connection.js';
import type { StrongSizeStats } from '../db/schema.js';
import { containsPattern, runList, type ListParams, type ListSpec } from './listQuery.js';
import type { StrongLink, StrongModelingFilters } from '../../contract/strongModelings.js';
import type { ModelingValues } from './modelings.js';

/** A strong table's stored values: a store table's without a store brand or static flag, plus its link. */
export interface StrongModelingValues extends Omit<ModelingValues, 'brandId' | 'static'> {
  strongBrandId: number | null;
  strongCategoryId: number | null;
  strongSubcategoryId: number | null;
  model: string | null;
  slugs: string[];
  slugWeight: number;
}

export const STRONG_MODELING_LIST: ListSpec = {
  sortable: {
    name: sql`lower(s.name)`,
    id: 's.id',
    kind: 's.kind',
    type: 's.type',
    gender: 's.gender',
    updatedAt: 's.updated_at',
  },
  defaultSort: 'name,asc',
  tiebreaker: 's.id',
};

const strongModelings = (db: Db) =>
  db
    .selectFrom('strong_modelings as s')
    .leftJoin('strong_brands as b', 'b.id', 's.strong_brand_id')
    .leftJoin('strong_categories as c', 'c.id', 's.strong_category_id')
    .leftJoin('strong_subcategories as sc', 'sc.id', 's.strong_subcategory_id')
    .select([
      's.id',
      's.name',
      's.kind',
      's.type',
      's.clothes_type as clothesType',
      's.age_group as ageGroup',
      's.gender',
      's.size_type as sizeType',
      's.size_system as sizeSystem',
      's.strong_brand_id as strongBrandId',
      'b.name as strongBrandName',
      's.strong_category_id as strongCategoryId',
      'c.name as strongCategoryName',
      's.strong_subcategory_id as strongSubcategoryId',
      'sc.name as strongSubcategoryName',
      's.model',
      's.slugs',
      's.slug_weight as slugWeight',
      's.size_names as sizes',
      's.updated_at as updatedAt',
    ]);

/** Shoppers learned from, all sizes together, summed in the database so a page never carries the per-size stats. */
const sampleCount = sql<number>`(SELECT coalesce(sum((v ->> 'samples')::int), 0) FROM jsonb_each(s.size_stats) AS e(k, v))::int`;

/**
 * A page of provider tables with their names and count. One query for the page: with a few thousand tables
 * the joined names cost less than a second round trip to the database.
 */
export function listStrongModelings(db: Db, f: StrongModelingFilters, params: ListParams) {
  const name = f.name?.trim();
  const model = f.model?.trim();
  const filtered = strongModelings(db)
    .select(sampleCount.as('sampleCount'))
    // The lowered name the name index holds (migration 031), so a search reads the index alone.
    .$if(!!name, (qb) => qb.where(sql<SqlBool>`lower(s.name) LIKE lower(${containsPattern(name!)})`))
    .$if(!!model, (qb) => qb.where('s.model', 'ilike', containsPattern(model!)))
    .$if(!!f.kind, (qb) => qb.where('s.kind', '=', f.kind!))
    .$if(!!f.type, (qb) => qb.where('s.type', '=', f.type!))
    .$if(!!f.gender, (qb) => qb.where('s.gender', '=', f.gender!))
    .$if(!!f.ageGroup, (qb) => qb.where('s.age_group', '=', f.ageGroup!))
    .$if(!!f.sizeType, (qb) => qb.where('s.size_type', '=', f.sizeType!))
    .$if(!!f.sizeSystem, (qb) => qb.where('s.size_system', '=', f.sizeSystem!))
    .$if(f.strongBrandId !== undefined, (qb) => qb.where('s.strong_brand_id', '=', f.strongBrandId!))
    .$if(f.strongCategoryId !== undefined, (qb) => qb.where('s.strong_category_id', '=', f.strongCategoryId!))
    .$if(f.strongSubcategoryId !== undefined, (qb) => qb.where('s.strong_subcategory_id', '=', f.strongSubcategoryId!));
  return runList(filtered, params);
}

/** id, name and sizes of every strong table, for pickers. */
export function listStrongSimplified(db: Db) {
  return db
    .selectFrom('strong_modelings')
    .select(['id', 'name', 'size_names as sizes'])
    .orderBy(sql`lower(name)`)
    .orderBy('id')
    .execute();
}

export function findStrongModeling(db: Db, id: number) {
  return strongModelings(db)
    .select([
      's.size_stats as sizeStats',
      's.composed_measure as composedMeasure',
      's.composed_order as composedMeasureOrder',
      's.accessory',
      's.observation',
      's.measures',
      's.size_systems as sizeSystems',
      's.variations',
      's.rows',
      's.version',
    ])
    .where('s.id', '=', id)
    .executeTakeFirst();
}

const columns = (v: StrongModelingValues) => ({
  name: v.name,
  type: v.type,
  clothes_type: v.clothesType,
  age_group: v.ageGroup,
  gender: v.gender,
  size_type: v.sizeType,
  size_system: v.sizeSystem,
  strong_brand_id: v.strongBrandId,
  strong_category_id: v.strongCategoryId,
  strong_subcategory_id: v.strongSubcategoryId,
  model: v.model,
  slugs: v.slugs,
  slug_weight: v.slugWeight,
  composed_measure: v.composedMeasure,
  composed_order: v.composedMeasureOrder,
  accessory: v.accessory,
  observation: v.observation,
  measures: v.measures,
  size_systems: v.sizeSystems,
  variations: JSON.stringify(v.variations),
  rows: JSON.stringify(v.rows),
  size_names: v.sizeNames,
});

export async function insertStrongModeling(db: Db, values: StrongModelingValues): Promise<number> {
  const row = await db.insertInto('strong_modelings').values(columns(values)).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Replaces a strong table's values and moves its version on, when it is at `expectedVersion` (any when
 * undefined). Answers the new version, or undefined when the table is missing or at another version.
 */
export async function updateStrongModeling(
  db: Db,
  id: number,
  values: StrongModelingValues,
  expectedVersion?: number,
): Promise<number | undefined> {
  const row = await db
    .updateTable('strong_modelings')
    .set({ ...columns(values), updated_at: new Date(), version: sql<number>`version + 1` })
    .where('id', '=', id)
    .$if(expectedVersion !== undefined, (qb) => qb.where('version', '=', expectedVersion!))
    .returning('version')
    .executeTakeFirst();
  return row?.version;
}

/** Locks the strong tables until the transaction ends; false when one of them does not exist. */
export async function lockStrongModelings(trx: Db, ids: number[]): Promise<boolean> {
  const rows = await trx.selectFrom('strong_modelings').select('id').where('id', 'in', ids).forUpdate().execute();
  return rows.length === new Set(ids).size;
}

/** Unlinks the products of every store linked to these strong tables; answers them with their store. */
export function unlinkProducts(db: Db, ids: number[]) {
  return db
    .updateTable('products')
    .set({ strong_modeling_id: null })
    .where('strong_modeling_id', '=', sql<number>`ANY(${ids}::int[])`)
    .returning(['tenant_id as tenantId', 'id'])
    .execute();
}

export async function deleteStrongModelings(db: Db, ids: number[]): Promise<void> {
  await db.deleteFrom('strong_modelings').where('id', 'in', ids).execute();
}

/** A measurement table's own content: the same columns in store tables (modelings) and provider tables. */
const TABLE_CONTENT = [
  'type',
  'clothes_type',
  'age_group',
  'gender',
  'size_type',
  'size_system',
  'composed_measure',
  'composed_order',
  'accessory',
  'observation',
  'measures',
  'size_systems',
  'variations',
  'rows',
  'size_names',
] as const;

/** What a copy of a provider table takes as it is: its content and its place in the provider's catalogue. */
const COPIED_COLUMNS = [
  ...TABLE_CONTENT,
  'strong_brand_id',
  'strong_category_id',
  'strong_subcategory_id',
  'model',
  'slugs',
  'slug_weight',
] as const;

/** A copy of a strong table: static, nothing learned, not tied to the store table the original came from. */
export async function copyStrongModeling(db: Db, id: number, name: string): Promise<number | undefined> {
  const row = await db
    .insertInto('strong_modelings')
    .columns(['name', 'kind', ...COPIED_COLUMNS])
    .expression((eb) =>
      eb
        .selectFrom('strong_modelings')
        .select([sql<string>`${name}`.as('name'), sql<'STATIC'>`'STATIC'`.as('kind'), ...COPIED_COLUMNS])
        .where('id', '=', id),
    )
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

/** Static → organic. Answers 'converted', 'already' (organic already) or 'missing'. */
export async function convertToOrganic(db: Db, id: number): Promise<'converted' | 'already' | 'missing'> {
  const row = await db
    .updateTable('strong_modelings as s')
    .set({ kind: 'ORGANIC', updated_at: new Date(), version: sql<number>`s.version + 1` })
    .from(sql`(SELECT kind AS before FROM strong_modelings WHERE id = ${id} FOR UPDATE)`.as('o'))
    .where('s.id', '=', id)
    .returning(sql<string>`o.before`.as('before'))
    .executeTakeFirst();
  if (!row) return 'missing';
  return row.before === 'STATIC' ? 'converted' : 'already';
}

/** Store tables a creating sync reads: of a size system (in every store, or one), or of some brands of one store. */
export type StoreTablesSelection =
  { sizeSystem: string; tenantId?: number } | { tenantId: number; brandIds: number[]; sizeSystem?: undefined };

/** The SQL condition on the store tables `m` of a selection. */
const ofSelection = (which: StoreTablesSelection) =>
  which.sizeSystem === undefined
    ? sql<SqlBool>`m.tenant_id = ${which.tenantId} AND m.brand_id = ANY(${which.brandIds}::int[])`
    : which.tenantId === undefined
      ? sql<SqlBool>`m.size_system = ${which.sizeSystem}`
      : sql<SqlBool>`m.size_system = ${which.sizeSystem} AND m.tenant_id = ${which.tenantId}`;

/**
 * Creates a strong table from each store table of a size system (or of some brands of one store) whose
 * brand links to a provider brand and which has none yet: one statement. Answers the new ids.
 */
export async function createFromStoreTables(db: Db, which: StoreTablesSelection): Promise<number[]> {
  const rows = await db
    .insertInto('strong_modelings')
    .columns(['name', ...TABLE_CONTENT, 'strong_brand_id', 'source_modeling_id'])
    .expression((eb) =>
      eb
        .selectFrom('modelings as m')
        .innerJoin('brands as b', (join) =>
          join.onRef('b.id', '=', 'm.brand_id').onRef('b.tenant_id', '=', 'm.tenant_id'),
        )
        .select(['m.name', ...TABLE_CONTENT.map((column) => `m.${column}` as const), 'b.strong_brand_id', 'm.id'])
        .where('b.strong_brand_id', 'is not', null)
        .where(({ not, exists, selectFrom }) =>
          not(exists(selectFrom('strong_modelings as e').select('e.id').whereRef('e.source_modeling_id', '=', 'm.id'))),
        )
        .where(ofSelection(which))
        .orderBy('m.id'),
    )
    .returning('id')
    .execute();
  return rows.map((r) => r.id);
}

/** Store tables of the same selection whose brand links to no provider brand (they were skipped). */
export async function countWithoutStrongBrand(db: Db, which: StoreTablesSelection): Promise<number> {
  const row = await db
    .selectFrom('modelings as m')
    .leftJoin('brands as b', (join) => join.onRef('b.id', '=', 'm.brand_id').onRef('b.tenant_id', '=', 'm.tenant_id'))
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('b.strong_brand_id', 'is', null)
    .where(ofSelection(which))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The attributes of a product's strong link, as SQL values or column references. */
export interface LinkExpressions {
  brand: Expression<number | null>;
  category: Expression<number | null>;
  subcategory: Expression<number | null>;
  type: Expression<string | null>;
  model: Expression<string | null>;
  slug: Expression<string | null>;
  slugWeight: Expression<number | null>;
  gender: Expression<string | null>;
  ageGroup: Expression<string | null>;
  sizeType: Expression<string | null>;
}

/** The strong link a product row holds, read from its columns under this alias. */
function productLinkOf(alias: string): LinkExpressions {
  const ref = <T>(column: string) => sql.ref<T>(`${alias}.${column}`);
  return {
    brand: ref('strong_brand_id'),
    category: ref('strong_category_id'),
    subcategory: ref('strong_subcategory_id'),
    type: ref('strong_type'),
    model: ref('strong_model'),
    slug: ref('strong_slug'),
    slugWeight: ref('strong_slug_weight'),
    gender: ref('gender'),
    ageGroup: ref('age_group'),
    sizeType: ref('size_type'),
  };
}

/** Equal, or both missing: how the styles' key compares (written so the key's index serves it). */
const sameOrBothNull = (column: string, value: Expression<unknown>) =>
  sql`(${sql.ref(column)} = ${value}::int OR (${sql.ref(column)} IS NULL AND ${value}::int IS NULL))`;

/** `strong_styles st` is the size style of the link: its key (see syncStrongStyles) is the link's. */
function styleOf(l: LinkExpressions) {
  const model = sql<string | null>`lower(NULLIF(btrim(${l.model}::text), ''))`;
  return sql`st.strong_brand_id = ${l.brand}
    AND ${sameOrBothNull('st.strong_category_id', l.category)}
    AND ${sameOrBothNull('st.strong_subcategory_id', l.subcategory)}
    AND (lower(st.model) = ${model} OR (st.model IS NULL AND ${model} IS NULL))
    AND st.gender = ${l.gender}::text AND st.age_group = ${l.ageGroup}::text AND st.size_type = ${l.sizeType}::text`;
}

/**
 * The strong table a strong link resolves to (the rule is in docs/decisions/0067): the table a moderator gave
 * the link's size style, if any; else by attributes: a table attribute that is set must equal the link's (a
 * unisex table fits every gender; a table with slugs needs one of them); the most specific table wins; among
 * equally specific ones, the slug weight nearest the link's (the heaviest when the link has none), then the
 * oldest.
 */
export function bestStrongTable(l: LinkExpressions) {
  return sql<number | null>`COALESCE((
    SELECT st.strong_modeling_id FROM strong_styles st
    WHERE ${styleOf(l)} AND st.strong_modeling_id IS NOT NULL
  ), (
    SELECT s.id FROM strong_modelings s
    WHERE s.strong_brand_id = ${l.brand}
      AND (s.strong_category_id IS NULL OR s.strong_category_id = ${l.category})
      AND (s.strong_subcategory_id IS NULL OR s.strong_subcategory_id = ${l.subcategory})
      AND (s.model IS NULL OR lower(s.model) = lower(${l.model}))
      AND (cardinality(s.slugs) = 0 OR lower(${l.slug}) IN (SELECT lower(x) FROM unnest(s.slugs) AS x))
      AND (${l.type}::text IS NULL OR s.type = ${l.type})
      AND (${l.gender}::text IS NULL OR s.gender = 'u' OR s.gender = ${l.gender})
      AND (${l.ageGroup}::text IS NULL OR s.age_group = ${l.ageGroup})
      AND (${l.sizeType}::text IS NULL OR s.size_type = ${l.sizeType})
    ORDER BY (s.strong_category_id IS NOT NULL)::int + (s.strong_subcategory_id IS NOT NULL)::int
        + (s.model IS NOT NULL)::int + (cardinality(s.slugs) > 0)::int + (s.gender <> 'u')::int DESC,
      CASE WHEN ${l.slugWeight}::int IS NULL THEN -s.slug_weight::bigint
        ELSE abs(s.slug_weight::bigint - ${l.slugWeight}::bigint) END,
      s.id
    LIMIT 1))`;
}

/** The strong table id, name, kind and sizes a link (as the product editor sends it) resolves to, or undefined. */
export function resolveStrongLink(db: Db, link: StrongLink) {
  const v = <T>(value: T | undefined) => sql.val(value ?? null);
  const best = bestStrongTable({
    brand: v(link.strongBrandId),
    category: v(link.strongCategoryId),
    subcategory: v(link.strongSubcategoryId),
    type: v(link.strongType),
    model: v(link.model),
    slug: v(link.slug),
    slugWeight: v(link.slugWeight),
    gender: v(link.gender),
    ageGroup: v(link.ageGroup),
    sizeType: v(link.sizeType),
  });
  return db
    .selectFrom('strong_modelings')
    .select(['id', 'name', 'kind', 'size_names as sizes'])
    .where('id', '=', best)
    .executeTakeFirst();
}

/**
 * Links every product with a strong brand, in every store (or only those of the size styles given), to the
 * strong table its link resolves to (or to none), in every store or one. Answers the products whose table
 * changed, with their store.
 */
export async function linkAllProducts(
  db: Db,
  { onlyOfStyles, tenantId }: { onlyOfStyles?: number[]; tenantId?: number } = {},
) {
  const link = productLinkOf('p2');
  const best = bestStrongTable(link);
  const changed = await sql<{ tenantId: number; id: number }>`
    UPDATE products p SET strong_modeling_id = r.sid
    FROM (
      SELECT p2.id, ${best} AS sid FROM products p2
      WHERE (p2.strong_brand_id IS NOT NULL OR p2.strong_modeling_id IS NOT NULL)
        ${tenantId === undefined ? sql`` : sql`AND p2.tenant_id = ${tenantId}`}
        ${onlyOfStyles ? sql`AND EXISTS (SELECT 1 FROM strong_styles st WHERE st.id = ANY(${onlyOfStyles}::int[]) AND ${styleOf(link)})` : sql``}
    ) r
    WHERE p.id = r.id AND p.strong_modeling_id IS DISTINCT FROM r.sid
    RETURNING p.tenant_id AS "tenantId", p.id`.execute(db);
  return changed.rows;
}

/** Products of every store with a strong link that matches no strong table. */
export async function countUnmatchedProducts(db: Db): Promise<number> {
  const unmatched = await db
    .selectFrom('products')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('strong_brand_id', 'is not', null)
    .where('strong_modeling_id', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(unmatched.n);
}

/** Strong tables' stats as stored (size name → confidence and samples). */
export type { StrongSizeStats };

/** Sets a product's strong link type and links it to the strong table its whole strong link resolves to. */
export async function relinkProduct(db: Db, tenantId: number, id: number, strongType: string | null): Promise<void> {
  await db
    .updateTable('products as p')
    .set({
      strong_type: strongType,
      strong_modeling_id: bestStrongTable({ ...productLinkOf('p'), type: sql.val(strongType) }),
    })
    .where('p.tenant_id', '=', tenantId)
    .where('p.id', '=', id)
    .execute();
}
