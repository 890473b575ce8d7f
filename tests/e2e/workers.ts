/**
 * How many e2e files run at once, each worker against its own server and data (E2E_WORKERS, default 1). Two
 * workers on a 2-core machine already busy with other work slowed the longest walk past its minute.
 */
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS) || 1);

/** Where one worker's server is reached. */
export interface E2eServer {
  baseUrl: string;
  /** A port free for a test's own feed server, whose addresses the server may read feeds from. */
  feedServerPort: number;
  /** Where the server writes its mail (no SMTP_URL): invitation and reset links are read from there. */
  outboxDir: string;
}
