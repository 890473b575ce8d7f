import type { ListPaging } from '../../contract/lists.js';
import type { Db } from '../db/connection.js';
import { notFound } from '../errors.js';
import { listParams, mapRows } from '../repositories/listQuery.js';
import {
  UNKNOWN_PRODUCT_LIST,
  deleteUnknownPermalink,
  findUnknownPermalink,
  listUnknownProducts,
  streamUnknownProducts,
  type UnknownFilters,
} from '../repositories/unknownProducts.js';
import { csvLine } from './csv.js';
import { writeExportFile, type ExportFile } from './exportFile.js';
import { PRODUCT_NAME_MAX_LENGTH } from '../../domain/limits.js';
import { createProduct } from './products.js';

/** Today in UTC as YYYY-MM-DD: unknown products are counted per UTC day. */
export const todayUtc = () => new Date().toISOString().slice(0, 10);

/** What a list or export query asks for: one day (today unless told) and an optional search. */
export const unknownFiltersOf = (query: { date?: string; search?: string }): UnknownFilters => ({
  day: query.date ?? todayUtc(),
  search: query.search,
});

/** One page of the day's unknown products, as the list query asks. */
export async function unknownProductsPage(
  db: Db,
  tenantId: number,
  query: ListPaging & { date?: string; search?: string },
) {
  const page = await listUnknownProducts(
    db,
    tenantId,
    unknownFiltersOf(query),
    listParams(query, UNKNOWN_PRODUCT_LIST),
  );
  return mapRows(page, (u) => ({ ...u, lastSeenAt: u.lastSeenAt.toISOString() }));
}

// Product names cannot hold commas (spec section 5).
const asProductName = (text: string) =>
  text.replace(/,/g, ' ').replace(/\s+/g, ' ').trim().slice(0, PRODUCT_NAME_MAX_LENGTH).trim();

/** A readable name from the last part of the link's path ("vestido-floral-azul.html" -> "vestido floral azul"). */
export function nameFromPermalink(permalink: string): string {
  let url: URL;
  try {
    url = new URL(permalink.trim());
  } catch {
    return asProductName(permalink) || 'Product';
  }
  const last = url.pathname.split('/').filter(Boolean).pop() ?? '';
  let decoded = last;
  try {
    decoded = decodeURIComponent(last);
  } catch {
    // A malformed escape stays as typed.
  }
  return asProductName(decoded.replace(/\.[a-z0-9]{2,5}$/i, '').replace(/[-_+]+/g, ' ')) || url.hostname;
}

/**
 * Moves a product the store's site showed into the catalogue, with the plugin off so that it waits for
 * a table; its unknown rows of every day go in the same transaction.
 */
export async function adoptUnknownProduct(db: Db, tenantId: number, permalink: string) {
  const link = permalink.trim();
  const unknown = await findUnknownPermalink(db, tenantId, link);
  if (!unknown) throw notFound('Unknown product not found.');
  const name = (unknown.name && asProductName(unknown.name)) || nameFromPermalink(link);
  return createProduct(
    db,
    tenantId,
    { permalink: link, name, gender: 'u', ageGroup: 'adult', productType: 'clothes', sizes: [], pluginActive: false },
    (trx) => deleteUnknownPermalink(trx, tenantId, link),
  );
}

export const UNKNOWN_CSV_COLUMNS = ['permalink', 'name', 'hits', 'day', 'lastSeenAt'] as const;

async function* csvLines(db: Db, tenantId: number, filters: UnknownFilters) {
  yield `${csvLine(UNKNOWN_CSV_COLUMNS)}\r\n`;
  for await (const row of streamUnknownProducts(db, tenantId, filters)) {
    yield `${csvLine([row.permalink, row.name, row.hits, row.day, row.lastSeenAt])}\r\n`;
  }
}

/** The day's unknown products as a temporary CSV file, most hits first, read row by row with flat memory. */
export function writeUnknownProductsExport(
  db: Db,
  tenantId: number,
  filters: UnknownFilters,
  tempRoot: string,
): Promise<ExportFile> {
  return writeExportFile(csvLines(db, tenantId, filters), tempRoot, 'unknown-products.csv');
}
