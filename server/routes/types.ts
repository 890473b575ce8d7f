import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Config } from '../config.js';
import type { Db } from '../db/connection.js';
import type { FeedWorker } from '../services/feedWorker.js';
import type { LiveSettings } from '../services/liveSettings.js';
import type { ProviderSyncWorker } from '../services/providerSyncWorker.js';
import type { StorefrontProducts } from '../services/storefrontProducts.js';
import type { StorefrontStores } from '../services/storefrontStores.js';

/** What every route plugin is given. */
export interface RouteDeps {
  db: Db;
  config: Config;
  /** This process's feed worker; absent in an API-only process (FEED_WORKER=off) or without a runner. */
  feedWorker?: FeedWorker;
  /** This process's runner of the provider tables' sync jobs; absent in an API-only process (FEED_WORKER=off). */
  providerSyncWorker?: ProviderSyncWorker;
  /** The settings in effect (admin settings over the environment's): read them here, not from config. */
  settings: LiveSettings;
  /** What each storefront key opens, held a few seconds: a save of a store's key, status or features drops its copy. */
  storefrontStores: StorefrontStores;
  /** The product pages the storefront was asked about, held a few seconds: a back-office write here drops them. */
  storefrontProducts: StorefrontProducts;
}

/**
 * A route plugin: a Fastify plugin given RouteDeps, whose routes take the static types of their
 * contract/ schemas (params, query, body and answers) through the TypeBox type provider.
 */
export type RoutePlugin = FastifyPluginAsyncTypebox<RouteDeps>;
