import { unauthorized } from '../errors.js';
import { tenantOf } from '../plugins/access.js';
import { sendMail } from '../services/mail.js';
import { exportDirOf } from '../services/exportFile.js';
import { writeProductExport } from '../services/productExport.js';
import { importProducts } from '../services/productImport.js';
import { PRODUCT_CSV_COLUMNS } from '../../contract/products.js';
import {
  ProductExportFileSchema,
  ProductExportMailSchema,
  ProductExportQuery,
  ProductImportBody,
  ProductImportResultSchema,
} from '../../contract/productFiles.js';
import { MAX_IMPORT_ROWS } from '../../domain/limits.js';
import { sendCsvFile } from '../http/csvDownload.js';
import { ErrorBody } from '../../contract/errors.js';
import { productFiltersOf } from '../services/productFilters.js';
import type { RoutePlugin } from './types.js';

const tags = ['products'];
const today = () => new Date().toISOString().slice(0, 10);

export const productFilesRoutes: RoutePlugin = async (app, { db, config }) => {
  const exportDir = exportDirOf(config.dataDir);
  app.post(
    '/products/import',
    {
      config: { access: 'store' },
      // A full batch of long cells; the row count and cell sizes are checked by the schema.
      bodyLimit: 8 * 1024 * 1024,
      schema: {
        tags,
        summary: 'Import a batch of CSV rows into the catalogue',
        description:
          `At most ${MAX_IMPORT_ROWS} rows, columns ${PRODUCT_CSV_COLUMNS.join(', ')}. Each row is checked like the product API; bad rows ` +
          'are reported by line and skipped. Good rows update the product of the same feedProductId (else permalink) or create one, ' +
          'all in one transaction; a product already equal to its row counts as unchanged, so a file imports twice without change. ' +
          'A column missing from the file keeps the stored value; an empty cell clears it. Brands and categories are created by ' +
          'name when missing; the size table a chart cell names must exist. sizes: P|M|G. pluginActive: true, false or empty.',
        body: ProductImportBody,
        response: { 200: ProductImportResultSchema, 400: ErrorBody, 409: ErrorBody, 413: ErrorBody },
      },
    },
    async (request) => importProducts(db, tenantOf(request), request.body.rows),
  );

  app.get(
    '/products/export',
    {
      config: { access: 'store' },
      schema: {
        tags,
        summary: 'The products matching the list filters as a CSV file',
        description:
          `Columns ${PRODUCT_CSV_COLUMNS.join(', ')} (the import columns, so the file imports back). Sizes joined with |. ` +
          'Cells a spreadsheet would run as a formula start with an apostrophe.',
        querystring: ProductExportQuery,
        produces: ['text/csv'],
        response: { 200: ProductExportFileSchema, 400: ErrorBody },
      },
    },
    async (request, reply) => {
      const file = await writeProductExport(db, tenantOf(request), productFiltersOf(request.query), exportDir);
      return sendCsvFile(reply, file, `products-${today()}.csv`);
    },
  );

  app.post(
    '/products/export/email',
    {
      config: { access: 'store' },
      schema: {
        tags,
        summary: 'Mail the products matching the list filters as a CSV file to the signed-in user',
        description:
          'Answers once the message is handed to the mail server (or written to the outbox when none is configured).',
        querystring: ProductExportQuery,
        response: { 202: ProductExportMailSchema, 400: ErrorBody },
      },
    },
    async (request, reply) => {
      const tenantId = tenantOf(request);
      const auth = request.auth;
      if (!auth) throw unauthorized();
      const file = await writeProductExport(db, tenantId, productFiltersOf(request.query), exportDir);
      try {
        await sendMail(
          config,
          {
            to: auth.user.email,
            subject: `Provador: products of ${auth.tenantName ?? 'your store'}`,
            text: `Attached: the products of ${auth.tenantName ?? 'your store'} that matched your filters (${file.rows} in all), as a CSV file.`,
            attachments: [{ filename: `products-${today()}.csv`, path: file.path }],
          },
          request.log,
        );
      } finally {
        await file.remove();
      }
      return reply.status(202).send({ email: auth.user.email });
    },
  );
};
