// The server under test of the busy-machine benchmark: the default installation (the embedded PostgreSQL in a
// temporary DATA_DIR, the demo seeded) started as `npm start` starts it, in a process of its own; its log goes to
// a file the benchmark reads after. Trusts X-Forwarded-For from 127.0.0.1, so storefront calls can come from
// many addresses. Every request the benchmark makes goes through one client that counts the answers.
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_PASSWORD } from '../../server/demo/demoSeed.js';
import { freePort } from '../../server/net/freePort.js';

const HOST = '127.0.0.1';
/** Seeding the demo on a loaded machine is slow. */
const READY_TIMEOUT_MS = 300_000;
const STOP_TIMEOUT_MS = 30_000;

export interface ServerUnderTest {
  base: string;
  logPath: string;
  stop(): Promise<void>;
}

/**
 * The server in a process of its own: the default installation, or with `databaseUrl` the PostgreSQL there
 * (its schema `public` must be empty: the migrations make it and the demo is seeded into it).
 */
export async function startServer({ databaseUrl }: { databaseUrl?: string } = {}): Promise<ServerUnderTest> {
  const dataDir = mkdtempSync(join(tmpdir(), 'provador-bench-busy-'));
  const logPath = join(mkdtempSync(join(tmpdir(), 'provador-bench-busy-log-')), 'server.log');
  const log = createWriteStream(logPath);
  const port = await freePort(HOST);
  // The default installation: no DATABASE_URL, whatever the shell has, unless one is given.
  const { DATABASE_URL: _external, ...env } = process.env;
  // BENCH_SERVER_PROFILE_DIR: the server writes a CPU profile there when it stops.
  const profile = process.env.BENCH_SERVER_PROFILE_DIR;
  const cpuProfile = profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : [];
  const child = spawn(process.execPath, [...cpuProfile, '--import', 'tsx', 'server/main.ts'], {
    env: {
      ...env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST,
      DATA_DIR: dataDir,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      SEED_DEMO: 'true',
      TRUST_PROXY: HOST,
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  const base = `http://${HOST}:${port}`;
  const stop = async () => {
    await stopProcess(child);
    log.end();
    // The server's output ending (it has exited) may have closed the log already.
    if (!log.closed) await once(log, 'close');
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitUntilReady(child, `${base}/api/v1/app-info`, logPath);
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, logPath, stop };
}

async function waitUntilReady(child: ChildProcess, url: string, logPath: string) {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`The server exited; see ${logPath}`);
    if (
      await fetch(url).then(
        (res) => res.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server did not answer ${url} within ${READY_TIMEOUT_MS / 1000} s; see ${logPath}`);
}

async function stopProcess(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
  await exited;
  clearTimeout(timer);
}

export interface CallOptions {
  method?: string;
  session?: string;
  authorization?: string;
  /** JSON, or a FormData sent as multipart. */
  body?: unknown;
  headers?: Record<string, string>;
}

/** What the client's answers were since the last `reset`: 5xx and failed connections, and the slowest call. */
export interface Tally {
  requests: number;
  serverErrors: number;
  failed: number;
  byStatus: Map<number, number>;
  slowestMs: number;
  slowest: string;
}

const emptyTally = (): Tally => ({
  requests: 0,
  serverErrors: 0,
  failed: 0,
  byStatus: new Map(),
  slowestMs: 0,
  slowest: '',
});

/** The benchmark's HTTP client of the server: every call is counted in `tally` (the list poller's are its own). */
export function apiClient(base: string) {
  let tally = emptyTally();
  const count = (what: string, status: number, ms: number) => {
    tally.requests += 1;
    if (status === 0) tally.failed += 1;
    if (status >= 500) tally.serverErrors += 1;
    tally.byStatus.set(status, (tally.byStatus.get(status) ?? 0) + 1);
    if (ms > tally.slowestMs) [tally.slowestMs, tally.slowest] = [ms, `${what} ${status}`];
  };
  async function call(path: string, options: CallOptions = {}): Promise<{ status: number; body: unknown }> {
    const { method = 'GET', session, authorization, body } = options;
    const headers: Record<string, string> = { ...options.headers };
    if (session) headers['X-Session-Id'] = session;
    if (authorization) headers.Authorization = authorization;
    const form = body instanceof FormData;
    if (body !== undefined && !form) headers['Content-Type'] = 'application/json';
    const what = `${method} ${path.replace(/\?.*/, '')}`;
    const started = performance.now();
    try {
      const res = await fetch(`${base}/api/v1${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : form ? body : JSON.stringify(body),
      });
      const text = await res.text();
      count(what, res.status, performance.now() - started);
      return {
        status: res.status,
        body: text && res.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text,
      };
    } catch (error) {
      count(what, 0, performance.now() - started);
      return { status: 0, body: String(error) };
    }
  }
  /** The answer's body when it has the expected status; otherwise an error naming the call. */
  async function expect<T>(status: number, path: string, options?: CallOptions): Promise<T> {
    const res = await call(path, options);
    if (res.status !== status) {
      throw new Error(
        `${options?.method ?? 'GET'} ${path}: ${res.status} (expected ${status}) ${JSON.stringify(res.body)}`,
      );
    }
    return res.body as T;
  }
  /** Accepts the terms for a demo account and opens a session. */
  async function signIn(email: string): Promise<string> {
    const authorization = `Basic ${Buffer.from(`${email}:${DEMO_PASSWORD}`).toString('base64')}`;
    const terms = { acceptedPrivacyPolicy: true, acceptedUseTerms: true };
    await expect(204, '/users/terms', { method: 'PATCH', authorization, body: terms });
    return (await expect<{ sessionId: string }>(200, '/me', { authorization })).sessionId;
  }
  return {
    call,
    expect,
    signIn,
    /** The tally since the last reset, and a new one from now. */
    reset(): Tally {
      const done = tally;
      tally = emptyTally();
      return done;
    },
  };
}
export type ApiClient = ReturnType<typeof apiClient>;
