import { sql, type Kysely } from 'kysely';

// Feed staging writes one index per row instead of two: the grouped index (stage, feed product id,
// feed position) orders a stage's pages and finds its rows when the stage is deleted; the primary key
// on (stage, position) served nothing. Staging rows are scratch, so no row is checked or moved.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE feed_stage_items DROP CONSTRAINT feed_stage_items_pkey`.execute(db);
}
