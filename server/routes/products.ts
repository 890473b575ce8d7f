import { tenantOf } from '../plugins/access.js';
import { listQuerySchema, listResponseSchema } from '../../contract/lists.js';
import {
  changeProducts,
  createProduct,
  getProduct,
  productCounts,
  productsPage,
  removeAllProducts,
  removeProducts,
  replaceProduct,
} from '../services/products.js';
import { BulkIdsAnswer, BulkIdsBody, IdParams, OpenQuery } from '../../contract/common.js';
import { ErrorBody } from '../../contract/errors.js';
import {
  ConfirmationBody,
  DeletedProductsSchema,
  ProductBodySchema,
  ProductBulkChangeSchema,
  ProductCountsSchema,
  ProductReplaceQuery,
  ProductSchema,
  ProductSummarySchema,
  productFilterFields,
  productSearchFields,
} from '../../contract/products.js';
import type { RoutePlugin } from './types.js';

const tags = ['products'];
const errors = { 400: ErrorBody, 404: ErrorBody, 409: ErrorBody };
const confirmationNote =
  'Refused with 400 CONFIRMATION_REQUIRED, deleting nothing, unless `confirmation` is the delete word of one of the interface languages.';

export const productsRoutes: RoutePlugin = async (app, { db }) => {
  app.get(
    '/products',
    {
      config: { access: 'store' },
      schema: {
        tags,
        summary: "The current store's products",
        description: 'Sort by name, id or updatedAt (default id,desc).',
        querystring: listQuerySchema(productFilterFields),
        response: { 200: listResponseSchema(ProductSummarySchema), 400: ErrorBody },
      },
    },
    async (request) => productsPage(db, tenantOf(request), request.query),
  );

  app.get(
    '/products/count',
    {
      config: { access: 'store' },
      schema: {
        tags,
        summary: 'How many products are in each state',
        querystring: OpenQuery(productSearchFields),
        response: { 200: ProductCountsSchema, 400: ErrorBody },
      },
    },
    async (request) => productCounts(db, tenantOf(request), request.query),
  );

  app.get(
    '/products/single/:id',
    {
      config: { access: 'store' },
      schema: { tags, summary: 'One product', params: IdParams, response: { 200: ProductSchema, 404: ErrorBody } },
    },
    async (request) => getProduct(db, tenantOf(request), request.params.id),
  );

  app.post(
    '/products/',
    {
      config: { access: 'store' },
      schema: {
        tags,
        summary: 'Create a product in the current store',
        body: ProductBodySchema,
        response: { 201: ProductSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await createProduct(db, tenantOf(request), request.body)),
  );

  app.put(
    '/products/single/:id',
    {
      config: { access: 'store' },
      schema: {
        tags,
        summary: 'Replace a product',
        description: 'Optional fields left out are cleared. `isAutomaticUpdate` is accepted and has no effect.',
        params: IdParams,
        querystring: ProductReplaceQuery,
        body: ProductBodySchema,
        response: { 200: ProductSchema, ...errors },
      },
    },
    async (request) => replaceProduct(db, tenantOf(request), request.params.id, request.body),
  );

  app.patch(
    '/products/',
    {
      config: { access: 'store' },
      schema: {
        tags,
        summary: 'Change several products at once',
        description:
          'All or nothing: an id that is not a product of the current store answers 404 and changes nothing.',
        body: ProductBulkChangeSchema,
        response: { 200: BulkIdsAnswer, ...errors },
      },
    },
    async (request) => {
      const { ids, changes } = request.body;
      await changeProducts(db, tenantOf(request), ids, changes);
      return { ids };
    },
  );

  app.delete(
    '/products/bulk/some',
    {
      config: { access: 'store' },
      schema: {
        tags,
        summary: 'Delete several products (all or nothing)',
        body: BulkIdsBody,
        response: { 200: BulkIdsAnswer, ...errors },
      },
    },
    async (request) => {
      await removeProducts(db, tenantOf(request), request.body.ids);
      return { ids: request.body.ids };
    },
  );

  for (const [url, onlyPending, summary] of [
    ['/products', false, "Delete all of the current store's products"],
    ['/products/pending', true, "Delete the current store's pending products"],
  ] as const) {
    app.delete(
      url,
      {
        config: { access: 'store' },
        // A request without a body is a missing confirmation, not a malformed request.
        preValidation: async (request) => {
          request.body ??= {};
        },
        schema: {
          tags,
          summary,
          description: confirmationNote,
          body: ConfirmationBody,
          response: { 200: DeletedProductsSchema, 400: ErrorBody },
        },
      },
      async (request) => ({
        deleted: await removeAllProducts(db, tenantOf(request), request.body.confirmation, onlyPending),
      }),
    );
  }
};
