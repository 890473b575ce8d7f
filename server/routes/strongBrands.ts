import { listQuerySchema, listResponseSchema } from '../../contract/lists.js';
import { IdParams, NameFilter, NoContent } from '../../contract/common.js';
import { ErrorBody } from '../../contract/errors.js';
import { StrongBrandBodySchema, StrongBrandDetailsSchema, StrongBrandSchema } from '../../contract/strongBrands.js';
import {
  createStrongBrand,
  removeStrongBrand,
  replaceStrongBrand,
  strongBrandDetails,
  strongBrandsPage,
} from '../services/strongBrands.js';
import type { RoutePlugin } from './types.js';

/** Mounted under /api/v1/strong. */
export const prefix = '/strong';

const tags = ['strong brands'];
const errors = { 400: ErrorBody, 404: ErrorBody, 409: ErrorBody };

/** Provider brands, shared by every store: store users read them, moderators and administrators manage them. */
export const strongBrandsRoutes: RoutePlugin = async (app, { db }) => {
  app.get(
    '/brands',
    {
      // Any signed-in user: store users pick one when linking their own brand to it.
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: 'Provider brands',
        description: 'Sort by name, id or active. `name` keeps brands whose name contains it, ignoring case.',
        querystring: listQuerySchema(NameFilter),
        response: { 200: listResponseSchema(StrongBrandSchema), 400: ErrorBody },
      },
    },
    async (request) => strongBrandsPage(db, request.query),
  );

  app.get(
    '/brands/single/:id',
    {
      // Staff only: the answer names the brands of every store linked to it.
      config: { access: 'moderator' },
      schema: {
        tags,
        summary: 'One provider brand, with the store brands and products linked to it',
        params: IdParams,
        response: { 200: StrongBrandDetailsSchema, 404: ErrorBody },
      },
    },
    async (request) => strongBrandDetails(db, request.params.id),
  );

  app.post(
    '/brands/',
    {
      config: { access: 'moderator' },
      schema: {
        tags,
        summary: 'Create a provider brand',
        body: StrongBrandBodySchema,
        response: { 201: StrongBrandDetailsSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await createStrongBrand(db, request.body)),
  );

  app.put(
    '/brands/single/:id',
    {
      config: { access: 'moderator' },
      schema: {
        tags,
        summary: 'Replace a provider brand',
        description: 'A logo left out is cleared.',
        params: IdParams,
        body: StrongBrandBodySchema,
        response: { 200: StrongBrandDetailsSchema, ...errors },
      },
    },
    async (request) => replaceStrongBrand(db, request.params.id, request.body),
  );

  app.delete(
    '/brands/single/:id',
    {
      config: { access: 'moderator' },
      schema: {
        tags,
        summary: 'Delete a provider brand',
        description:
          'Refused with 409 `STRONG_BRAND_LINKED` while products or store brands of any store link to it; ' +
          'its details say how many (`LINKED_PRODUCTS`, `LINKED_BRANDS`, `params.count`).',
        params: IdParams,
        response: { 204: NoContent('The provider brand is gone.'), ...errors },
      },
    },
    async (request, reply) => {
      await removeStrongBrand(db, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
