import type { FastifyRequest } from 'fastify';
import type { TSchema } from 'typebox';
import { IdParams } from '../../contract/common.js';
import { ErrorBody } from '../../contract/errors.js';
import {
  HistoryQuery,
  RestoreBody,
  TableHistorySchema,
  TableVersionSchema,
  VersionParams,
} from '../../contract/tableHistory.js';
import type { Db } from '../db/connection.js';
import type { Access } from '../../domain/access.js';
import { authorOf } from './access.js';
import type { TableScope } from '../repositories/tableVersions.js';
import { historyOf, versionOf } from '../services/tableHistory.js';
import type { Author } from '../services/tableVersions.js';
import type { RoutePlugin } from '../routes/types.js';

/** What tells one kind of table's history routes from the other's. */
export interface TableHistoryKind {
  access: Access;
  tags: string[];
  /** "table" or "provider table", as the summaries name it. */
  noun: string;
  table: TSchema;
  scopeOf: (request: FastifyRequest) => TableScope;
  restore: (
    db: Db,
    request: FastifyRequest,
    id: number,
    at: { version: number; expected: number },
    author: Author,
  ) => Promise<unknown>;
}

/** A table's versions: every save keeps one; a version can be saved again (restored). */
export const historyRoutesFor =
  (kind: TableHistoryKind): RoutePlugin =>
  async (app, { db }) => {
    const { access, tags, noun } = kind;
    app.get(
      '/modelings/single/:id/history',
      {
        config: { access },
        schema: {
          tags,
          summary: `A ${noun}'s versions, newest first`,
          description:
            'Who saved, when, from where (origin) and a summary of what changed. `current` is the version a restore names.',
          params: IdParams,
          querystring: HistoryQuery,
          response: { 200: TableHistorySchema, 400: ErrorBody, 404: ErrorBody },
        },
      },
      async (request) => historyOf(db, kind.scopeOf(request), request.params.id, request.query),
    );

    app.get(
      '/modelings/single/:id/history/:version',
      {
        config: { access },
        schema: {
          tags,
          summary: `One version of a ${noun} and its changes against the version before`,
          params: VersionParams,
          response: { 200: TableVersionSchema, 400: ErrorBody, 404: ErrorBody },
        },
      },
      async (request) => versionOf(db, kind.scopeOf(request), request.params.id, request.params.version),
    );

    app.post(
      '/modelings/single/:id/history/:version/restore',
      {
        config: { access },
        schema: {
          tags,
          summary: `Save a version of a ${noun} again, as a new version`,
          description:
            'Checked as an edit is. `version` is the current version read; 409 STALE_VERSION when the table was saved since.',
          params: VersionParams,
          body: RestoreBody,
          response: { 200: kind.table, 400: ErrorBody, 404: ErrorBody, 409: ErrorBody },
        },
      },
      async (request) =>
        kind.restore(
          db,
          request,
          request.params.id,
          { version: request.params.version, expected: request.body.version },
          authorOf(request),
        ),
    );
  };
