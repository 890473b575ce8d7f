import { DetailCodes } from '../../domain/errorCodes.js';
import { PRODUCT_CSV_COLUMNS, type ProductCsvColumn } from '../../contract/products.js';
import type { ProductImportError } from '../../contract/productFiles.js';
import type { FieldProblem } from '../errors.js';
import { nameProblems } from './fieldRules.js';
import { productValuesOf } from './productRules.js';

/** One CSV row as the browser sends it: `line` is its line in the file, cells are raw text. */
export type ImportRow = { line: number } & Partial<Record<ProductCsvColumn, string | null>>;

/**
 * A row after checking. Cells of columns the file does not have are absent from `present`: an update
 * keeps the stored value for them, while an empty cell clears the value (or sets the default).
 */
export interface ParsedRow {
  line: number;
  present: Set<ProductCsvColumn>;
  feedProductId: string | null;
  permalink: string;
  name: string;
  code: string | null;
  imageUrl: string | null;
  brand: string | null;
  category: string | null;
  gender: string;
  ageGroup: string;
  sizeType: string;
  productType: string;
  sizeSystem: string | null;
  sizes: string[];
  pluginActive: boolean;
  /** The name of the row's table, from the `chart` column. */
  modeling: string | null;
}

// The export writes a leading apostrophe before a cell that a spreadsheet would run as a formula;
// reading it back drops that apostrophe, so an exported file imports as it was.
const NEUTRALISED = /^'(?=[=+\-@\t\r])/;
const cellOf = (value: string | null | undefined) => (value ?? '').replace(NEUTRALISED, '').trim();
const optional = (value: string | null | undefined) => cellOf(value) || null;

function parsePlugin(value: string): boolean | null {
  const text = value.toLowerCase();
  if (text === '' || text === 'false') return false;
  return text === 'true' ? true : null;
}

const linkNameProblems = (field: 'brand' | 'category', name: string | null): FieldProblem[] =>
  name === null ? [] : nameProblems(name, field);

/** Checks a row with the rules of the product API; answers the row or its problems. */
export function parseImportRow(row: ImportRow): { parsed: ParsedRow | null; errors: ProductImportError[] } {
  const present = new Set(PRODUCT_CSV_COLUMNS.filter((column) => row[column] !== undefined));
  const plugin = parsePlugin(cellOf(row.pluginActive));
  // Codes are stored in the case the product API uses (gender m, size system BR), whatever the file has.
  const { values, problems } = productValuesOf({
    permalink: cellOf(row.permalink),
    name: cellOf(row.name),
    code: optional(row.code),
    feedProductId: optional(row.feedProductId),
    imageUrl: optional(row.imageUrl),
    gender: cellOf(row.gender).toLowerCase() || 'u',
    ageGroup: cellOf(row.ageGroup).toLowerCase() || 'adult',
    sizeType: cellOf(row.sizeType).toLowerCase() || 'regular',
    productType: cellOf(row.productType).toLowerCase() || 'clothes',
    sizeSystem: optional(row.sizeSystem)?.toUpperCase() ?? null,
    sizes: cellOf(row.sizes).split('|'),
    pluginActive: plugin ?? false,
  });
  const brand = optional(row.brand);
  const category = optional(row.category);
  const all = [...problems, ...linkNameProblems('brand', brand), ...linkNameProblems('category', category)];
  if (plugin === null)
    all.push({ field: 'pluginActive', code: DetailCodes.BOOLEAN, message: 'pluginActive is true, false or empty.' });
  if (all.length > 0) return { parsed: null, errors: all.map((problem) => ({ line: row.line, ...problem })) };
  return {
    parsed: {
      line: row.line,
      present,
      feedProductId: values.feedProductId,
      permalink: values.permalink,
      name: values.name,
      code: values.code,
      imageUrl: values.imageUrl,
      brand,
      category,
      gender: values.gender,
      ageGroup: values.ageGroup,
      sizeType: values.sizeType,
      productType: values.productType,
      sizeSystem: values.sizeSystem,
      sizes: values.sizes,
      pluginActive: values.pluginActive,
      modeling: optional(row.chart),
    },
    errors: [],
  };
}
