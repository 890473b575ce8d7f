import { ANSWER_WITHIN_MS, checkDatabase } from '../services/health.js';
import { ErrorBody } from '../../contract/errors.js';
import { HealthSchema } from '../../contract/health.js';
import type { RoutePlugin } from './types.js';

export const healthRoutes: RoutePlugin = async (app, { db }) => {
  app.get(
    '/health',
    {
      config: { access: 'public' },
      schema: {
        tags: ['app'],
        summary: 'Whether this server can answer: 200 when its database answers, 503 when it does not',
        description: `For load balancers, container health checks and service managers. The database must answer within ${ANSWER_WITHIN_MS / 1000} s.`,
        security: [],
        response: { 200: HealthSchema, 503: ErrorBody },
      },
    },
    async () => {
      await checkDatabase(db);
      return { status: 'ok' as const };
    },
  );
};
