import { IdParams, NameFilter, NoContent } from '../../../../contract/common.js';
import { ErrorBody } from '../../../../contract/errors.js';
import { listQuerySchema, listResponseSchema } from '../../../../contract/lists.js';
import type { RoutePlugin } from '../../../../server/routes/types.js';
import { RecipeSampleBodySchema, RecipeSampleSchema } from '../../contract/recipeSamples.js';
import {
  createRecipeSample,
  recipeSample,
  recipeSamplesPage,
  removeRecipeSample,
  replaceRecipeSample,
} from '../services/recipeSamples.js';

const tags = ['recipe samples'];
const errors = { 400: ErrorBody, 404: ErrorBody, 409: ErrorBody };

/** Recipe samples (moderators): mounted at /api/v1, as a module of the routes folder with no prefix is. */
export const recipeSamplesRoutes: RoutePlugin = async (app, { db }) => {
  app.get(
    '/recipe-samples',
    {
      config: { access: 'moderator' },
      schema: {
        tags,
        summary: 'Recipe samples',
        querystring: listQuerySchema(NameFilter),
        response: { 200: listResponseSchema(RecipeSampleSchema), 400: ErrorBody },
      },
    },
    async (request) => recipeSamplesPage(db, request.query),
  );

  app.get(
    '/recipe-samples/single/:id',
    {
      config: { access: 'moderator' },
      schema: {
        tags,
        summary: 'One recipe sample',
        params: IdParams,
        response: { 200: RecipeSampleSchema, 404: ErrorBody },
      },
    },
    async (request) => recipeSample(db, request.params.id),
  );

  app.post(
    '/recipe-samples/',
    {
      config: { access: 'moderator' },
      schema: {
        tags,
        summary: 'Create a recipe sample',
        body: RecipeSampleBodySchema,
        response: { 201: RecipeSampleSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await createRecipeSample(db, request.body)),
  );

  app.put(
    '/recipe-samples/single/:id',
    {
      config: { access: 'moderator' },
      schema: {
        tags,
        summary: 'Replace a recipe sample',
        params: IdParams,
        body: RecipeSampleBodySchema,
        response: { 200: RecipeSampleSchema, ...errors },
      },
    },
    async (request) => replaceRecipeSample(db, request.params.id, request.body),
  );

  app.delete(
    '/recipe-samples/single/:id',
    {
      config: { access: 'moderator' },
      schema: {
        tags,
        summary: 'Delete a recipe sample',
        params: IdParams,
        response: { 204: NoContent('The recipe sample is gone.'), ...errors },
      },
    },
    async (request, reply) => {
      await removeRecipeSample(db, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
