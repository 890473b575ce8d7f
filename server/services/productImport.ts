import { DetailCodes } from '../../domain/errorCodes.js';
import type { Db } from '../db/connection.js';
import {
  countStoreProductsAgain,
  modelingsByLowerName,
  IMPORTED_COLUMNS,
  insertImportedProducts,
  insertNamedRowsUnlessTaken,
  lockProductsAt,
  namedRowsByKey,
  settleProductSearch,
  updateImportedProduct,
  type ExistingProduct as Existing,
  type ImportedColumns,
} from '../repositories/productImport.js';
import { refreshProductStates } from '../repositories/productStates.js';
import { parseImportRow, type ImportRow, type ParsedRow } from './productImportRows.js';
import type { ProductImportError, ProductImportResult } from '../../contract/productFiles.js';

const sameSizes = (a: string[], b: string[]) => a.length === b.length && a.every((size, i) => size === b[i]);
/** Whether an import would leave the stored product as it is. */
export const sameImportedColumns = (a: ImportedColumns, b: ImportedColumns) =>
  IMPORTED_COLUMNS.every((c) => (c === 'available_sizes' ? sameSizes(a[c], b[c]) : a[c] === b[c]));

const lower = (name: string) => name.toLowerCase();

/** Ids of the store's brands or categories by lower-case name, creating the missing ones. */
export async function idsByName(
  trx: Db,
  table: 'brands' | 'categories',
  tenantId: number,
  names: string[],
): Promise<Map<string, number>> {
  const wanted = new Map(names.map((n) => [lower(n), n]));
  if (wanted.size === 0) return new Map();
  const find = () => namedRowsByKey(trx, table, tenantId, [...wanted.keys()]);
  const found = new Map((await find()).map((r) => [r.key, r.id]));
  const missing = [...wanted].filter(([key]) => !found.has(key)).map(([, name]) => ({ tenant_id: tenantId, name }));
  if (missing.length === 0) return found;
  // Another import may create the same name meanwhile: keep its row rather than fail.
  await insertNamedRowsUnlessTaken(trx, table, missing);
  return new Map((await find()).map((r) => [r.key, r.id]));
}

/** Table (modeling) ids by lower-case name; names are not unique, so each maps to every id, lowest first. */
async function modelingIdsByName(trx: Db, tenantId: number, names: string[]): Promise<Map<string, number[]>> {
  const modelings = new Map<string, number[]>();
  if (names.length === 0) return modelings;
  const rows = await modelingsByLowerName(trx, tenantId, [...new Set(names.map(lower))]);
  for (const row of rows) modelings.set(row.key, [...(modelings.get(row.key) ?? []), row.id]);
  return modelings;
}

function findExisting(trx: Db, tenantId: number, rows: ParsedRow[]): Promise<Existing[]> {
  const feedIds = rows.flatMap((r) => (r.feedProductId ? [r.feedProductId] : []));
  const permalinks = rows.map((r) => r.permalink);
  return lockProductsAt(trx, tenantId, permalinks, feedIds);
}

/** Which stored product a row updates (undefined: a new one), or why it cannot be imported. */
function targetOf(
  row: ParsedRow,
  byFeed: Map<string, Existing>,
  byLink: Map<string, Existing>,
): { target?: Existing; error?: ProductImportError } {
  const atLink = byLink.get(row.permalink);
  const atFeed = row.feedProductId ? byFeed.get(row.feedProductId) : undefined;
  if (atFeed) {
    if (atLink && atLink.id !== atFeed.id) {
      return {
        error: {
          line: row.line,
          field: 'permalink',
          code: DetailCodes.PERMALINK_TAKEN,
          message: 'Another product already has this permalink.',
        },
      };
    }
    return { target: atFeed };
  }
  if (atLink && row.feedProductId && atLink.feed_product_id && atLink.feed_product_id !== row.feedProductId) {
    return {
      error: {
        line: row.line,
        field: 'feedProductId',
        code: DetailCodes.FEED_ID_MISMATCH,
        message: 'The product with this permalink has another feedProductId.',
      },
    };
  }
  return { target: atLink };
}

const repeated = (line: number, field: string, first: number): ProductImportError => ({
  line,
  field,
  code: DetailCodes.REPEATED_IN_FILE,
  message: `The same product is on line ${first}.`,
  params: { line: first },
});

const unknownModeling = (line: number, name: string): ProductImportError => ({
  line,
  field: 'chart',
  code: DetailCodes.UNKNOWN_CHART,
  message: `The store has no size table named "${name}".`,
  params: { name },
});

/** Within one batch, a product appears once: a later row for the same key is an error. */
function dropRepeats(rows: ParsedRow[], errors: ProductImportError[]): ParsedRow[] {
  const seen = new Map<string, number>();
  return rows.filter((row) => {
    const keys = [
      ['permalink', `p:${row.permalink}`],
      ...(row.feedProductId ? [['feedProductId', `f:${row.feedProductId}`]] : []),
    ];
    for (const [field, key] of keys) {
      const first = seen.get(key!);
      if (first !== undefined) {
        errors.push(repeated(row.line, field!, first));
        return false;
      }
    }
    for (const [, key] of keys) seen.set(key!, row.line);
    return true;
  });
}

/**
 * Upserts a batch of CSV rows in one transaction: each row is checked with the product rules, bad
 * rows are reported and skipped, good rows update the product of the same feedProductId (else
 * permalink) or create one. A product whose fields already match is left untouched, so importing a
 * file twice changes nothing the second time. Brands and categories are found by name (any case)
 * and created when missing; the table (modeling) a `chart` cell names must exist.
 */
export async function importProducts(db: Db, tenantId: number, rows: ImportRow[]): Promise<ProductImportResult> {
  const errors: ProductImportError[] = [];
  const parsed = rows.flatMap((row) => {
    const result = parseImportRow(row);
    errors.push(...result.errors);
    return result.parsed ? [result.parsed] : [];
  });
  const good = dropRepeats(parsed, errors);
  // A file's batches come one request after the other: the store's products may have outgrown the statistics.
  if (good.length > 0) await countStoreProductsAgain(db, tenantId);
  const result = await db.transaction().execute(async (trx) => {
    const counts = { inserted: 0, updated: 0, unchanged: 0 };
    if (good.length === 0) return counts;
    const existing = await findExisting(trx, tenantId, good);
    const byFeed = new Map(existing.filter((e) => e.feed_product_id).map((e) => [e.feed_product_id!, e]));
    const byLink = new Map(existing.map((e) => [e.permalink, e]));
    const modelings = await modelingIdsByName(
      trx,
      tenantId,
      good.flatMap((r) => (r.modeling ? [r.modeling] : [])),
    );
    const claimed = new Map<number, number>();
    const accepted: { row: ParsedRow; target?: Existing; modelingId: number | null }[] = [];
    for (const row of good) {
      const { target, error } = targetOf(row, byFeed, byLink);
      const modelingIds = row.modeling ? modelings.get(lower(row.modeling)) : undefined;
      const problem =
        error ??
        (row.modeling && !modelingIds ? unknownModeling(row.line, row.modeling) : undefined) ??
        (target && claimed.has(target.id) ? repeated(row.line, 'permalink', claimed.get(target.id)!) : undefined);
      if (problem) {
        errors.push(problem);
        continue;
      }
      if (target) claimed.set(target.id, row.line);
      // Of tables sharing a name, the one the product already uses stays.
      const modelingId = modelingIds ? (modelingIds.find((id) => id === target?.modeling_id) ?? modelingIds[0]!) : null;
      accepted.push({ row, target, modelingId });
    }
    const brands = await idsByName(
      trx,
      'brands',
      tenantId,
      accepted.flatMap(({ row }) => (row.brand ? [row.brand] : [])),
    );
    const categories = await idsByName(
      trx,
      'categories',
      tenantId,
      accepted.flatMap(({ row }) => (row.category ? [row.category] : [])),
    );

    const inserts: ImportedColumns[] = [];
    const touched: number[] = [];
    for (const { row, target, modelingId } of accepted) {
      const given: ImportedColumns = {
        feed_product_id: row.feedProductId,
        permalink: row.permalink,
        name: row.name,
        code: row.code,
        image_url: row.imageUrl,
        brand_id: row.brand ? brands.get(lower(row.brand))! : null,
        category_id: row.category ? categories.get(lower(row.category))! : null,
        gender: row.gender,
        age_group: row.ageGroup,
        size_type: row.sizeType,
        product_type: row.productType,
        size_system: row.sizeSystem,
        available_sizes: row.sizes,
        plugin_active: row.pluginActive,
        modeling_id: modelingId,
      };
      if (!target) {
        inserts.push(given);
        continue;
      }
      const values = mergeAbsent(given, target, row.present);
      if (sameImportedColumns(values, target)) {
        counts.unchanged += 1;
        continue;
      }
      await updateImportedProduct(trx, tenantId, target.id, values);
      touched.push(target.id);
      counts.updated += 1;
    }
    if (inserts.length > 0) {
      const ids = await insertImportedProducts(trx, tenantId, inserts);
      touched.push(...ids);
      counts.inserted = ids.length;
    }
    await refreshProductStates(trx, tenantId, { productIds: touched });
    return counts;
  });
  if (result.inserted + result.updated > 0) await settleProductSearch(db);
  return { ...result, errors: errors.sort((a, b) => a.line - b.line) };
}

const COLUMN_OF_FIELD: Record<string, keyof ImportedColumns> = {
  feedProductId: 'feed_product_id',
  code: 'code',
  imageUrl: 'image_url',
  brand: 'brand_id',
  category: 'category_id',
  gender: 'gender',
  ageGroup: 'age_group',
  sizeType: 'size_type',
  productType: 'product_type',
  sizeSystem: 'size_system',
  sizes: 'available_sizes',
  pluginActive: 'plugin_active',
  chart: 'modeling_id',
};

/** A column the file does not have keeps the stored value. */
function mergeAbsent(given: ImportedColumns, stored: Existing, present: Set<string>): ImportedColumns {
  const merged = { ...given };
  for (const [field, column] of Object.entries(COLUMN_OF_FIELD)) {
    if (!present.has(field)) (merged as Record<string, unknown>)[column] = stored[column];
  }
  return merged;
}
