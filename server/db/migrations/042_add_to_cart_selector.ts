import { sql, type Kysely } from 'kysely';

// Where the fitting room puts its button on a product page that has no element of its own for it
// (data-provador-button): after the first element this CSS selector finds (docs/decisions/0117).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE tenants ADD COLUMN add_to_cart_selector text`.execute(db);
}
