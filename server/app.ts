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
import { loggerOptions } from './plugins/logRedaction.js';

export interface AppOptions {
  db: Db;
  config: Config;
  logger?: FastifyServerOptions['logger'];
}

export interface BuiltApp {
  app: FastifyInstance;
  /** Every /api/v1 route with its access level, for the access-matrix test and the docs. */
  routes: RegisteredRoute[];
}

export async function buildApp({ db, config, logger = false }: AppOptions): Promise<BuiltApp> {
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
  const routes = registerAccessPolicy(app, db, {
    idleMinutes: config.sessionIdleMinutes,
    maxHours: config.sessionMaxHours,
  });
  await registerOpenApi(app);
  await app.register(apiRoutes, { prefix: '/api/v1', db, config });
  await registerWebApp(app, config.webDir);
  await app.ready();
  return { app, routes };
}
