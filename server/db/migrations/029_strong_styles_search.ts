import { sql, type Kysely } from 'kysely';

// The size styles' search (GET /strong/styles?name=) matches part of the model, or the brand, category or
// subcategory by name, which the list turns into their ids first. Without an index for a part of the
// model, nor one led by the subcategory, every search read all the styles (50,000 in bench:strong):
// a trigram index serves the model and a subcategory index the last of the ids, so the planner combines
// the styles' own indexes (the key index is led by the brand, strong_styles_category by the category).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE INDEX strong_styles_model_trgm ON strong_styles USING gin (model gin_trgm_ops);
    CREATE INDEX strong_styles_subcategory ON strong_styles (strong_subcategory_id, id);
  `.execute(db);
}
