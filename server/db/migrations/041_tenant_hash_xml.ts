import { sql, type Kysely } from 'kysely';

// The store's hashXML (spec 3, single tenant): the SHA-256 of the last feed an import read whole.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE tenants ADD COLUMN hash_xml text`.execute(db);
}
