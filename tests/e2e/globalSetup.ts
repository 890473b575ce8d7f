import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { E2E_WORKERS, type E2eServer } from './workers.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** One server per test worker (see tests/e2e/server.ts, which picks this worker's). */
    e2eServers: E2eServer[];
  }
}

const repo = fileURLToPath(new URL('../..', import.meta.url));
// A loaded machine seeds the demo slowly; E2E_READY_TIMEOUT_MS gives it longer.
const READY_TIMEOUT_MS = Number(process.env.E2E_READY_TIMEOUT_MS) || 120_000;
const STOP_TIMEOUT_MS = 20_000;

/**
 * Builds the web app once, then starts one real server per test worker, so test files run side by side, each
 * worker on its own data.
 */
export default async function setup(project: TestProject) {
  if (process.env.E2E_SKIP_BUILD !== '1') await buildWebApp();
  const started = await Promise.allSettled(Array.from({ length: E2E_WORKERS }, () => startReadyServer()));
  const running = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const stopAll = () => Promise.all(running.map((server) => server.stop()));
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) {
    await stopAll();
    throw failed.reason;
  }
  project.provide(
    'e2eServers',
    running.map((server) => server.address),
  );
  return stopAll;
}

/**
 * Runs the production build against the real server on a fresh embedded database in a data folder of its own,
 * as a user would get it from `npm start`. The server seeds the demo accounts on its first start.
 */
async function startReadyServer() {
  const dataDir = mkdtempSync(join(tmpdir(), 'provador-e2e-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const feedServerPort = await freePort();
  const server = startServer(port, dataDir, feedServerPort);
  const stop = async () => {
    await stopServer(server.child);
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitUntilReady(server, `${baseUrl}/api/v1/app-info`);
  } catch (error) {
    await stop();
    throw error;
  }
  server.forwardOutput();
  const address: E2eServer = { baseUrl, feedServerPort, outboxDir: join(dataDir, 'outbox') };
  return { address, stop };
}

// A child process, so the build runs with NODE_ENV=production even though vitest sets NODE_ENV=test.
async function buildWebApp(): Promise<void> {
  const started = Date.now();
  const child = spawn(process.execPath, [join(repo, 'node_modules/vite/bin/vite.js'), 'build'], {
    cwd: repo,
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = collectOutput(child);
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`vite build failed (exit ${code}):\n${output.text()}`);
  console.log(`e2e: web app built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

function startServer(port: number, dataDir: string, feedServerPort: number) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: repo,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SUPPORT_EMAIL: 'suporte@provador.test',
      // Links in e-mails lead to the app as the browser reaches it.
      APP_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'warn',
      // The demo's own feeds, and a feed server a test runs (private addresses are refused otherwise).
      FEED_ALLOWED_URL_PREFIXES: `http://127.0.0.1:${port}/api/v1/demo-feeds/,http://127.0.0.1:${feedServerPort}/`,
      // One job at a time, so the queue a test orders stays as it set it (several at once: jobFairness.test.ts).
      FEED_WORKER_JOBS: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = collectOutput(child);
  return {
    child,
    output,
    /** Once started, the server's warnings and errors help explain a failing test. */
    forwardOutput() {
      const forward = (chunk: Buffer) => process.stderr.write(`[server] ${chunk.toString()}`);
      child.stdout?.on('data', forward);
      child.stderr?.on('data', forward);
    },
  };
}

async function waitUntilReady(server: ReturnType<typeof startServer>, url: string): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null || server.child.signalCode !== null) {
      throw new Error(
        `The server exited (${server.child.exitCode ?? server.child.signalCode}):\n${server.output.text()}`,
      );
    }
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server did not answer ${url} within ${READY_TIMEOUT_MS / 1000} s:\n${server.output.text()}`);
}

async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
  await exited;
  clearTimeout(timer);
}

function collectOutput(child: ChildProcess) {
  const chunks: string[] = [];
  const keep = (chunk: Buffer) => {
    chunks.push(chunk.toString());
    if (chunks.length > 400) chunks.shift();
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return { text: () => chunks.join('') };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}
