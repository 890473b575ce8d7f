import { spawn } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const repo = resolve(import.meta.dirname, '../..');
const { scripts } = JSON.parse(readFileSync(join(repo, 'package.json'), 'utf8')) as { scripts: Record<string, string> };

const freePort = () =>
  new Promise<number>((done) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
  });

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/**
 * Runs the real `npm start` script through npm, in a folder that links to this checkout's server and
 * dependencies; only the web build it runs first is replaced by a no-op, to keep the test quick.
 */
describe('npm start', () => {
  const dir = mkdtempSync(join(tmpdir(), 'provador-start-'));
  // Run as root, the database server's own account must pass through to DATA_DIR inside.
  chmodSync(dir, 0o711);
  const serverPids: number[] = [];
  afterAll(() => {
    for (const pid of serverPids) if (alive(pid)) process.kill(pid, 'SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  });

  it('builds first, and stops the server cleanly on SIGTERM to the process npm is', { timeout: 120_000 }, async () => {
    expect(scripts.start).toMatch(/^npm run build && /);
    mkdirSync(join(dir, 'app'));
    const app = join(dir, 'app');
    symlinkSync(join(repo, 'server'), join(app, 'server'));
    symlinkSync(join(repo, 'node_modules'), join(app, 'node_modules'));
    writeFileSync(
      join(app, 'package.json'),
      JSON.stringify({ name: 'start-check', type: 'module', scripts: { build: 'node -e "" ', start: scripts.start } }),
    );

    const port = await freePort();
    const npm = spawn('npm', ['start'], {
      cwd: app,
      env: {
        ...process.env,
        DATA_DIR: join(dir, 'data'),
        PORT: String(port),
        HOST: '127.0.0.1',
        SEED_DEMO: 'false',
        DATABASE_URL: '',
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    npm.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    npm.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<{ code: number | null; signal: string | null }>((done) =>
      npm.once('exit', (code, signal) => done({ code, signal })),
    );

    await expect.poll(() => output, { timeout: 90_000, interval: 250 }).toContain('Provador is running');
    serverPids.push(...[...output.matchAll(/"pid":(\d+)/g)].map((m) => Number(m[1])));
    const health = await fetch(`http://127.0.0.1:${port}/api/v1/health`);
    expect(health.status).toBe(200);

    npm.kill('SIGTERM');
    expect(await exited).toEqual({ code: 0, signal: null });
    expect(output).toContain('SIGTERM received');
    await expect(fetch(`http://127.0.0.1:${port}/api/v1/health`)).rejects.toThrow();
    await expect.poll(() => serverPids.filter(alive)).toEqual([]);
    // The lock goes last, once the embedded PostgreSQL has ended too.
    expect(existsSync(join(dir, 'data', 'provador.lock'))).toBe(false);
  });
});
