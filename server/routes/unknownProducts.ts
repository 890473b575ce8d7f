import { tenantOf } from '../plugins/access.js';
import { listQuerySchema, listResponseSchema } from '../../contract/lists.js';
import { exportDirOf } from '../services/exportFile.js';
import {
  adoptUnknownProduct,
  unknownFiltersOf,
  unknownProductsPage,
  writeUnknownProductsExport,
} from '../services/unknownProducts.js';
import { sendCsvFile } from '../http/csvDownload.js';
import { CsvFileSchema, OpenQuery } from '../../contract/common.js';
import { AdoptionQuery, UnknownProductSchema, unknownProductFilterFields } from '../../contract/unknownProducts.js';
import { ErrorBody } from '../../contract/errors.js';
import { ProductSchema } from '../../contract/products.js';
import type { RoutePlugin } from './types.js';

const tags = ['unknown products'];

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
    async (request) => unknownProductsPage(db, tenantOf(request), request.query),
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
      const filters = unknownFiltersOf(request.query);
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
