import { sql } from 'kysely';
import type { Db } from '../db/connection.js';

/** How many products a demo shop's list shows. */
export const DEMO_SHOP_PRODUCTS = 24;
/** The add-to-cart button of the demo shop's product pages: the demo stores' saved selector. */
export const DEMO_SHOP_ADD_TO_CART = '#add-to-cart';

/** Every store, by name, with the key its demo shop is addressed by. */
export function demoShopStores(db: Db) {
  return db.selectFrom('tenants').select(['name', 'storefront_key as key', 'status']).orderBy('name').execute();
}

/** The store a demo shop key opens, whatever its status (a paused store's site still shows, without the service). */
export function demoShopStore(db: Db, key: string) {
  return db
    .selectFrom('tenants')
    .select([
      'id',
      'name',
      'storefront_key as storefrontKey',
      'language',
      'country',
      'currency',
      'memorize_sizes as memorizeSizes',
      'add_to_cart_selector as addToCartSelector',
      'vfr_version as vfrVersion',
    ])
    .where('storefront_key', '=', key)
    .executeTakeFirst();
}

const productColumns = [
  'p.id',
  'p.name',
  'p.permalink',
  'p.code',
  'p.feed_product_id as feedProductId',
  'p.available_sizes as sizes',
] as const;

/** The shop's window: products on sale (plugin on), those the fitting room covers first. */
export function demoShopProducts(db: Db, tenantId: number) {
  return db
    .selectFrom('products as p')
    .select(productColumns)
    .where('p.tenant_id', '=', tenantId)
    .where('p.plugin_active', '=', true)
    .orderBy(sql`p.state in ('covered', 'alert')`, 'desc')
    .orderBy('p.id')
    .limit(DEMO_SHOP_PRODUCTS)
    .execute();
}

export function demoShopProduct(db: Db, tenantId: number, productId: number) {
  return db
    .selectFrom('products as p')
    .select(productColumns)
    .where('p.tenant_id', '=', tenantId)
    .where('p.id', '=', productId)
    .executeTakeFirst();
}

export type DemoShopStore = NonNullable<Awaited<ReturnType<typeof demoShopStore>>>;
export type DemoShopProduct = NonNullable<Awaited<ReturnType<typeof demoShopProduct>>>;

/** A demo price (the catalogue has none): the same for a product at every visit. */
export const demoPrice = (productId: number) => 59.9 + (productId % 9) * 20;
