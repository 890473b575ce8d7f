import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { readFileSync } from 'node:fs';

const { version } = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  version: string;
};

/** The OpenAPI description, generated from the route schemas, at /api/docs (JSON at /api/docs/json). */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Provador API',
        version,
        description: 'Back-office API of the Provador size-recommendation service.',
      },
      servers: [{ url: '/' }],
      components: {
        securitySchemes: {
          basic: {
            type: 'http',
            scheme: 'basic',
            description: 'Sign-in only: GET /api/v1/me and PATCH /api/v1/users/terms.',
          },
          session: {
            type: 'apiKey',
            in: 'header',
            name: 'X-Session-Id',
            description: 'Or the sessionId query parameter.',
          },
        },
      },
      security: [{ session: [] }],
    },
  });
  // Over a hundred operations: the page opens with each area folded (the browser stops drawing a
  // fully unfolded list part-way), and the reader unfolds the area they need.
  await app.register(swaggerUi, { routePrefix: '/api/docs', uiConfig: { docExpansion: 'none' } });
}
