import { sql, type Kysely } from 'kysely';

// A job cut short by a lost database connection or a crash is run again, at most a few times: `attempts`
// counts its runs cut so. A returns file's result was one value written at the job's end and read whole
// to be downloaded (hundreds of MB in memory); it is now kept in parts, each written in the transaction
// of the batch of rows it reports, so a job resumed after a cut goes on from its last batch and a
// download reads the parts one by one. `first_row`: 0 for the header, else the first data row (from 1).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE feed_jobs ADD COLUMN attempts integer NOT NULL DEFAULT 0;
    CREATE TABLE returns_result_parts (
      job_id integer NOT NULL REFERENCES feed_jobs (id) ON DELETE CASCADE,
      first_row integer NOT NULL,
      lines text NOT NULL,
      PRIMARY KEY (job_id, first_row)
    );
    INSERT INTO returns_result_parts (job_id, first_row, lines)
      SELECT id, 0, convert_from(result_file, 'UTF8') FROM feed_jobs WHERE result_file IS NOT NULL;
    ALTER TABLE feed_jobs DROP COLUMN result_file;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE feed_jobs ADD COLUMN result_file bytea;
    UPDATE feed_jobs j SET result_file = convert_to(p.lines, 'UTF8')
      FROM (SELECT job_id, string_agg(lines, '' ORDER BY first_row) AS lines FROM returns_result_parts GROUP BY job_id) p
      WHERE p.job_id = j.id;
    DROP TABLE returns_result_parts;
    ALTER TABLE feed_jobs DROP COLUMN attempts;
  `.execute(db);
}
