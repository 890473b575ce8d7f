import { sql, type Kysely } from 'kysely';

// Crash reports are public: each address may send a few per window. The count lives here, not in
// a process's memory, so every API process on one database enforces the same limit.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE crash_report_senders (
      ip text PRIMARY KEY,
      window_started_at timestamptz NOT NULL,
      reports integer NOT NULL
    );
    CREATE INDEX crash_report_senders_window ON crash_report_senders (window_started_at);
  `.execute(db);
}
