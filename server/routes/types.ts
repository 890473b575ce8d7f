import type { FastifyBaseLogger, FastifyInstance, RawServerDefault } from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Config } from '../config.js';
import type { Db } from '../db/connection.js';
import type { FeedWorker } from '../feeds/worker.js';

/** The Fastify instance route files receive: schemas typed through TypeBox. */
export type Api = FastifyInstance<
  RawServerDefault,
  IncomingMessage,
  ServerResponse<IncomingMessage>,
  FastifyBaseLogger,
  TypeBoxTypeProvider
>;

/** What every route plugin is given. */
export interface RouteDeps {
  db: Db;
  config: Config;
  /** This process's feed worker; absent in an API-only process (FEED_WORKER=off) or without a runner. */
  feedWorker?: FeedWorker;
}
