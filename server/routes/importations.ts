import { tenantOf } from '../plugins/access.js';
import { latestFeedRun } from '../repositories/importRuns.js';
import { LatestImportRunSchema } from '../../contract/importRuns.js';
import type { RoutePlugin } from './types.js';

export const importationsRoutes: RoutePlugin = async (app, { db }) => {
  app.get(
    '/importations/latest',
    {
      config: { access: 'store' },
      schema: {
        tags: ['importations'],
        summary: "The current store's latest feed import, or null before the first one",
        response: { 200: LatestImportRunSchema },
      },
    },
    async (request) => {
      const run = await latestFeedRun(db, tenantOf(request));
      if (!run) return null;
      const { failureCode, failureParams, noticeCode, noticeParams, ...rest } = run;
      return {
        ...rest,
        startedAt: run.startedAt.toISOString(),
        finishedAt: run.finishedAt?.toISOString() ?? null,
        failure: run.status === 'failed' && failureCode ? { code: failureCode, params: failureParams ?? {} } : null,
        notice: noticeCode ? { code: noticeCode, params: noticeParams ?? {} } : null,
        errors: run.errors as Record<string, unknown>[],
      };
    },
  );
};
