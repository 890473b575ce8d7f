import { databaseUnavailable } from '../db/unavailable.js';
import { pingDatabase } from '../repositories/health.js';
import { ErrorBody } from '../../contract/errors.js';
import { HealthSchema } from '../../contract/health.js';
import type { RoutePlugin } from './types.js';

// Longer than any query of a healthy database takes to start, shorter than a load balancer's check.
const ANSWER_WITHIN_MS = 5000;

/** Resolves when the database answers a trivial query in time; rejects with DATABASE_UNAVAILABLE otherwise. */
async function databaseAnswers(run: () => Promise<unknown>): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(databaseUnavailable()), ANSWER_WITHIN_MS);
  });
  try {
    await Promise.race([run(), late]);
  } finally {
    clearTimeout(timer);
  }
}

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
      await databaseAnswers(() => pingDatabase(db));
      return { status: 'ok' as const };
    },
  );
};
