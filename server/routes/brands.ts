import { tenantOf } from '../plugins/access.js';
import { listQuerySchema, listResponseSchema } from '../../contract/lists.js';
import { brandsPage, changeBrands, createBrand, getBrand, removeBrands, replaceBrand } from '../services/brands.js';
import { BrandBodySchema, BrandBulkChangeSchema, BrandSchema } from '../../contract/brands.js';
import { BulkIdsAnswer, BulkIdsBody, IdParams, NameFilter } from '../../contract/common.js';
import { ErrorBody } from '../../contract/errors.js';
import type { RoutePlugin } from './types.js';

const errors = { 400: ErrorBody, 404: ErrorBody, 409: ErrorBody };
const tags = ['brands'];

export const brandsRoutes: RoutePlugin = async (app, { db }) => {
  app.get(
    '/brands',
    {
      config: { access: 'store' },
      schema: {
        tags,
        summary: "The current store's brands",
        description: 'Sort by name, id or sizeSystem. `name` keeps brands whose name contains it, ignoring case.',
        querystring: listQuerySchema(NameFilter),
        response: { 200: listResponseSchema(BrandSchema), 400: ErrorBody },
      },
    },
    async (request) => brandsPage(db, tenantOf(request), request.query),
  );

  app.get(
    '/brands/single/:id',
    {
      config: { access: 'store' },
      schema: {
        tags,
        summary: 'One brand of the current store',
        params: IdParams,
        response: { 200: BrandSchema, 404: ErrorBody },
      },
    },
    async (request) => getBrand(db, tenantOf(request), request.params.id),
  );

  app.post(
    '/brands/',
    {
      config: { access: 'store' },
      schema: {
        tags,
        summary: 'Create a brand in the current store',
        body: BrandBodySchema,
        response: { 201: BrandSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await createBrand(db, tenantOf(request), request.body)),
  );

  app.put(
    '/brands/single/:id',
    {
      config: { access: 'store' },
      schema: {
        tags,
        summary: 'Replace a brand of the current store',
        description: 'Fields left out are cleared.',
        params: IdParams,
        body: BrandBodySchema,
        response: { 200: BrandSchema, ...errors },
      },
    },
    async (request) => replaceBrand(db, tenantOf(request), request.params.id, request.body),
  );

  app.patch(
    '/brands/',
    {
      config: { access: 'store' },
      schema: {
        tags,
        summary: 'Change several brands at once',
        description: 'All or nothing: an id that is not a brand of the current store answers 404 and changes nothing.',
        body: BrandBulkChangeSchema,
        response: { 200: BulkIdsAnswer, ...errors },
      },
    },
    async (request) => {
      const { ids, changes } = request.body;
      await changeBrands(db, tenantOf(request), ids, changes);
      return { ids };
    },
  );

  app.delete(
    '/brands/bulk/some',
    {
      config: { access: 'store' },
      schema: {
        tags,
        summary: 'Delete several brands at once',
        description: 'All or nothing, like the bulk change.',
        body: BulkIdsBody,
        response: { 200: BulkIdsAnswer, ...errors },
      },
    },
    async (request) => {
      await removeBrands(db, tenantOf(request), request.body.ids);
      return { ids: request.body.ids };
    },
  );
};
