import { listParams } from '../repositories/listQuery.js';
import { listQuerySchema, listResponseSchema } from '../../contract/lists.js';
import { NameFilter } from '../../contract/common.js';
import { STRONG_CATEGORY_LIST, listStrongCategories } from '../repositories/strongCategories.js';
import { ErrorBody } from '../../contract/errors.js';
import { StrongCategorySchema } from '../../contract/strongCategories.js';
import type { RoutePlugin } from './types.js';

/** Provider categories and their subcategories, shared by every store. Mounted under /strong. */
/** Mounted under /api/v1/strong. */
export const prefix = '/strong';

export const strongCategoriesRoutes: RoutePlugin = async (app, { db }) => {
  app.get(
    '/categories',
    {
      // Any signed-in user: store users pick one when linking their own category to it.
      config: { access: 'signedIn' },
      schema: {
        tags: ['strong categories'],
        summary: 'Provider categories with their subcategories',
        description: 'Sort by name, id or type. `name` keeps categories whose name contains it, ignoring case.',
        querystring: listQuerySchema(NameFilter),
        response: { 200: listResponseSchema(StrongCategorySchema), 400: ErrorBody },
      },
    },
    async (request) => listStrongCategories(db, request.query, listParams(request.query, STRONG_CATEGORY_LIST)),
  );
};
