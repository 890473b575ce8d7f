import { sql, type Kysely } from 'kysely';

// A learning proposal's expected effect (domain/learningEffect.ts): of the shoppers it was learned from, how
// many returned for size and how many of those the learned ranges would have sent to another size, how many
// kept and would now be recommended another size. Null for proposals made before it was computed.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE strong_modeling_proposals ADD COLUMN expected_effect jsonb;`.execute(db);
}
