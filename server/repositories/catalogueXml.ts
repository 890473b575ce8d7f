import type { Db } from '../db/connection.js';
import { productsWithNames } from './products.js';

/** The store's products, in id order, with what a Google Merchant item needs; read through a cursor. */
export function catalogueXmlRows(db: Db, tenantId: number, chunkRows: number) {
  return productsWithNames(db, tenantId)
    .select([
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
    ])
    .orderBy('p.id')
    .stream(chunkRows);
}
