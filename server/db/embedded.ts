import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { kyselyOverPool, logToStderr, type DatabaseHandle, type DatabaseLog } from './connection.js';
import { lockDataDir } from './dataDirLock.js';

const SOCKET_NAME = '.s.PGSQL.5432';
// Unix socket paths are limited to about 107 bytes.
const MAX_SOCKET_PATH = 100;
// Restarts after an unexpected end: this many tries in a row, waiting longer each time.
const RESTART_DELAYS_MS = [0, 1000, 3000, 10_000];
const START_TIMEOUT_MS = 120_000;

export interface EmbeddedOptions {
  log?: DatabaseLog;
  /** The child could not be brought back: by default the server exits non-zero for its supervisor to restart. */
  onFatal?: (error: Error) => void;
  /** Waits before each restart attempt after an unexpected end. */
  restartDelaysMs?: readonly number[];
}

export interface EmbeddedHandle extends DatabaseHandle {
  /** The pid of the database process now running, if any. */
  processId(): number | undefined;
}

function waitReady(child: ChildProcess): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  return new Promise<void>((resolve, reject) => {
    // A first start (initdb) takes seconds; a child still not ready after this is stuck.
    timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`embedded database did not start within ${START_TIMEOUT_MS / 1000} s`));
    }, START_TIMEOUT_MS);
    child.once('message', () => resolve());
    child.once('exit', (code, signal) =>
      reject(new Error(`embedded database exited (${signal ?? `code ${code}`}) while starting`)),
    );
    child.once('error', reject);
  }).finally(() => clearTimeout(timer));
}

const exitFatally = (error: Error) => {
  logToStderr('the embedded database could not be restarted; exiting', error);
  process.exit(1);
};

/**
 * Starts PGlite in a child process on dataDir/pgdata and connects to it with one connection. DATA_DIR
 * is locked first, so a second server on it stops before touching anything. The child is watched: if it
 * ends unexpectedly it is started again, and requests meanwhile answer 503.
 */
export async function openEmbedded(
  dataDir: string,
  { log = logToStderr, onFatal = exitFatally, restartDelaysMs = RESTART_DELAYS_MS }: EmbeddedOptions = {},
): Promise<EmbeddedHandle> {
  const lock = lockDataDir(dataDir);
  let socketDir = dataDir;
  let ownSocketDir = false;
  if (join(dataDir, SOCKET_NAME).length > MAX_SOCKET_PATH) {
    socketDir = mkdtempSync(join(tmpdir(), 'provador-db-'));
    ownSocketDir = true;
  }
  const socketPath = join(socketDir, SOCKET_NAME);
  const script = join(dirname(fileURLToPath(import.meta.url)), 'pgliteProcess.ts');
  let child: ChildProcess | undefined;
  let closing = false;

  async function start(): Promise<void> {
    rmSync(socketPath, { force: true });
    const started = fork(script, [join(dataDir, 'pgdata'), socketPath], {
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    child = started;
    // Should this server die, the lock holds until its database process has closed the files too.
    lock.shareWith(started.pid);
    await waitReady(started);
    started.once('exit', (code, signal) => {
      if (closing || child !== started) return;
      child = undefined;
      log(`the embedded database process ended unexpectedly (${signal ?? `code ${code}`}); restarting it`);
      void restart();
    });
  }

  async function restart(): Promise<void> {
    let lastError: Error | undefined;
    for (const delay of restartDelaysMs) {
      await new Promise((resolve) => setTimeout(resolve, delay));
      if (closing) return;
      try {
        await start();
        log('the embedded database process is running again');
        return;
      } catch (error) {
        lastError = error as Error;
        log('restarting the embedded database failed', error);
      }
    }
    onFatal(lastError ?? new Error('the embedded database did not restart'));
  }

  try {
    await start();
  } catch (error) {
    lock.release();
    throw error;
  }

  // PGlite is a single session: one connection, so two transactions never interleave.
  const { db, yielding } = kyselyOverPool(
    { host: socketDir, port: 5432, user: 'postgres', database: 'postgres', max: 1 },
    log,
  );
  return {
    db,
    yielding,
    kind: 'pglite',
    processId: () => child?.pid,
    async close() {
      closing = true;
      await db.destroy();
      const running = child;
      if (running && running.exitCode === null && running.signalCode === null) {
        await new Promise<void>((resolve) => {
          running.once('exit', () => resolve());
          // A signal, not a message: it also ends a child still starting, before it listens for messages.
          running.kill('SIGTERM');
        });
      }
      if (ownSocketDir) rmSync(socketDir, { recursive: true, force: true });
      lock.release();
    },
  };
}
