import { Type, type Static } from 'typebox';
import { CsvFileSchema, IdSchema, Nullable } from './common.js';
import { RETURNS_PROCESSING_TYPES } from '../domain/returnsFile.js';

/**
 * Returns files (`POST /report/returns` and the job it starts): a CSV of returned items matched to the
 * store's order items and recorded as returns. Pure: no I/O.
 */

export const ReturnsUploadQuery = Type.Object(
  {
    processingType: Type.Enum(RETURNS_PROCESSING_TYPES, {
      description:
        'PRODUCT_ID: the productId column is the product id the order tracker sent; ' +
        'PRODUCT_ID_ON_ORDER_PERMALINK: the productId column appears in the ordered item permalink; ' +
        'PRODUCT_SKU: the sku column is the ordered SKU.',
    }),
    ignorePurchasedSize: Type.Optional(
      Type.Boolean({
        default: false,
        description: 'Match items whatever their ordered size (the size column is not read).',
      }),
    ),
    ignoreSkuSpaces: Type.Optional(
      Type.Boolean({ default: false, description: 'Compare SKUs without their blank spaces (PRODUCT_SKU).' }),
    ),
  },
  { additionalProperties: false },
);
/** The multipart body: the CSV as `file`. */
export const ReturnsUploadBodySchema = Type.Object(
  { file: Type.Unsafe<unknown>({ description: 'The returns CSV (multipart/form-data field).' }) },
  { additionalProperties: false },
);

export const ReturnsJobParams = Type.Object({ jobId: IdSchema });

export const ReturnsSummarySchema = Type.Object({
  inserted: Type.Integer({ description: 'Rows whose item was recorded as returned now.' }),
  alreadyReturned: Type.Integer({ description: 'Rows whose item had been returned before.' }),
  invalid: Type.Integer({ description: 'Rows not recorded: no such order or item, ambiguous, or unreadable.' }),
  total: Type.Integer({ description: 'Rows read.' }),
});
export type ReturnsSummary = Static<typeof ReturnsSummarySchema>;

export const ReturnsJobSchema = Type.Object({
  id: Type.Integer(),
  status: Type.Enum(['waiting', 'running', 'finished', 'failed'] as const),
  progress: Type.Object({ rows: Type.Integer({ description: 'Rows processed so far.' }) }),
  /** Once finished. */
  summary: Nullable(ReturnsSummarySchema),
  failure: Nullable(Type.String()),
});
export type ReturnsJob = Static<typeof ReturnsJobSchema>;

export const ReturnsResultFileSchema = CsvFileSchema('Every input row with its outcome and the outcome reason.');
export const ReturnsTemplateFileSchema = CsvFileSchema('The returns file template: its header and an example row.');
