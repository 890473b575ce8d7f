import { sql, type Kysely } from 'kysely';

// Returns files (POST /report/returns) run as feed jobs of kind 'returns': the upload waits in `file`
// like a feed upload, before imports like dry runs, and never shows in the integration queue. The job
// keeps what it was asked (processing type and options), who asked (the result is mailed to them),
// its progress and counts, and the result file to download.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE feed_jobs DROP CONSTRAINT feed_jobs_kind_check;
    ALTER TABLE feed_jobs ADD CONSTRAINT feed_jobs_kind_check CHECK (kind IN ('import', 'dry_run', 'returns'));
    ALTER TABLE feed_jobs
      ADD COLUMN user_id integer REFERENCES users (id) ON DELETE SET NULL,
      ADD COLUMN returns_options jsonb,
      ADD COLUMN rows_read integer NOT NULL DEFAULT 0,
      ADD COLUMN returned_count integer NOT NULL DEFAULT 0,
      ADD COLUMN already_returned_count integer NOT NULL DEFAULT 0,
      ADD COLUMN invalid_count integer NOT NULL DEFAULT 0,
      ADD COLUMN result_file bytea;
  `.execute(db);
}
