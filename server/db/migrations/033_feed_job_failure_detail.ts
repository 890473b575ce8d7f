import { sql, type Kysely } from 'kysely';

// Why a feed job failed, as a detail code and its values ({"code": "FEED_MALFORMED", "params": {"line": 2}}),
// so that the screens say it in their language; `failure` keeps the English words for logs and API users.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE feed_jobs ADD COLUMN failure_detail jsonb`.execute(db);
}
