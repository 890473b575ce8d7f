import { authorOf, tenantOf } from '../plugins/access.js';
import { listQuerySchema, listResponseSchema } from '../../contract/lists.js';
import {
  createModeling,
  duplicateModelings,
  getModeling,
  modelingChoices,
  modelingsPage,
  removeModelings,
  replaceModeling,
  simulate,
} from '../services/modelings.js';
import { BulkIdsAnswer, BulkIdsBody, IdParams } from '../../contract/common.js';
import { ErrorBody } from '../../contract/errors.js';
import {
  DuplicationParams,
  ModelingBodySchema,
  ModelingChoicesSchema,
  ModelingSchema,
  ModelingSummarySchema,
  SimulationBodySchema,
  SimulationSchema,
  modelingFilterFields,
} from '../../contract/modelings.js';
import type { RoutePlugin } from './types.js';

const tags = ['modelings'];
const errors = { 400: ErrorBody, 404: ErrorBody };

export const modelingsRoutes: RoutePlugin = async (app, { db }) => {
  app.get(
    '/modelings',
    {
      config: { access: 'store' },
      schema: {
        tags,
        summary: "The current store's size tables",
        querystring: listQuerySchema(modelingFilterFields),
        response: { 200: listResponseSchema(ModelingSummarySchema), 400: ErrorBody },
      },
    },
    async (request) => modelingsPage(db, tenantOf(request), request.query),
  );

  app.get(
    '/modelings/simplified/all',
    {
      config: { access: 'store' },
      schema: {
        tags,
        summary: 'Every table of the store with its sizes, for pickers',
        response: { 200: ModelingChoicesSchema },
      },
    },
    async (request) => modelingChoices(db, tenantOf(request)),
  );

  app.get(
    '/modelings/single/:id',
    {
      config: { access: 'store' },
      schema: {
        tags,
        summary: 'One table with its sizes',
        params: IdParams,
        response: { 200: ModelingSchema, 404: ErrorBody },
      },
    },
    async (request) => getModeling(db, tenantOf(request), request.params.id),
  );

  app.post(
    '/modelings/',
    {
      config: { access: 'store' },
      schema: {
        tags,
        summary: 'Create a table (values in centimetres, weight in kilograms)',
        body: ModelingBodySchema,
        response: { 201: ModelingSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createModeling(db, tenantOf(request), request.body, authorOf(request))),
  );

  app.put(
    '/modelings/single/:id',
    {
      config: { access: 'store' },
      schema: {
        tags,
        summary: 'Replace a table',
        description:
          'Keeps a version of the table. With `version` (the one read), a table saved since is refused: 409 STALE_VERSION.',
        params: IdParams,
        body: ModelingBodySchema,
        response: { 200: ModelingSchema, ...errors, 409: ErrorBody },
      },
    },
    async (request) => replaceModeling(db, tenantOf(request), request.params.id, request.body, authorOf(request)),
  );

  app.delete(
    '/modelings/bulk/some',
    {
      config: { access: 'store' },
      schema: {
        tags,
        summary: 'Delete several tables (all or nothing)',
        body: BulkIdsBody,
        response: { 200: BulkIdsAnswer, ...errors },
      },
    },
    async (request) => {
      await removeModelings(db, tenantOf(request), request.body.ids);
      return { ids: request.body.ids };
    },
  );

  app.post(
    '/modelings/duplicate/:tenantId',
    {
      config: { access: 'storeModerator' },
      schema: {
        tags,
        summary: 'Copy tables of the current store into another store (moderators)',
        description: 'A copy keeps its brand when the target store has a brand of the same name. Answers the new ids.',
        params: DuplicationParams,
        body: BulkIdsBody,
        response: { 201: BulkIdsAnswer, ...errors },
      },
    },
    async (request, reply) => {
      const ids = await duplicateModelings(
        db,
        tenantOf(request),
        request.params.tenantId,
        request.body.ids,
        authorOf(request),
      );
      return reply.status(201).send({ ids });
    },
  );

  app.post(
    '/modelings/single/:id/simulate',
    {
      config: { access: 'store' },
      schema: {
        tags,
        summary: 'Recommend a size from body measures (centimetres, weight in kilograms)',
        description:
          'Per size and measure: the range, whether the value fits, is tight (above the end) or loose (below the start), and the relative deviation.',
        params: IdParams,
        body: SimulationBodySchema,
        response: { 200: SimulationSchema, ...errors },
      },
    },
    async (request) => simulate(db, tenantOf(request), request.params.id, request.body.measures),
  );
};
