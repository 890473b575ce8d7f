import { IdParams, CsvFileSchema } from '../../contract/common.js';
import {
  DashboardAnswerSchema,
  DashboardDetailsSchema,
  DashboardGeneralSchema,
  DashboardQuerySchema,
} from '../../contract/dashboard.js';
import { ErrorBody } from '../../contract/errors.js';
import { sendCsvBytes } from '../http/csvDownload.js';
import { dashboardCsv, getDashboard, getDashboardDetails, getDashboardGeneral } from '../services/dashboard.js';
import type { RoutePlugin } from './types.js';

const tags = ['dashboard'];

/** The health dashboard (spec 2, moderators): every store's indicators, their CSV and one store's details. */
export const dashboardRoutes: RoutePlugin = async (app, { db }) => {
  app.get(
    '/dashboard',
    {
      config: { access: 'moderator' },
      schema: {
        tags,
        summary: "Every store's health indicators and the overview cards",
        description:
          'Figures come from per-store aggregates the worker refreshes (refreshedAt); product counts are current. ' +
          'Each indicator is disabled, noData (existing without data), working or error (existing with error).',
        querystring: DashboardQuerySchema,
        response: { 200: DashboardAnswerSchema, 400: ErrorBody },
      },
    },
    async (request) => getDashboard(db, request.query),
  );

  app.get(
    '/dashboard/export',
    {
      config: { access: 'moderator' },
      schema: {
        tags,
        summary: 'The filtered list as a CSV file, in the asked order',
        querystring: DashboardQuerySchema,
        produces: ['text/csv'],
        response: { 200: CsvFileSchema('One line per store: state and value of each indicator.'), 400: ErrorBody },
      },
    },
    async (request, reply) => sendCsvBytes(reply, await dashboardCsv(db, request.query), 'dashboard.csv'),
  );

  app.get(
    '/dashboard/analytical/general/:id',
    {
      config: { access: 'moderator' },
      schema: {
        tags,
        summary: "A store's domain, feed, rules, tracking code and products",
        params: IdParams,
        response: { 200: DashboardGeneralSchema, 404: ErrorBody },
      },
    },
    async (request) => getDashboardGeneral(db, request.params.id),
  );

  app.get(
    '/dashboard/analytical/details/:id',
    {
      config: { access: 'moderator' },
      schema: {
        tags,
        summary: "A store's daily trend (recommendations, orders, fitting-room and size-chart use)",
        params: IdParams,
        response: { 200: DashboardDetailsSchema, 404: ErrorBody },
      },
    },
    async (request) => getDashboardDetails(db, request.params.id),
  );
};
