import { tenantOf } from '../plugins/access.js';
import { listQuerySchema, listResponseSchema } from '../../contract/lists.js';
import {
  categoriesPage,
  changeCategories,
  createCategory,
  getCategory,
  removeCategories,
  replaceCategory,
} from '../services/categories.js';
import { BulkIdsAnswer, BulkIdsBody, IdParams, NameFilter } from '../../contract/common.js';
import { CategoryBodySchema, CategoryBulkChangeSchema, CategorySchema } from '../../contract/categories.js';
import { ErrorBody } from '../../contract/errors.js';
import type { RoutePlugin } from './types.js';

const errors = { 400: ErrorBody, 404: ErrorBody, 409: ErrorBody };
const tags = ['categories'];

export const categoriesRoutes: RoutePlugin = async (app, { db }) => {
  app.get(
    '/categories',
    {
      config: { access: 'store' },
      schema: {
        tags,
        summary: "The current store's categories",
        description: 'Sort by name or id. `name` keeps categories whose name contains it, ignoring case.',
        querystring: listQuerySchema(NameFilter),
        response: { 200: listResponseSchema(CategorySchema), 400: ErrorBody },
      },
    },
    async (request) => categoriesPage(db, tenantOf(request), request.query),
  );

  app.get(
    '/categories/single/:id',
    {
      config: { access: 'store' },
      schema: {
        tags,
        summary: 'One category of the current store',
        params: IdParams,
        response: { 200: CategorySchema, 404: ErrorBody },
      },
    },
    async (request) => getCategory(db, tenantOf(request), request.params.id),
  );

  app.post(
    '/categories/',
    {
      config: { access: 'store' },
      schema: {
        tags,
        summary: 'Create a category in the current store',
        body: CategoryBodySchema,
        response: { 201: CategorySchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await createCategory(db, tenantOf(request), request.body)),
  );

  app.put(
    '/categories/single/:id',
    {
      config: { access: 'store' },
      schema: {
        tags,
        summary: 'Replace a category of the current store',
        description: 'Fields left out take their defaults.',
        params: IdParams,
        body: CategoryBodySchema,
        response: { 200: CategorySchema, ...errors },
      },
    },
    async (request) => replaceCategory(db, tenantOf(request), request.params.id, request.body),
  );

  app.patch(
    '/categories/',
    {
      config: { access: 'store' },
      schema: {
        tags,
        summary: 'Change several categories at once',
        description:
          'All or nothing: an id that is not a category of the current store answers 404 and changes nothing.',
        body: CategoryBulkChangeSchema,
        response: { 200: BulkIdsAnswer, ...errors },
      },
    },
    async (request) => {
      const { ids, changes } = request.body;
      await changeCategories(db, tenantOf(request), ids, changes);
      return { ids };
    },
  );

  app.delete(
    '/categories/bulk/some',
    {
      config: { access: 'store' },
      schema: {
        tags,
        summary: 'Delete several categories at once',
        description: 'All or nothing, like the bulk change. Products of a deleted category keep no category.',
        body: BulkIdsBody,
        response: { 200: BulkIdsAnswer, ...errors },
      },
    },
    async (request) => {
      await removeCategories(db, tenantOf(request), request.body.ids);
      return { ids: request.body.ids };
    },
  );
};
