import { sql } from 'kysely';
import type { StrongBrand, StrongBrandBody, StrongBrandDetails } from '../../contract/strongBrands.js';
import type { Db } from '../db/connection.js';
import { containsPattern, runList, type ListParams, type ListSpec } from './listQuery.js';

export const STRONG_BRAND_LIST: ListSpec = {
  sortable: { name: sql`lower(sb.name)`, id: 'sb.id', active: 'sb.active' },
  defaultSort: 'name,asc',
  tiebreaker: 'sb.id',
};

/** What the API may write; every field already checked by the rules. */
export type StrongBrandValues = Required<StrongBrandBody>;

/** The store brands one provider brand's editor names at most. */
export const LINKED_BRANDS_SHOWN = 100;

const strongBrands = (db: Db) =>
  db
    .selectFrom('strong_brands as sb')
    .select([
      'sb.id',
      'sb.name',
      'sb.logo_url as logoUrl',
      'sb.gender',
      'sb.age_group as ageGroup',
      'sb.shoe',
      'sb.active',
    ]);

export function listStrongBrands(db: Db, filters: { name?: string }, params: ListParams) {
  const name = filters.name?.trim();
  const query = strongBrands(db).$if(!!name, (qb) => qb.where('sb.name', 'ilike', containsPattern(name!)));
  return runList(query, params);
}

export async function strongBrandExists(db: Db, id: number): Promise<boolean> {
  const row = await db.selectFrom('strong_brands').select('id').where('id', '=', id).executeTakeFirst();
  return row !== undefined;
}

/** Inserts a provider brand unless one of that name (in any case) exists; returns the new id, or undefined. */
export async function insertStrongBrandUnlessNamed(db: Db, name: string): Promise<number | undefined> {
  const inserted = await db
    .insertInto('strong_brands')
    .values({ name })
    .onConflict((oc) => oc.expression(sql`lower(name)`).doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted?.id;
}

/** The id of the provider brand with this name (lower case), which must exist. */
export async function strongBrandIdByName(db: Db, lowerName: string): Promise<number> {
  return (
    await db
      .selectFrom('strong_brands')
      .select('id')
      .where(sql`lower(name)`, '=', lowerName)
      .executeTakeFirstOrThrow()
  ).id;
}

const columns = (values: StrongBrandValues) => ({
  name: values.name,
  logo_url: values.logoUrl,
  gender: values.gender,
  age_group: values.ageGroup,
  shoe: values.shoe,
  active: values.active,
});

export async function insertStrongBrand(db: Db, values: StrongBrandValues): Promise<number> {
  return (await db.insertInto('strong_brands').values(columns(values)).returning('id').executeTakeFirstOrThrow()).id;
}

/** Whether the provider brand existed. */
export async function updateStrongBrand(db: Db, id: number, values: StrongBrandValues): Promise<boolean> {
  const result = await db.updateTable('strong_brands').set(columns(values)).where('id', '=', id).executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Locks the provider brand against new links until the transaction ends; whether it exists. */
export async function lockStrongBrand(db: Db, id: number): Promise<boolean> {
  const row = await db.selectFrom('strong_brands').select('id').where('id', '=', id).forUpdate().executeTakeFirst();
  return row !== undefined;
}

/** How many products and store brands, of every store, link to the provider brand. */
export async function strongBrandLinks(db: Db, id: number): Promise<{ products: number; brands: number }> {
  const row = await db
    .selectNoFrom((eb) => [
      eb
        .selectFrom('products')
        .select(eb.fn.countAll<string>().as('n'))
        .where('strong_brand_id', '=', id)
        .as('products'),
      eb.selectFrom('brands').select(eb.fn.countAll<string>().as('n')).where('strong_brand_id', '=', id).as('brands'),
    ])
    .executeTakeFirstOrThrow();
  return { products: Number(row.products), brands: Number(row.brands) };
}

export async function deleteStrongBrand(db: Db, id: number): Promise<void> {
  await db.deleteFrom('strong_brands').where('id', '=', id).execute();
}

export async function findStrongBrand(db: Db, id: number): Promise<StrongBrand | undefined> {
  return strongBrands(db).where('sb.id', '=', id).executeTakeFirst();
}

/** The provider brand with what links to it, of every store (for staff only: it names other stores). */
export async function findStrongBrandDetails(db: Db, id: number): Promise<StrongBrandDetails | undefined> {
  const brand = await findStrongBrand(db, id);
  if (!brand) return undefined;
  const [links, linkedBrands] = await Promise.all([
    strongBrandLinks(db, id),
    db
      .selectFrom('brands as b')
      .innerJoin('tenants as t', 't.id', 'b.tenant_id')
      .select(['b.id', 'b.name', 'b.tenant_id as tenantId', 't.name as tenantName'])
      .where('b.strong_brand_id', '=', id)
      .orderBy(sql`lower(t.name)`)
      .orderBy(sql`lower(b.name)`)
      .orderBy('b.id')
      .limit(LINKED_BRANDS_SHOWN)
      .execute(),
  ]);
  return { ...brand, linkedProductCount: links.products, linkedBrandCount: links.brands, linkedBrands };
}
