import type { Db } from '../db/connection.js';
import { productCondition, productsWithNames, type ProductFilters } from '../repositories/products.js';
import { csvLine } from './csv.js';
import { writeExportFile, type ExportFile } from './exportFile.js';
import { PRODUCT_CSV_COLUMNS } from '../../contract/products.js';

// Rows fetched per cursor read: large enough for speed, small enough to keep memory flat.
const CHUNK_ROWS = 1000;

/** The store's products matching the list's filters, in id order, as the CSV columns need them. */
function exportQuery(db: Db, tenantId: number, filters: ProductFilters) {
  const condition = productCondition(filters);
  return productsWithNames(db, tenantId)
    .select([
      'p.id',
      'p.feed_product_id as feedProductId',
      'p.permalink',
      'p.name',
      'p.code',
      'p.image_url as imageUrl',
      'b.name as brand',
      'c.name as category',
      'p.gender',
      'p.age_group as ageGroup',
      'p.size_type as sizeType',
      'p.product_type as productType',
      'p.size_system as sizeSystem',
      'p.available_sizes as sizes',
      'p.plugin_active as pluginActive',
      'm.name as chart',
    ])
    .$if(condition !== null, (qb) => qb.where(condition!))
    .orderBy('p.id');
}

type ExportRow = Record<(typeof PRODUCT_CSV_COLUMNS)[number], unknown>;

/** The CSV text of the products, a chunk of lines at a time; `counted` learns how many rows went out. */
async function* csvChunks(
  db: Db,
  tenantId: number,
  filters: ProductFilters,
  counted: { rows: number },
): AsyncGenerator<string> {
  // The byte order mark makes spreadsheet programs read the file as UTF-8 (accents in names).
  yield `\uFEFF${csvLine(PRODUCT_CSV_COLUMNS)}\r\n`;
  let lines: string[] = [];
  for await (const product of exportQuery(db, tenantId, filters).stream(CHUNK_ROWS)) {
    const row = { ...product, sizes: product.sizes.join('|') } as unknown as ExportRow;
    lines.push(csvLine(PRODUCT_CSV_COLUMNS.map((column) => row[column])));
    counted.rows += 1;
    if (lines.length === CHUNK_ROWS) {
      yield `${lines.join('\r\n')}\r\n`;
      lines = [];
    }
  }
  if (lines.length > 0) yield `${lines.join('\r\n')}\r\n`;
}

export interface ProductExportFile extends ExportFile {
  rows: number;
}

/**
 * Writes the store's products matching the filters to a temporary CSV file under tempRoot, reading them
 * through a database cursor: memory stays flat whatever the catalogue size.
 */
export async function writeProductExport(
  db: Db,
  tenantId: number,
  filters: ProductFilters,
  tempRoot: string,
): Promise<ProductExportFile> {
  const counted = { rows: 0 };
  const file = await writeExportFile(csvChunks(db, tenantId, filters, counted), tempRoot, 'products.csv');
  return { ...file, rows: counted.rows };
}
