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
    .select(['sb.id', 'sb.name', 'sb.logo_url as logoUrl', 'sb.gender', 'sb.age_group as ageGroup', 'sb.shoe', 'sb.active'])
    .$if(!!name, (qb) => qb.where('sb.name', 'ilike', containsPattern(name!)));
  return runList(query, params);
}

export async function strongBrandExists(db: Db, id: number): Promise<boolean> {
  const row = await db.selectFrom('strong_brands').select('id').where('id', '=', id).executeTakeFirst();
  return row !== undefined;
}
