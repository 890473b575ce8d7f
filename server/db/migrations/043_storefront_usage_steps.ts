import { sql, type Kysely } from 'kysely';

// The fitting room's later steps, counted per product and day beside its openings: a recommendation
// shown to the shopper and a size the shopper chose in the dialog.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE storefront_usage
      ADD COLUMN recommendation_shown integer NOT NULL DEFAULT 0,
      ADD COLUMN size_chosen integer NOT NULL DEFAULT 0;
  `.execute(db);
}
