import { sql, type Kysely } from 'kysely';

// The recipe's fixture resource (docs/architecture.md, "Add a resource"): its table. Numbered far past the
// real migrations so that it stays last whatever lands after it.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE recipe_samples (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      name text NOT NULL,
      active boolean NOT NULL DEFAULT true
    );
    CREATE UNIQUE INDEX recipe_samples_name ON recipe_samples (lower(name));
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE recipe_samples`.execute(db);
}
