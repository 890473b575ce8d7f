import { sql } from 'kysely';
import type { Db } from '../db/connection.js';
import { containsPattern, runList, type ListParams, type ListSpec } from './listQuery.js';

export const STRONG_CATEGORY_LIST: ListSpec = {
  sortable: { name: sql`lower(sc.name)`, id: 'sc.id', type: 'sc.type' },
  defaultSort: 'name,asc',
  tiebreaker: 'sc.id',
};

export function listStrongCategories(db: Db, filters: { name?: string }, params: ListParams) {
  const name = filters.name?.trim();
  const query = db
    .selectFrom('strong_categories as sc')
    .select([
      'sc.id',
      'sc.name',
      'sc.type',
      'sc.translations',
      // The page's subcategories come in the same query: one round trip however many categories.
      sql<{ id: number; name: string; translations: Record<string, string> }[]>`coalesce((
        SELECT json_agg(json_build_object('id', ss.id, 'name', ss.name, 'translations', ss.translations) ORDER BY lower(ss.name), ss.id)
        FROM strong_subcategories ss WHERE ss.strong_category_id = sc.id), '[]'::json)`.as('subcategories'),
    ])
    .$if(!!name, (qb) => qb.where('sc.name', 'ilike', containsPattern(name!)));
  return runList(query, params);
}
