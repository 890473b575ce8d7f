import type { Db } from '../db/connection.js';

/** The store's feed address when it is served by the app's demo-feed route with XML integration. */
export async function demoFeedStore(db: Db, tenantId: number) {
  return db
    .selectFrom('tenants')
    .select(['id', 'name', 'domain'])
    .where('id', '=', tenantId)
    .where('product_integration', 'in', ['INTEGRATION_WITH_XML', 'INTEGRATION_WITH_XML_LAMBDA'])
    .where('product_integration_xml_link', 'like', `%/demo-feeds/${tenantId}.xml`)
    .executeTakeFirst();
}

/**
 * A page of the store's catalogue as a feed lists it, after product `afterId`. Pages, not a cursor: the
 * embedded database has one connection, which an import reading this feed needs between pages.
 */
export function feedProductsAfter(db: Db, tenantId: number, afterId: number, limit: number) {
  return db
    .selectFrom('products as p')
    .leftJoin('brands as b', 'b.id', 'p.brand_id')
    .leftJoin('categories as c', 'c.id', 'p.category_id')
    .select([
      'p.id',
      'p.feed_product_id as feedProductId',
      'p.name',
      'p.permalink',
      'p.image_url as imageUrl',
      'p.gender',
      'p.age_group as ageGroup',
      'p.available_sizes as sizes',
      'b.name as brand',
      'c.name as category',
    ])
    .where('p.tenant_id', '=', tenantId)
    .where('p.feed_product_id', 'is not', null)
    .where('p.id', '>', afterId)
    .orderBy('p.id')
    .limit(limit)
    .execute();
}
