import { listQuerySchema, listResponseSchema } from '../../contract/lists.js';
import { IdParams, NameFilter, NoContent } from '../../contract/common.js';
import { ErrorBody } from '../../contract/errors.js';
import { StrongCategoryBodySchema, StrongCategorySchema } from '../../contract/strongCategories.js';
import {
  createStrongCategory,
  removeStrongCategory,
  replaceStrongCategory,
  strongCategoriesPage,
  strongCategory,
} from '../services/strongCategories.js';
import type { RoutePlugin } from './types.js';

/** Mounted under /api/v1/strong. */
export const prefix = '/strong';

const tags = ['strong categories'];
const errors = { 400: ErrorBody, 404: ErrorBody, 409: ErrorBody };

/**
 * Provider categories and their subcategories, shared by every store (spec section 7): every signed-in
 * user reads them (store users link their categories to them), only administrators write them (spec section 6).
 */
export const strongCategoriesRoutes: RoutePlugin = async (app, { db }) => {
  app.get(
    '/categories',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: 'Provider categories with their subcategories',
        description: 'Sort by name, id or type. `name` keeps categories whose name contains it, ignoring case.',
        querystring: listQuerySchema(NameFilter),
        response: { 200: listResponseSchema(StrongCategorySchema), 400: ErrorBody },
      },
    },
    async (request) => strongCategoriesPage(db, request.query),
  );

  app.get(
    '/categories/single/:id',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: 'One provider category with its subcategories',
        params: IdParams,
        response: { 200: StrongCategorySchema, 404: ErrorBody },
      },
    },
    async (request) => strongCategory(db, request.params.id),
  );

  app.post(
    '/categories',
    {
      config: { access: 'administrator' },
      schema: {
        tags,
        summary: 'Create a provider category with its subcategories',
        body: StrongCategoryBodySchema,
        response: { 201: StrongCategorySchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await createStrongCategory(db, request.body)),
  );

  app.put(
    '/categories/single/:id',
    {
      config: { access: 'administrator' },
      schema: {
        tags,
        summary: 'Replace a provider category and its list of subcategories',
        params: IdParams,
        body: StrongCategoryBodySchema,
        response: { 200: StrongCategorySchema, ...errors },
      },
    },
    async (request) => replaceStrongCategory(db, request.params.id, request.body),
  );

  app.delete(
    '/categories/single/:id',
    {
      config: { access: 'administrator' },
      schema: {
        tags,
        summary: 'Delete a provider category and its subcategories',
        description:
          'Refused with 409 `STRONG_CATEGORY_LINKED` while products, store categories or provider tables link to ' +
          'it or to one of its subcategories; its details say how many (`LINKED_PRODUCTS`, `LINKED_CATEGORIES`, ' +
          '`LINKED_TABLES`, `params.count`).',
        params: IdParams,
        response: { 204: NoContent('The provider category is gone.'), ...errors },
      },
    },
    async (request, reply) => {
      await removeStrongCategory(db, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
