import { IdParams } from '../../contract/common.js';
import { ErrorBody } from '../../contract/errors.js';
import { ModelingSchema } from '../../contract/modelings.js';
import {
  HistoryQuery,
  RestoreBody,
  TableHistorySchema,
  TableVersionSchema,
  VersionParams,
} from '../../contract/tableHistory.js';
import { authorOf, tenantOf } from '../plugins/access.js';
import { historyOf, restoreStoreVersion, versionOf } from '../services/tableHistory.js';
import type { RoutePlugin } from './types.js';

const tags = ['modelings'];

/** The versions of a store's table: every save keeps one; a version can be saved again (restored). */
export const tableHistoryRoutes: RoutePlugin = async (app, { db }) => {
  app.get(
    '/modelings/single/:id/history',
    {
      config: { access: 'store' },
      schema: {
        tags,
        summary: "A table's versions, newest first",
        description:
          'Who saved, when, from where (origin) and a summary of what changed. `current` is the version a restore names.',
        params: IdParams,
        querystring: HistoryQuery,
        response: { 200: TableHistorySchema, 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => historyOf(db, { tenantId: tenantOf(request) }, request.params.id, request.query),
  );

  app.get(
    '/modelings/single/:id/history/:version',
    {
      config: { access: 'store' },
      schema: {
        tags,
        summary: 'One version of a table and its changes against the version before',
        params: VersionParams,
        response: { 200: TableVersionSchema, 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => versionOf(db, { tenantId: tenantOf(request) }, request.params.id, request.params.version),
  );

  app.post(
    '/modelings/single/:id/history/:version/restore',
    {
      config: { access: 'store' },
      schema: {
        tags,
        summary: 'Save a version of a table again, as a new version',
        description:
          'Checked as an edit is. `version` is the current version read; 409 STALE_VERSION when the table was saved since.',
        params: VersionParams,
        body: RestoreBody,
        response: { 200: ModelingSchema, 400: ErrorBody, 404: ErrorBody, 409: ErrorBody },
      },
    },
    async (request) =>
      restoreStoreVersion(
        db,
        tenantOf(request),
        request.params.id,
        { version: request.params.version, expected: request.body.version },
        authorOf(request),
      ),
  );
};
