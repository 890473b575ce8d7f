import { Type } from '@fastify/type-provider-typebox';
import { listParams, listQuerySchema, listResponseSchema } from '../repositories/listQuery.js';
import { STRONG_CATEGORY_LIST, listStrongCategories } from '../repositories/strongCategories.js';
import { ErrorBody } from '../../contract/errors.js';
import type { Api, RouteDeps } from './types.js';

const Translations = Type.Record(Type.String(), Type.String(), { description: 'Name per language code.' });

const StrongCategorySchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  type: Type.String({ description: 'clothes or shoe' }),
  translations: Translations,
  subcategories: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String(), translations: Translations })),
});

/** Provider categories and their subcategories, shared by every store. Mounted under /strong. */
export async function strongCategoriesRoutes(app: Api, { db }: RouteDeps): Promise<void> {
  app.get(
    '/categories',
    {
      // Any signed-in user: store users pick one when linking their own category to it.
      config: { access: 'signedIn' },
      schema: {
        tags: ['strong categories'],
        summary: 'Provider categories with their subcategories',
        description: 'Sort by name, id or type. `name` keeps categories whose name contains it, ignoring case.',
        querystring: listQuerySchema({ name: Type.Optional(Type.String({ maxLength: 100 })) }),
        response: { 200: listResponseSchema(StrongCategorySchema), 400: ErrorBody },
      },
    },
    async (request) => listStrongCategories(db, request.query, listParams(request.query, STRONG_CATEGORY_LIST)),
  );
}
