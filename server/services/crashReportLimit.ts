import type { Db } from '../db/connection.js';
import { AppError } from '../errors.js';
import { countCrashReportFrom, deletePassedCrashWindows } from '../repositories/crashReportSenders.js';

/** Reports one address may send per window: a crashing screen reports once; more is a loop or a flood. */
export const MAX_CRASH_REPORTS = 10;
export const CRASH_WINDOW_MINUTES = 10;
const WINDOW_MS = CRASH_WINDOW_MINUTES * 60_000;

export class TooManyCrashReports extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super(
      429,
      'TOO_MANY_ATTEMPTS',
      `Too many crash reports from this address. Try again in ${Math.ceil(retryAfterSeconds / 60)} minutes.`,
    );
  }
}

/**
 * Counts a crash report from `ip`, or throws TooManyCrashReports once the address has sent
 * MAX_CRASH_REPORTS in the current window. One statement counts and reads, so the limit holds when
 * reports arrive at once, also across API processes; windows that have passed are swept first.
 */
export async function countCrashReport(db: Db, ip: string, now = new Date()): Promise<void> {
  const windowStart = new Date(now.getTime() - WINDOW_MS);
  await deletePassedCrashWindows(db, windowStart);
  const { reports, window_started_at: started } = await countCrashReportFrom(db, ip, now, windowStart);
  if (reports > MAX_CRASH_REPORTS) {
    throw new TooManyCrashReports(Math.max(1, Math.ceil((started.getTime() + WINDOW_MS - now.getTime()) / 1000)));
  }
}
