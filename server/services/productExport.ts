import type { Db } from '../db/connection.js';
import { productExportRows } from '../repositories/catalogueFiles.js';
import type { ProductFilters } from '../repositories/products.js';
import { csvLine } from './csv.js';
import { writeExportFile, type ExportFile } from './exportFile.js';
import { PRODUCT_CSV_COLUMNS } from '../../contract/products.js';

// Rows fetched per cursor read: large enough for speed, small enough to keep memory flat.
const CHUNK_ROWS = 1000;

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
  for await (const product of productExportRows(db, tenantId, filters, CHUNK_ROWS)) {
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
