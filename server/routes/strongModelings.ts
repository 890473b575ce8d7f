import { interfaceLanguageOf } from '../../domain/copyName.js';
import { authorOf, tenantOf } from '../plugins/access.js';
import {
  convertStrongModeling,
  createFromStores,
  createStrongModeling,
  duplicateStrongModeling,
  findStrongLink,
  getStrongModeling,
  removeStrongModelings,
  replaceStrongModeling,
  strongModelingChoices,
  strongModelingsPage,
} from '../services/strongModelings.js';
import { BulkIdsAnswer, BulkIdsBody, IdParams } from '../../contract/common.js';
import { ErrorBody } from '../../contract/errors.js';
import { listQuerySchema, listResponseSchema } from '../../contract/lists.js';
import {
  CreateFromBrandsBody,
  CreateFromStoresQuery,
  CreatedStrongModelingsSchema,
  StrongLinkMatchSchema,
  StrongLinkQuery,
  StrongModelingBodySchema,
  StrongModelingChoicesSchema,
  StrongModelingSchema,
  StrongModelingSummarySchema,
  strongModelingFilterFields,
} from '../../contract/strongModelings.js';
import { ProviderSyncJobSchema, ProviderSyncJobsSchema } from '../../contract/providerSync.js';
import { listProviderSyncJobs, startProviderSync } from '../services/providerSync.js';
import type { RoutePlugin } from './types.js';

export const prefix = '/strong';

const tags = ['strong modelings'];
const errors = { 400: ErrorBody, 404: ErrorBody };

/** The provider's own size tables (prefix /strong): moderators write; store users resolve a product's link. */
export const strongModelingsRoutes: RoutePlugin = async (app, { db, providerSyncWorker }) => {
  const queued = <T>(job: T) => {
    providerSyncWorker?.wake();
    return job;
  };
  app.get(
    '/modelings',
    {
      config: { access: 'moderator' },
      schema: {
        tags,
        summary: 'The provider tables (moderators)',
        querystring: listQuerySchema(strongModelingFilterFields),
        response: { 200: listResponseSchema(StrongModelingSummarySchema), 400: ErrorBody },
      },
    },
    async (request) => strongModelingsPage(db, request.query),
  );

  app.get(
    '/modelings/simplified',
    {
      config: { access: 'moderator' },
      schema: {
        tags,
        summary: 'Every provider table with its sizes, for pickers',
        response: { 200: StrongModelingChoicesSchema },
      },
    },
    async () => strongModelingChoices(db),
  );

  app.get(
    '/modelings/link',
    {
      config: { access: 'store' },
      schema: {
        tags,
        summary: "The provider table a product's strong link resolves to",
        description:
          "A table attribute that is set must equal the link's; the most specific table wins, then the slug weight nearest the link's. `match` is null when no table matches the attributes given.",
        querystring: StrongLinkQuery,
        response: { 200: StrongLinkMatchSchema, 400: ErrorBody },
      },
    },
    async (request) => findStrongLink(db, request.query),
  );

  app.get(
    '/modelings/single/:id',
    {
      config: { access: 'moderator' },
      schema: {
        tags,
        summary: 'One provider table with its sizes, confidence and samples',
        params: IdParams,
        response: { 200: StrongModelingSchema, 404: ErrorBody },
      },
    },
    async (request) => getStrongModeling(db, request.params.id),
  );

  app.post(
    '/modelings/',
    {
      config: { access: 'moderator' },
      schema: {
        tags,
        summary: 'Create a static provider table',
        body: StrongModelingBodySchema,
        response: { 201: StrongModelingSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await createStrongModeling(db, request.body, authorOf(request))),
  );

  app.put(
    '/modelings/single/:id',
    {
      config: { access: 'moderator' },
      schema: {
        tags,
        summary: 'Replace a provider table (confidence and samples are kept: learning writes them)',
        description:
          'Keeps a version of the table. With `version` (the one read), a table saved since is refused: 409 STALE_VERSION.',
        params: IdParams,
        body: StrongModelingBodySchema,
        response: { 200: StrongModelingSchema, ...errors, 409: ErrorBody },
      },
    },
    async (request) => replaceStrongModeling(db, request.params.id, request.body, authorOf(request)),
  );

  app.delete(
    '/modelings/bulk/some',
    {
      config: { access: 'moderator' },
      schema: {
        tags,
        summary: 'Delete several provider tables (all or nothing)',
        body: BulkIdsBody,
        response: { 200: BulkIdsAnswer, ...errors },
      },
    },
    async (request) => {
      await removeStrongModelings(db, request.body.ids);
      return { ids: request.body.ids };
    },
  );

  app.post(
    '/modelings/single/:id/duplicate',
    {
      config: { access: 'moderator' },
      schema: {
        tags,
        summary: 'Copy a provider table (the copy is static, nothing learned)',
        description: 'The copy is named "<name> (copy)" in the language the Accept-Language header asks for.',
        params: IdParams,
        response: { 201: StrongModelingSchema, 404: ErrorBody },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await duplicateStrongModeling(
            db,
            request.params.id,
            authorOf(request),
            interfaceLanguageOf(request.headers['accept-language']),
          ),
        ),
  );

  app.post(
    '/modelings/single/:id/convert',
    {
      config: { access: 'moderator' },
      schema: {
        tags,
        summary: 'Convert a static provider table to organic',
        params: IdParams,
        response: { 200: StrongModelingSchema, 404: ErrorBody, 409: ErrorBody },
      },
    },
    async (request) => convertStrongModeling(db, request.params.id, authorOf(request)),
  );

  app.post(
    '/modelings/sync/create-strong-modeling',
    {
      config: { access: 'moderator' },
      schema: {
        tags,
        summary: "Queue a job creating provider tables from every store's tables of a size system that have none yet",
        description:
          'Answers 202 with the job (GET /strong/modelings/sync/jobs follows it). One such job at a time: while one waits or runs, the answer is that job.',
        querystring: CreateFromStoresQuery,
        response: { 202: ProviderSyncJobSchema, 400: ErrorBody },
      },
    },
    async (request, reply) =>
      reply
        .status(202)
        .send(queued(await startProviderSync(db, 'create_tables', request.query.sizeSystem, authorOf(request)))),
  );

  app.post(
    '/modelings/sync/brands',
    {
      config: { access: 'storeModerator' },
      schema: {
        tags,
        summary: "Create provider tables from the current store's tables of these brands (moderators)",
        body: CreateFromBrandsBody,
        response: { 200: CreatedStrongModelingsSchema, 400: ErrorBody },
      },
    },
    async (request) =>
      createFromStores(db, { tenantId: tenantOf(request), brandIds: request.body.ids }, authorOf(request)),
  );

  app.post(
    '/modelings/sync',
    {
      config: { access: 'moderator' },
      schema: {
        tags,
        summary: "Queue a job linking every store's products to the provider table their strong link resolves to",
        description:
          'Answers 202 with the job (GET /strong/modelings/sync/jobs follows it). One such job at a time: while one waits or runs, the answer is that job.',
        response: { 202: ProviderSyncJobSchema },
      },
    },
    async (request, reply) =>
      reply.status(202).send(queued(await startProviderSync(db, 'link_products', null, authorOf(request)))),
  );

  app.get(
    '/modelings/sync/jobs',
    {
      config: { access: 'moderator' },
      schema: {
        tags,
        summary: 'The latest sync job of each kind: status, stores done of all, and what it did so far',
        response: { 200: ProviderSyncJobsSchema },
      },
    },
    async () => ({ data: await listProviderSyncJobs(db) }),
  );
};
