import {
  associateStylesModeling,
  changeStyleWeight,
  strongModelsPage,
  strongStylesPage,
  syncStyles,
} from '../services/strongStyles.js';
import { BulkIdsAnswer, IdParams } from '../../contract/common.js';
import { ErrorBody } from '../../contract/errors.js';
import { listQuerySchema, listResponseSchema } from '../../contract/lists.js';
import {
  StrongModelSchema,
  StrongStyleSchema,
  StyleModelingBodySchema,
  StyleSyncSchema,
  StyleWeightBodySchema,
  strongModelFilterFields,
  strongStyleFilterFields,
} from '../../contract/strongStyles.js';
import type { RoutePlugin } from './types.js';

export const prefix = '/strong';

const tags = ['strong styles'];

/** Size styles (moderators) and the models met in the strong links (store users: the product editor). */
export const strongStylesRoutes: RoutePlugin = async (app, { db }) => {
  app.get(
    '/styles',
    {
      config: { access: 'moderator' },
      schema: {
        tags,
        summary: 'The size styles (moderators)',
        querystring: listQuerySchema(strongStyleFilterFields),
        response: { 200: listResponseSchema(StrongStyleSchema), 400: ErrorBody },
      },
    },
    async (request) => strongStylesPage(db, request.query),
  );

  app.post(
    '/styles/sync',
    {
      config: { access: 'moderator' },
      schema: {
        tags,
        summary: "Build and refresh the size styles from every store's products' strong links",
        description: 'Idempotent: a second run changes nothing. Styles no product holds keep their weight and table.',
        response: { 200: StyleSyncSchema },
      },
    },
    async () => syncStyles(db),
  );

  app.put(
    '/styles/single/:id',
    {
      config: { access: 'moderator' },
      schema: {
        tags,
        summary: "Set a size style's weight",
        params: IdParams,
        body: StyleWeightBodySchema,
        response: { 200: StrongStyleSchema, 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => changeStyleWeight(db, request.params.id, request.body.weightStyle),
  );

  app.patch(
    '/styles/modeling/',
    {
      config: { access: 'moderator' },
      schema: {
        tags,
        summary: 'Make several size styles use one provider table, or none (all or nothing)',
        body: StyleModelingBodySchema,
        response: { 200: BulkIdsAnswer, 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => associateStylesModeling(db, request.body),
  );

  app.get(
    '/models',
    {
      config: { access: 'store' },
      schema: {
        tags,
        summary: 'The models met in the strong links, for the product editor',
        description: "From the size styles, so as of their last sync. `id` is the model's name in lower case.",
        querystring: listQuerySchema(strongModelFilterFields),
        response: { 200: listResponseSchema(StrongModelSchema), 400: ErrorBody },
      },
    },
    async (request) => strongModelsPage(db, request.query),
  );
};
