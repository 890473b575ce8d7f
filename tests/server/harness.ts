import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { sql } from 'kysely';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../server/app.js';
import { loadConfig, type Config } from '../../server/config.js';
import { connectPostgres, type DatabaseHandle, type Db } from '../../server/db/connection.js';
import { migrateToLatest } from '../../server/db/migrate.js';
import type { RegisteredRoute } from '../../server/plugins/access.js';
import type { LiveSettings } from '../../server/services/liveSettings.js';
import type { StorefrontStores } from '../../server/services/storefrontStores.js';
import { createSession } from '../../server/services/sessions.js';
import { FIXTURE_PASSWORD, seedFixture, type Fixture } from './fixtures.js';
import { templateCopyUrl, workerDatabaseUrl } from './testDatabase.js';

export interface TestContext {
  app: FastifyInstance;
  db: Db;
  /** The database handle `db` comes from. */
  handle: DatabaseHandle;
  /** This test worker's database, for a test that opens other connections to it. */
  databaseUrl: string;
  config: Config;
  routes: RegisteredRoute[];
  /** The app's copy of the settings in effect (reloaded after each test's truncation). */
  settings: LiveSettings;
  /** The app's copy of what each storefront key opens (a test writing a store's row directly drops it). */
  storefrontStores: StorefrontStores;
  fx: Fixture;
  /** A fresh session for a fixture user, with the given current store (default: the user's first). */
  sessionFor(userId: number, tenantId?: number | null): Promise<string>;
  /** app.inject with the session header set. */
  call(sessionId: string | null, options: InjectOptions): Promise<LightMyRequestResponse>;
}

export async function truncateAll(db: Db): Promise<void> {
  const { rows } = await sql<{ tablename: string }>`
    SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND tablename NOT LIKE 'kysely_%'`.execute(db);
  if (rows.length === 0) return;
  const list = rows.map((r) => `"${r.tablename}"`).join(', ');
  await sql.raw(`TRUNCATE ${list} RESTART IDENTITY CASCADE`).execute(db);
}

/** More than the app: a fixture resource's folders of migrations and of route modules (tests/recipe). */
export interface MoreFolders {
  migrations: string[];
  routes: string[];
}

/**
 * Registers hooks that give each test a clean database holding the standard fixture. With `more`, the app
 * runs on a database of its own, the template's copy migrated with those migrations too, and mounts those
 * route modules as well.
 */
export function useTestApp(overrides: Partial<Config> = {}, more?: MoreFolders): TestContext {
  let handle: DatabaseHandle;
  let dataDir: string | undefined;
  const ctx = {} as TestContext;
  beforeAll(async () => {
    ctx.databaseUrl = more ? await templateCopyUrl('more') : await workerDatabaseUrl();
    handle = connectPostgres(ctx.databaseUrl, 1);
    ctx.handle = handle;
    ctx.db = handle.db;
    if (more) await migrateToLatest(ctx.db as never, more.migrations);
    // A private data folder, so mail written to the outbox or export files never land in the work tree.
    dataDir = mkdtempSync(join(tmpdir(), 'provador-test-data-'));
    ctx.config = { ...loadConfig({}), dataDir, webDir: '/nonexistent', ...overrides };
    const built = await buildApp({ db: ctx.db, config: ctx.config, moreRouteFolders: more?.routes });
    ctx.app = built.app;
    ctx.routes = built.routes;
    ctx.settings = built.settings;
    ctx.storefrontStores = built.storefrontStores;
  });
  afterAll(async () => {
    await ctx.app?.close();
    await handle?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });
  beforeEach(async () => {
    await truncateAll(ctx.db);
    ctx.fx = await seedFixture(ctx.db);
    // Settings a previous test saved are gone with the truncation: drop the copy now, not at the next poll.
    await ctx.settings.reload();
  });
  ctx.sessionFor = async (userId, tenantId) => {
    let tenant = tenantId;
    if (tenant === undefined) {
      const first = await ctx.db
        .selectFrom('tenant_users')
        .select('tenant_id')
        .where('user_id', '=', userId)
        .orderBy('tenant_id')
        .executeTakeFirst();
      tenant = first?.tenant_id ?? ctx.fx.tenants.alpha;
    }
    return createSession(ctx.db, userId, tenant, {
      idleMinutes: ctx.config.sessionIdleMinutes,
      maxHours: ctx.config.sessionMaxHours,
    });
  };
  ctx.call = (sessionId, options) =>
    ctx.app.inject({
      ...options,
      headers: { ...(options.headers ?? {}), ...(sessionId ? { 'x-session-id': sessionId } : {}) },
    });
  return ctx;
}

export const basic = (email: string, password: string) =>
  `Basic ${Buffer.from(`${email}:${password}`).toString('base64')}`;

/** Signs in as the web app does: GET /api/v1/me with these credentials (the fixture password by default). */
export const signInAs = (t: TestContext, email: string, password = FIXTURE_PASSWORD) =>
  t.app.inject({ method: 'GET', url: '/api/v1/me', headers: { authorization: basic(email, password) } });

/** The routes whose URL matches, each as "METHOD url access", sorted: what an area declares. */
export const declaredRoutes = (t: TestContext, matches: (url: string) => boolean) =>
  t.routes
    .filter((r) => matches(r.url))
    .map((r) => `${r.method} ${r.url} ${r.access}`)
    .sort();
