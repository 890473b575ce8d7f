import { sql, type Generated } from 'kysely';
import type { RecipeSampleBody } from '../../contract/recipeSamples.js';
import type { Db } from '../../../../server/db/connection.js';
import { containsPattern, runList, type ListParams, type ListSpec } from '../../../../server/repositories/listQuery.js';

/** The recipe samples' table (its migration 900), merged into the one Database interface. */
export interface RecipeSamplesTable {
  id: Generated<number>;
  name: string;
  active: Generated<boolean>;
}

declare module '../../../../server/db/schema.js' {
  interface Database {
    recipe_samples: RecipeSamplesTable;
  }
}

export const RECIPE_SAMPLE_LIST: ListSpec = {
  sortable: { name: sql`lower(rs.name)`, id: 'rs.id', active: 'rs.active' },
  defaultSort: 'name,asc',
  tiebreaker: 'rs.id',
};

const samples = (db: Db) => db.selectFrom('recipe_samples as rs').select(['rs.id', 'rs.name', 'rs.active']);

export function listRecipeSamples(db: Db, filters: { name?: string }, params: ListParams) {
  const name = filters.name?.trim();
  return runList(
    samples(db).$if(!!name, (qb) => qb.where('rs.name', 'ilike', containsPattern(name!))),
    params,
  );
}

export const findRecipeSample = (db: Db, id: number) => samples(db).where('rs.id', '=', id).executeTakeFirst();

export async function insertRecipeSample(db: Db, values: RecipeSampleBody): Promise<number> {
  const row = await db.insertInto('recipe_samples').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** Whether the sample was there to update. */
export async function updateRecipeSample(db: Db, id: number, values: RecipeSampleBody): Promise<boolean> {
  const result = await db.updateTable('recipe_samples').set(values).where('id', '=', id).executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Whether the sample was there to delete. */
export async function deleteRecipeSample(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom('recipe_samples').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}
