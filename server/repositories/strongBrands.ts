import { sql } from 'kysely';
import type { Db } from '../db/connection.js';
import { containsPattern, runList, type ListParams, type ListSpec } from './listQuery.js';

export const STRONG_BRAND_LIST: ListSpec = {
  sortable: { name: sql`lower(sb.name)`, id: 'sb.id', active: 'sb.active' },
  defaultSort: 'name,asc',
  tiebreaker: 'sb.id',
};

export function listStrongBrands(db: Db, filters: { name?: string }, params: ListParams) {
  const name = filters.name?.trim();
  const query = db
    .selectFrom('strong_brands as sb')
    .select([
      'sb.id',
      'sb.name',
      'sb.logo_url as logoUrl',
      'sb.gender',
      'sb.age_group as ageGroup',
      'sb.shoe',
      'sb.active',
    ])
    .$if(!!name, (qb) => qb.where('sb.name', 'ilike', containsPattern(name!)));
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
