/** Between two heartbeats of a feed worker and of its running job. */
export const HEARTBEAT_MS = 5000;

/** A job whose heartbeat is older than this many heartbeats was left by a worker that died. */
export const STALE_HEARTBEATS = 6;

/**
 * A feed import's stage nobody touched for this long was left by a run whose process died: its run touches it every
 * HEARTBEAT_MS whatever a worker's own heartbeat (docs/decisions/0149).
 */
export const STAGE_STALE_MS = HEARTBEAT_MS * STALE_HEARTBEATS;

/** The failure of a run the server's end (or death) cut short; the store is queued again. */
export const INTERRUPTED = 'interrupted';

export const STOPPED_BY_RESTART = 'Stopped by a restart of the merchant feed.';
/** The failure of a job whose database connection was lost; it is run again (feedQueue.requeueInterrupted). */
export const CONNECTION_LOST = 'The database connection was lost.';
/** Runs of one job cut short (lost connection, crash, shutdown) after which it is not run again. */
export const MAX_JOB_ATTEMPTS = 3;
