import { Type, type Static } from 'typebox';
import { MAX_IMPORT_ROWS } from '../domain/limits.js';
import { CsvFileSchema, Nullable, OpenQuery } from './common.js';
import { DETAIL_CODES, type DetailCode } from '../domain/errorCodes.js';
import { DetailParamsSchema } from './errors.js';
import { PRODUCT_CSV_COLUMNS, productFilterFields } from './products.js';

/**
 * Products files: the CSV import (rows sent in batches, checked like the product API) and the CSV
 * export of the products matching the list filters, downloaded or mailed.
 */

const MAX_CELL = 2000;
const Cell = Type.Optional(Nullable(Type.String({ maxLength: MAX_CELL })));

const ImportRowSchema = Type.Object(
  {
    line: Type.Integer({ minimum: 1, description: 'The line of the row in the file, named in errors.' }),
    ...Object.fromEntries(PRODUCT_CSV_COLUMNS.map((column) => [column, Cell])),
  },
  { additionalProperties: false },
);

/** `POST /products/import`: one batch of rows. */
export const ProductImportBody = Type.Object(
  { rows: Type.Array(ImportRowSchema, { minItems: 1, maxItems: MAX_IMPORT_ROWS }) },
  { additionalProperties: false },
);

/** A refused row: its line, the column at fault and why (a detail code, with the values its text needs). */
const ImportErrorSchema = Type.Object({
  line: Type.Integer(),
  field: Type.String(),
  code: Type.Unsafe<DetailCode>(Type.String({ enum: DETAIL_CODES, description: 'Stable; domain/errorCodes.ts' })),
  message: Type.String({ description: 'English' }),
  params: Type.Optional(DetailParamsSchema),
});

/** What one batch did: rows inserted, updated, already equal, and the rows refused. */
export const ProductImportResultSchema = Type.Object({
  inserted: Type.Integer(),
  updated: Type.Integer(),
  unchanged: Type.Integer(),
  errors: Type.Array(ImportErrorSchema),
});

/** The export's query: the list's filters. */
export const ProductExportQuery = OpenQuery(productFilterFields);

export const ProductExportFileSchema = CsvFileSchema('CSV file, UTF-8 with a byte order mark.');

/** `POST /products/export/email`: where the file went. */
export const ProductExportMailSchema = Type.Object({ email: Type.String() });

export type ProductImportError = Static<typeof ImportErrorSchema>;
export type ProductImportResult = Static<typeof ProductImportResultSchema>;
