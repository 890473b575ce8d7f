import type { Db } from '../db/connection.js';
import { productCondition, productsWithNames, type ProductFilters } from './products.js';

/** What every whole-catalogue file reads of a product (the Google Merchant XML, the products CSV). */
const CATALOGUE_COLUMNS = [
  'p.id',
  'p.feed_product_id as feedProductId',
  'p.permalink',
  'p.name',
  'p.image_url as imageUrl',
  'b.name as brand',
  'c.name as category',
  'p.gender',
  'p.age_group as ageGroup',
  'p.size_type as sizeType',
  'p.size_system as sizeSystem',
  'p.available_sizes as sizes',
  'p.plugin_active as pluginActive',
] as const;

/** The store's products, in id order, with what a Google Merchant item needs; read through a cursor. */
export function catalogueXmlRows(db: Db, tenantId: number, chunkRows: number) {
  return productsWithNames(db, tenantId).select(CATALOGUE_COLUMNS).orderBy('p.id').stream(chunkRows);
}

/** The store's products matching the list's filters, in id order, as the CSV columns need them; read through a cursor. */
export function productExportRows(db: Db, tenantId: number, filters: ProductFilters, chunkRows: number) {
  const condition = productCondition(filters);
  return productsWithNames(db, tenantId)
    .select([...CATALOGUE_COLUMNS, 'p.code', 'p.product_type as productType', 'm.name as chart'])
    .$if(condition !== null, (qb) => qb.where(condition!))
    .orderBy('p.id')
    .stream(chunkRows);
}
