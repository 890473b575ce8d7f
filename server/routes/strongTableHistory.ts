import { IdParams } from '../../contract/common.js';
import { ErrorBody } from '../../contract/errors.js';
import { StrongModelingSchema } from '../../contract/strongModelings.js';
import {
  HistoryQuery,
  RestoreBody,
  TableHistorySchema,
  TableVersionSchema,
  VersionParams,
} from '../../contract/tableHistory.js';
import { authorOf } from '../plugins/access.js';
import { historyOf, restoreStrongVersion, versionOf } from '../services/tableHistory.js';
import type { RoutePlugin } from './types.js';

export const prefix = '/strong';

const tags = ['strong modelings'];

/** The versions of a provider table (moderators), under /strong: as a store table's history. */
export const strongTableHistoryRoutes: RoutePlugin = async (app, { db }) => {
  app.get(
    '/modelings/single/:id/history',
    {
      config: { access: 'moderator' },
      schema: {
        tags,
        summary: "A provider table's versions, newest first",
        params: IdParams,
        querystring: HistoryQuery,
        response: { 200: TableHistorySchema, 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => historyOf(db, 'strong', request.params.id, request.query),
  );

  app.get(
    '/modelings/single/:id/history/:version',
    {
      config: { access: 'moderator' },
      schema: {
        tags,
        summary: 'One version of a provider table and its changes against the version before',
        params: VersionParams,
        response: { 200: TableVersionSchema, 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => versionOf(db, 'strong', request.params.id, request.params.version),
  );

  app.post(
    '/modelings/single/:id/history/:version/restore',
    {
      config: { access: 'moderator' },
      schema: {
        tags,
        summary: 'Save a version of a provider table again, as a new version (its kind stays)',
        params: VersionParams,
        body: RestoreBody,
        response: { 200: StrongModelingSchema, 400: ErrorBody, 404: ErrorBody, 409: ErrorBody },
      },
    },
    async (request) =>
      restoreStrongVersion(
        db,
        request.params.id,
        { version: request.params.version, expected: request.body.version },
        authorOf(request),
      ),
  );
};
