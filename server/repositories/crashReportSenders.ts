import { sql } from 'kysely';
import type { Db } from '../db/connection.js';

/** Deletes the senders whose window started at or before `windowStart`. */
export async function deletePassedCrashWindows(db: Db, windowStart: Date): Promise<void> {
  await db.deleteFrom('crash_report_senders').where('window_started_at', '<=', windowStart).execute();
}

/**
 * Adds one report to the address's count in one statement, starting a new window at `now` when its
 * window started at or before `windowStart`; returns the count and when the window started.
 */
export async function countCrashReportFrom(db: Db, ip: string, now: Date, windowStart: Date) {
  const { rows } = await sql<{ reports: number; window_started_at: Date }>`
    INSERT INTO crash_report_senders AS s (ip, window_started_at, reports)
    VALUES (${ip}, ${now}, 1)
    ON CONFLICT (ip) DO UPDATE SET
      reports = CASE WHEN s.window_started_at <= ${windowStart} THEN 1 ELSE s.reports + 1 END,
      window_started_at = CASE WHEN s.window_started_at <= ${windowStart} THEN EXCLUDED.window_started_at ELSE s.window_started_at END
    RETURNING reports, window_started_at`.execute(db);
  return rows[0];
}
