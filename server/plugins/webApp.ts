import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ErrorCodes } from '../../contract/errorCodes.js';

/** Serves the built web app; any non-API GET falls back to index.html for client-side routes. */
export async function registerWebApp(app: FastifyInstance, webDir: string): Promise<void> {
  const hasWeb = existsSync(join(webDir, 'index.html'));
  if (hasWeb) await app.register(fastifyStatic, { root: webDir, wildcard: false, index: false });
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0];
    if (hasWeb && request.method === 'GET' && !path.startsWith('/api')) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send({ statusCode: 404, code: ErrorCodes.NOT_FOUND, message: `No route ${request.method} ${path}` });
  });
}
