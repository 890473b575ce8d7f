import { execFile, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app.js';
import { loadConfig } from '../../server/config.js';
import { DataDirLocked, LOCK_FILE } from '../../server/db/dataDirLock.js';
import { openEmbedded, type EmbeddedHandle } from '../../server/db/embedded.js';
import { migrateToLatest } from '../../server/db/migrate.js';
import { openDatabase } from '../../server/db/open.js';
import { CLUSTER_DIR } from '../../server/db/postgresCluster.js';
import { BackupRefused, dumpEmbedded } from '../../server/db/backup.js';
import { basic } from './harness.js';

const run = promisify(execFile);
const lockPidsIn = (dataDir: string) =>
  readFileSync(join(dataDir, LOCK_FILE), 'utf8').split('\n').filter(Boolean).map(Number);
const unavailable = { statusCode: 503, code: 'DATABASE_UNAVAILABLE' };

describe('the embedded PostgreSQL server', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'provador-faults-'));
  const logged: string[] = [];
  const fatal: Error[] = [];
  let handle: EmbeddedHandle;
  let app: FastifyInstance;

  beforeAll(async () => {
    handle = await openEmbedded(dataDir, { log: (message) => logged.push(message) });
    await migrateToLatest(handle.db as never);
    app = (await buildApp({ db: handle.db, config: { ...loadConfig({}), dataDir, webDir: '/nonexistent' } })).app;
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await handle?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const signIn = () =>
    app.inject({
      method: 'GET',
      url: '/api/v1/me',
      headers: { authorization: basic('nobody@example.com', 'wrong-password') },
    });
  const health = () => app.inject({ method: 'GET', url: '/api/v1/health' });
  const lockPids = () => lockPidsIn(dataDir);

  it(
    'is started again after kill -9; meanwhile requests and the health route answer 503; nothing committed is lost',
    { timeout: 120_000 },
    async () => {
      expect((await health()).json()).toEqual({ status: 'ok' });
      await handle.db.insertInto('tenants').values({ name: 'Committed before the crash' }).execute();
      const killed = handle.processId()!;
      process.kill(killed, 'SIGKILL');
      await expect.poll(() => handle.processId() !== killed).toBe(true);

      const down = await health();
      expect(down.statusCode).toBe(503);
      expect(down.json()).toMatchObject(unavailable);
      expect((await signIn()).json()).toMatchObject(unavailable);

      await expect.poll(async () => (await health()).statusCode, { timeout: 90_000, interval: 250 }).toBe(200);
      // Wrong credentials are checked against the database again: 401, not 503.
      expect((await signIn()).statusCode).toBe(401);
      expect(handle.processId()).not.toBe(killed);
      expect(logged.join('\n')).toMatch(/ended unexpectedly \(SIGKILL\)[\s\S]*running again/);
      const names = await handle.db.selectFrom('tenants').select('name').execute();
      expect(names.map((row) => row.name)).toContain('Committed before the crash');
    },
  );

  it(
    'holds DATA_DIR: a second server is refused before touching anything, and so is a backup',
    { timeout: 60_000 },
    async () => {
      expect(lockPids()).toEqual([process.pid, handle.processId()]);
      await expect(openDatabase({ dataDir })).rejects.toBeInstanceOf(DataDirLocked);
      await expect(dumpEmbedded(dataDir, join(dataDir, 'backup.sql'))).rejects.toBeInstanceOf(BackupRefused);

      const second = await run('npx', ['tsx', 'server/main.ts'], {
        env: { ...process.env, DATA_DIR: dataDir, PORT: '0', DATABASE_URL: '' },
        timeout: 30_000,
      }).then(
        () => ({ code: 0, stderr: '' }),
        (error: { code: number; stderr: string }) => error,
      );
      expect(second.code).toBe(1);
      expect(second.stderr).toContain(`${dataDir} is in use by another Provador process (pid ${process.pid})`);

      // The first server kept its database.
      expect((await health()).json()).toEqual({ status: 'ok' });
    },
  );

  it(
    'takes over a lock left by a server that died once its database process is gone too',
    { timeout: 120_000 },
    async () => {
      await app.close();
      await handle.close();
      expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false);
      const dead = spawnSync(process.execPath, ['-e', '']).pid;
      const stillRunning = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
      writeFileSync(join(dataDir, LOCK_FILE), `${dead}\n${stillRunning.pid}`);
      try {
        await expect(openEmbedded(dataDir)).rejects.toThrow(`(pid ${stillRunning.pid})`);
      } finally {
        stillRunning.kill('SIGKILL');
      }
      writeFileSync(join(dataDir, LOCK_FILE), `${dead}\n`);

      handle = await openEmbedded(dataDir, {
        log: () => undefined,
        onFatal: (error) => fatal.push(error),
        restartDelaysMs: [0],
      });
      expect(lockPids()[0]).toBe(process.pid);
      app = (await buildApp({ db: handle.db, config: { ...loadConfig({}), dataDir, webDir: '/nonexistent' } })).app;
      expect((await health()).statusCode).toBe(200);
    },
  );

  it(
    'gives up when the database process cannot be started again, for the supervisor to restart the server',
    { timeout: 120_000 },
    async () => {
      const pgdata = join(dataDir, CLUSTER_DIR);
      // The database files are gone from where they were: every restart fails.
      renameSync(pgdata, `${pgdata}.moved`);
      writeFileSync(pgdata, '');
      process.kill(handle.processId()!, 'SIGKILL');
      try {
        await expect.poll(() => fatal.length, { timeout: 90_000, interval: 500 }).toBe(1);
        expect((await health()).statusCode).toBe(503);
      } finally {
        rmSync(pgdata);
        renameSync(`${pgdata}.moved`, pgdata);
      }
    },
  );
});
