import type { Db } from '../db/connection.js';
import { GOOGLE_NS } from '../feeds/feedNames.js';
import { catalogueXmlRows } from '../repositories/catalogueFiles.js';
import { writeExportFile, type ExportFile } from './exportFile.js';

// Products per cursor read and per chunk written: memory stays flat whatever the catalogue's size.
const CHUNK_ROWS = 1000;
const GENDERS: Record<string, string> = { m: 'male', f: 'female', u: 'unisex' };

// Characters XML 1.0 cannot hold at all are dropped; the five special ones are escaped.
// eslint-disable-next-line no-control-regex -- these are exactly the characters to drop
const INVALID_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;
const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
export const xmlText = (value: string) => value.replace(INVALID_XML, '').replace(/[&<>"']/g, (c) => ESCAPES[c]!);

const element = (name: string, value: string | null | undefined) =>
  value == null || value === '' ? '' : `<${name}>${xmlText(value)}</${name}>`;

type Row = Awaited<ReturnType<typeof catalogueXmlRows>> extends AsyncIterable<infer R> ? R : never;

/** A product's items: one per size (a variant, grouped by `g:item_group_id`), or one when it has no size. */
function itemsOf(product: Row): string {
  const group = product.feedProductId ?? String(product.id);
  const sizes: (string | null)[] = product.sizes.length > 0 ? product.sizes : [null];
  return sizes
    .map((size) =>
      [
        '<item>',
        element('g:id', size === null ? group : `${group}-${size}`),
        element('g:item_group_id', group),
        element('title', product.name),
        element('link', product.permalink),
        element('g:image_link', product.imageUrl),
        element('g:brand', product.brand),
        element('g:product_type', product.category),
        element('g:gender', product.gender ? GENDERS[product.gender] : null),
        element('g:age_group', product.ageGroup),
        element('g:size', size),
        element('g:size_type', product.sizeType),
        element('g:size_system', product.sizeSystem),
        element('g:availability', product.pluginActive ? 'in stock' : 'out of stock'),
        '</item>',
      ].join(''),
    )
    .join('\n');
}

async function* xmlChunks(db: Db, tenantId: number, storeName: string, link: string): AsyncGenerator<string> {
  yield `<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:g="${GOOGLE_NS}">\n<channel>\n`;
  yield `${element('title', storeName)}\n${element('link', link)}\n`;
  let items: string[] = [];
  for await (const product of catalogueXmlRows(db, tenantId, CHUNK_ROWS)) {
    items.push(itemsOf(product));
    if (items.length === CHUNK_ROWS) {
      yield `${items.join('\n')}\n`;
      items = [];
    }
  }
  if (items.length > 0) yield `${items.join('\n')}\n`;
  yield '</channel>\n</rss>\n';
}

/**
 * Writes the store's catalogue as a Google Merchant feed (RSS 2.0, `g:` fields, one item per size) to a
 * temporary file, reading the products through a database cursor; the file is then sent and removed.
 */
export function writeCatalogueXml(
  db: Db,
  store: { id: number; name: string; domain: string },
  tempRoot: string,
): Promise<ExportFile> {
  const link = store.domain ? `https://${store.domain}` : '';
  return writeExportFile(xmlChunks(db, store.id, store.name, link), tempRoot, 'catalogue.xml');
}
