import { tenantOf } from '../plugins/access.js';
import { summarize } from '../services/reports.js';
import { ErrorBody } from '../../contract/errors.js';
import { ReportQuerySchema, ReportSchema } from '../../contract/reports.js';
import { MIN_IMPACT_SAMPLE } from '../../domain/confidence.js';
import type { RoutePlugin } from './types.js';

export const reportsRoutes: RoutePlugin = async (app, { db }) => {
  app.get(
    '/reports/summarize',
    {
      config: { access: 'store' },
      schema: {
        tags: ['reports'],
        summary: "The current store's orders, returns and recommendations over a period",
        description: `Items are order lines; a return counts on its order's day, so a rate is the share of the period's items returned. Recommendations carry no country and are counted whatever the countries. Impact: return rate with − without the fitting room, and followed − not followed (items with a recommendation), with Newcombe's 95% interval once each group has ${MIN_IMPACT_SAMPLE} items.`,
        querystring: ReportQuerySchema,
        response: { 200: ReportSchema, 400: ErrorBody },
      },
    },
    async (request) => summarize(db, tenantOf(request), request.query),
  );
};
