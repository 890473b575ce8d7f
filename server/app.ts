import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Config } from './config.js';
import type { Db } from './db/connection.js';
import { registerAccessPolicy, type RegisteredRoute } from './plugins/access.js';
import { registerErrorHandling } from './plugins/errors.js';
import { refuseNulCharacters } from './plugins/nulCharacters.js';
import { limitJsonDepth } from './plugins/jsonDepth.js';
import { registerValidation } from './plugins/validation.js';
import { registerOpenApi } from './plugins/openapi.js';
import { registerWebApp } from './plugins/webApp.js';
import { registerSecurityHeaders } from './plugins/securityHeaders.js';
import { clientErrorHandler, frameworkErrors } from './plugins/protocolErrors.js';
import { apiRoutes } from './routes/index.js';
import type { RoutePlugin } from './routes/types.js';
import { loggerOptions } from './plugins/logRedaction.js';
import type { FeedRunner } from './feeds/feedRunner.js';
import { FeedWorker } from './services/feedWorker.js';
import { LearningWorker } from './services/learningWorker.js';
import { ProviderSyncWorker } from './services/providerSyncWorker.js';
import { returnsFileRunner } from './services/returnsFile.js';
import { environmentValues, LiveSettings } from './services/liveSettings.js';
import { StorefrontStores } from './services/storefrontStores.js';
import { StorefrontProducts } from './services/storefrontProducts.js';

/** Requests that change nothing. */
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
const STOREFRONT_PATH = '/api/v1/storefront/';

export interface AppOptions {
  db: Db;
  /** What the feed worker, returns files and learning use, on connections of their own (default: `db`). */
  backgroundDb?: Db;
  config: Config;
  logger?: FastifyServerOptions['logger'];
  /** Runs feed jobs; with it (and FEED_WORKER on) this process runs a feed worker, stopped when the app closes. */
  feedRunner?: FeedRunner;
  /** Routes of the demo (its feeds), mounted under /api/v1 when main.ts seeds the demo. */
  demoRoutes?: RoutePlugin;
  /** Pages of the demo (its shops), mounted at the root when main.ts seeds the demo. */
  demoPages?: RoutePlugin;
  /** Between two looks at the database for changed settings or invalidated caches (default: a few seconds). */
  settingsPollMs?: number;
  /** Folders of route modules mounted under /api/v1 besides server/routes (a test's fixture resource). */
  moreRouteFolders?: readonly string[];
}

export interface BuiltApp {
  app: FastifyInstance;
  /** This process's feed worker, when it runs one. */
  feedWorker?: FeedWorker;
  /** Every /api/v1 route with its access level, for the access-matrix test and the docs. */
  routes: RegisteredRoute[];
  /** The settings in effect in this process (admin settings over the environment's). */
  settings: LiveSettings;
  /** What this process holds of each storefront key's store. */
  storefrontStores: StorefrontStores;
}

export async function buildApp({
  db,
  backgroundDb = db,
  config,
  logger = false,
  feedRunner,
  demoRoutes,
  demoPages,
  settingsPollMs,
  moreRouteFolders,
}: AppOptions): Promise<BuiltApp> {
  const app = Fastify({
    logger: logger ? loggerOptions(config.logLevel, logger) : false,
    // A client could forge X-Forwarded-For to dodge the sign-in limit: only configured proxies are believed.
    trustProxy: config.trustProxy.length > 0 ? config.trustProxy.join(',') : false,
    bodyLimit: 2 * 1024 * 1024,
    // Requests refused before any route runs answer with the API's error JSON too.
    clientErrorHandler,
    frameworkErrors,
  }).withTypeProvider<TypeBoxTypeProvider>();

  await registerSecurityHeaders(app);
  registerValidation(app);
  limitJsonDepth(app);
  refuseNulCharacters(app);
  registerErrorHandling(app);
  const settings = new LiveSettings(db, environmentValues(config), {
    pollMs: settingsPollMs,
    log: (message, error) => app.log.warn({ err: error }, `settings: ${message}`),
  });
  await settings.start();
  app.addHook('onClose', async () => settings.stop());
  // A new cache generation (POST /tenants/invalidation in any process) drops every held store too.
  const storefrontStores = new StorefrontStores(db);
  const storefrontProducts = new StorefrontProducts(db);
  settings.onChange(() => {
    storefrontStores.forgetAll();
    storefrontProducts.forgetAll();
  });
  // A write of this process's back-office (a product, a table, a link) reaches the storefront at once: every
  // request that is not a read drops the held product pages before it is answered.
  app.addHook('onSend', async (request) => {
    if (!READS.has(request.method) && !request.url.startsWith(STOREFRONT_PATH)) storefrontProducts.forgetAll();
  });
  const routes = registerAccessPolicy(app, db, () => settings.sessionLimits());
  await registerOpenApi(app);
  const feedWorker =
    feedRunner && config.feedWorker
      ? new FeedWorker({
          db: backgroundDb,
          runner: feedRunner,
          returnsRunner: returnsFileRunner(backgroundDb, config, app.log),
          scheduleHours: () => settings.current().feedScheduleHours,
          allowedUrlPrefixes: config.feedAllowedUrlPrefixes,
          concurrency: config.feedWorkerJobs,
          log: (message, error) => app.log.error({ err: error }, `feed worker: ${message}`),
        })
      : undefined;
  // A new schedule interval takes effect from the last scheduled re-queue, without a restart.
  if (feedWorker) settings.onChange(() => feedWorker.reschedule());
  // The provider tables' syncs over every store run as jobs wherever background work runs.
  const providerSyncWorker = config.feedWorker
    ? new ProviderSyncWorker({
        db: backgroundDb,
        log: (message, error) => app.log.error({ err: error }, `provider sync worker: ${message}`),
      })
    : undefined;
  if (providerSyncWorker) app.addHook('onClose', () => providerSyncWorker.stop());
  await app.register(apiRoutes, {
    prefix: '/api/v1',
    db,
    config,
    feedWorker,
    providerSyncWorker,
    settings,
    storefrontStores,
    storefrontProducts,
    moreFolders: moreRouteFolders,
  });
  const deps = { db, config, settings, storefrontStores, storefrontProducts };
  if (demoRoutes) await app.register(demoRoutes, { prefix: '/api/v1', ...deps });
  if (demoPages) await app.register(demoPages, deps);
  await registerWebApp(app, config.webDir);
  if (feedWorker) {
    // Stopped before the database closes: a run cut short is marked interrupted and its store re-queued.
    app.addHook('onClose', () => feedWorker.stop());
  }
  // Learning of the organic provider tables runs where the feed worker runs, never in a request.
  const learningWorker = feedWorker
    ? new LearningWorker({
        db: backgroundDb,
        everyHours: config.learningEveryHours,
        log: (message, error) => app.log.error({ err: error }, `learning worker: ${message}`),
      })
    : undefined;
  if (learningWorker) app.addHook('onClose', () => learningWorker.stop());
  await app.ready();
  await feedWorker?.start();
  learningWorker?.start();
  providerSyncWorker?.start();
  return { app, routes, feedWorker, settings, storefrontStores };
}
