import { tenantOf } from '../plugins/access.js';
import { listParams } from '../repositories/listQuery.js';
import { listQuerySchema, listResponseSchema } from '../../contract/lists.js';
import { UNKNOWN_PRODUCT_LIST, listUnknownProducts, type UnknownFilters } from '../repositories/unknownProducts.js';
import { exportDirOf } from '../services/exportFile.js';
import { adoptUnknownProduct, todayUtc, writeUnknownProductsExport } from '../services/unknownProducts.js';
import { sendCsvFile } from '../http/csvDownload.js';
import { CsvFileSchema, OpenQuery } from '../../contract/common.js';
import { AdoptionQuery, UnknownProductSchema, unknownProductFilterFields } from '../../contract/unknownProducts.js';
import { ErrorBody } from '../../contract/errors.js';
import { ProductSchema } from '../../contract/products.js';
import type { RoutePlugin } from './types.js';

const tags = ['unknown products'];

const filtersOf = (query: { date?: string; search?: string }): UnknownFilters => ({
  day: query.date ?? todayUtc(),
  search: query.search,
});

export const unknownProductsRoutes: RoutePlugin = async (app, { db, config }) => {
  app.get(
    '/products/unknown',
    {
      config: { access: 'store' },
      schema: {
        tags,
        summary: "Products the store's site showed that the catalogue lacks, on one day",
        description: 'Sort by hits (default, most first), lastSeenAt, permalink or id.',
        querystring: listQuerySchema(unknownProductFilterFields),
        response: { 200: listResponseSchema(UnknownProductSchema), 400: ErrorBody },
      },
    },
    async (request) => {
      const page = await listUnknownProducts(
        db,
        tenantOf(request),
        filtersOf(request.query),
        listParams(request.query, UNKNOWN_PRODUCT_LIST),
      );
      return { ...page, data: page.data.map((u) => ({ ...u, lastSeenAt: u.lastSeenAt.toISOString() })) };
    },
  );

  app.get(
    '/products/unknown/export',
    {
      config: { access: 'store' },
      schema: {
        tags,
        summary: "The day's unknown products as a CSV file",
        description: 'Cells a spreadsheet would run as a formula start with an apostrophe.',
        querystring: OpenQuery(unknownProductFilterFields),
        response: {
          200: {
            content: { 'text/csv': { schema: CsvFileSchema('CSV, comma-separated, first line the column names.') } },
          },
          400: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      const filters = filtersOf(request.query);
      const file = await writeUnknownProductsExport(db, tenantOf(request), filters, exportDirOf(config.dataDir));
      return sendCsvFile(reply, file, `unknown-products-${filters.day}.csv`);
    },
  );

  app.post(
    '/products/mock',
    {
      config: { access: 'store' },
      schema: {
        tags,
        summary: 'Move an unknown product into the catalogue',
        description:
          'The product starts with the plugin off; the unknown rows of that permalink (every day) are removed.',
        querystring: AdoptionQuery,
        response: { 201: ProductSchema, 400: ErrorBody, 404: ErrorBody, 409: ErrorBody },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await adoptUnknownProduct(db, tenantOf(request), request.query.permalink)),
  );
};
