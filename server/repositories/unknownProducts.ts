import { sql } from 'kysely';
import type { Db } from '../db/connection.js';
import { containsPattern, runList, type ListParams, type ListSpec } from './listQuery.js';

export interface UnknownFilters {
  /** YYYY-MM-DD */
  day: string;
  search?: string;
}

export const UNKNOWN_PRODUCT_LIST: ListSpec = {
  sortable: { hits: 'u.hits', lastSeenAt: 'u.last_seen_at', permalink: 'u.permalink', id: 'u.id' },
  defaultSort: 'hits,desc',
  tiebreaker: 'u.id',
};

// One day of one store, on the (tenant_id, day, hits) index; the search looks at name and permalink.
const unknownOf = (db: Db, tenantId: number, { day, search }: UnknownFilters) => {
  const text = search?.trim();
  return db
    .selectFrom('unknown_products as u')
    .select([
      'u.id',
      'u.permalink',
      'u.name',
      'u.hits',
      sql<string>`to_char(u.day, 'YYYY-MM-DD')`.as('day'),
      'u.last_seen_at as lastSeenAt',
    ])
    .where('u.tenant_id', '=', tenantId)
    .where('u.day', '=', day)
    .$if(!!text, (qb) =>
      qb.where((eb) =>
        eb.or([eb('u.permalink', 'ilike', containsPattern(text!)), eb('u.name', 'ilike', containsPattern(text!))]),
      ),
    );
};

export function listUnknownProducts(db: Db, tenantId: number, filters: UnknownFilters, params: ListParams) {
  return runList(unknownOf(db, tenantId, filters), params);
}

/** Every row of the day, most hits first, as a stream so a large day never sits in memory at once. */
export function streamUnknownProducts(db: Db, tenantId: number, filters: UnknownFilters) {
  return unknownOf(db, tenantId, filters).orderBy('u.hits', 'desc').orderBy('u.id').stream(500);
}

/** The name last seen for a permalink on any day, and whether it was seen at all. */
export async function findUnknownPermalink(db: Db, tenantId: number, permalink: string) {
  return db
    .selectFrom('unknown_products')
    .select(['name'])
    .where('tenant_id', '=', tenantId)
    .where('permalink', '=', permalink)
    .orderBy(sql`name IS NULL`)
    .orderBy('last_seen_at', 'desc')
    .executeTakeFirst();
}

export async function deleteUnknownPermalink(db: Db, tenantId: number, permalink: string): Promise<void> {
  await db
    .deleteFrom('unknown_products')
    .where('tenant_id', '=', tenantId)
    .where('permalink', '=', permalink)
    .execute();
}

/** One more hit of a permalink the catalogue lacks, on `day` (YYYY-MM-DD). */
export async function recordUnknownHit(db: Db, tenantId: number, permalink: string, day: string): Promise<void> {
  await db
    .insertInto('unknown_products')
    .values({ tenant_id: tenantId, permalink, day })
    .onConflict((oc) =>
      oc
        .columns(['tenant_id', 'permalink', 'day'])
        .doUpdateSet({ hits: sql`unknown_products.hits + 1`, last_seen_at: sql`now()` }),
    )
    .execute();
}
