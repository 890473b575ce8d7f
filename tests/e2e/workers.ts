/**
 * How many e2e files run at once, each worker against its own server and data (E2E_WORKERS, default 2). A test
 * keeps about one core busy, less while it waits on the app: on 2 cores two workers ran the suite in 489 s against
 * 754 s for one, and in 642 s with a busy loop on each core, every test within half its time limit.
 */
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS) || 2);

/** Where one worker's server is reached. */
export interface E2eServer {
  baseUrl: string;
  /** A port free for a test's own feed server, whose addresses the server may read feeds from. */
  feedServerPort: number;
  /** Where the server writes its mail (no SMTP_URL): invitation and reset links are read from there. */
  outboxDir: string;
}
