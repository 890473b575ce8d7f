import { tenantOf } from '../plugins/access.js';
import { latestImportRun } from '../services/importRuns.js';
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
    async (request) => latestImportRun(db, tenantOf(request)),
  );
};
