import { Type, type TSchema } from '@fastify/type-provider-typebox';
import { CLOTHES_TYPES, TABLE_TYPES } from '../../domain/modeling.js';
import { notFound } from '../errors.js';
import { tenantOf } from '../plugins/access.js';
import { CATEGORY_LIST, findCategory, listCategories } from '../repositories/categories.js';
import { listParams, listQuerySchema, listResponseSchema } from '../repositories/listQuery.js';
import { changeCategories, createCategory, removeCategories, replaceCategory } from '../services/categories.js';
import { BulkIdsAnswer, BulkIdsBody, BulkIdsSchema, IdParams, IdSchema } from '../../contract/common.js';
import { ErrorBody } from '../../contract/errors.js';
import type { Api, RouteDeps } from './types.js';

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

const CategorySchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  originalName: Nullable(Type.String()),
  type: Type.String({ description: TABLE_TYPES.join(' or ') }),
  clothesType: Nullable(Type.String()),
  strongCategoryId: Nullable(Type.Integer()),
  strongCategoryName: Nullable(Type.String()),
  strongSubcategoryId: Nullable(Type.Integer()),
  strongSubcategoryName: Nullable(Type.String()),
  sizeTailor: Type.Boolean(),
});

// Enumerated values are checked by the category rules, which answer one clear problem per field.
const linkFields = {
  type: Type.Optional(Type.String({ maxLength: 20, description: `${TABLE_TYPES.join(' or ')} (default clothes).` })),
  clothesType: Type.Optional(Nullable(Type.String({ maxLength: 40, description: `One of ${CLOTHES_TYPES.join(', ')}.` }))),
  strongCategoryId: Type.Optional(Nullable(IdSchema)),
  strongSubcategoryId: Type.Optional(Nullable(IdSchema)),
  sizeTailor: Type.Optional(Type.Boolean()),
};

const CategoryBody = Type.Object(
  {
    name: Type.String({ maxLength: 1000, description: '1 to 100 characters after trimming, no comma; unique in the store.' }),
    originalName: Type.Optional(Nullable(Type.String({ maxLength: 1000, description: "The name in the store's own catalogue." }))),
    ...linkFields,
  },
  { additionalProperties: false },
);

const BulkChangeBody = Type.Object(
  {
    ids: BulkIdsSchema,
    changes: Type.Object(linkFields, {
      additionalProperties: false,
      minProperties: 1,
      description: 'A new strongCategoryId without strongSubcategoryId clears the subcategory.',
    }),
  },
  { additionalProperties: false },
);

const errors = { 400: ErrorBody, 404: ErrorBody, 409: ErrorBody };
const tags = ['categories'];

export async function categoriesRoutes(app: Api, { db }: RouteDeps): Promise<void> {
  app.get(
    '/categories',
    {
      config: { access: 'store' },
      schema: {
        tags,
        summary: "The current store's categories",
        description: 'Sort by name or id. `name` keeps categories whose name contains it, ignoring case.',
        querystring: listQuerySchema({ name: Type.Optional(Type.String({ maxLength: 100 })) }),
        response: { 200: listResponseSchema(CategorySchema), 400: ErrorBody },
      },
    },
    async (request) => listCategories(db, tenantOf(request), request.query, listParams(request.query, CATEGORY_LIST)),
  );

  app.get(
    '/categories/single/:id',
    {
      config: { access: 'store' },
      schema: { tags, summary: 'One category of the current store', params: IdParams, response: { 200: CategorySchema, 404: ErrorBody } },
    },
    async (request) => {
      const category = await findCategory(db, tenantOf(request), request.params.id);
      if (!category) throw notFound('Category not found.');
      return category;
    },
  );

  app.post(
    '/categories/',
    {
      config: { access: 'store' },
      schema: { tags, summary: 'Create a category in the current store', body: CategoryBody, response: { 201: CategorySchema, ...errors } },
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
        body: CategoryBody,
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
        description: 'All or nothing: an id that is not a category of the current store answers 404 and changes nothing.',
        body: BulkChangeBody,
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
}
