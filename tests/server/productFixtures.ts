import type { Db } from '../../server/db/connection.js';

/** A product body as the editor sends it; `extra` overrides any field. */
export const productBody = (permalink: string, extra: Record<string, unknown> = {}) => ({
  permalink: `https://alfa.example/${permalink}`,
  name: permalink.replace(/-/g, ' '),
  gender: 'f',
  ageGroup: 'adult',
  productType: 'clothes',
  sizes: ['P'],
  pluginActive: true,
  ...extra,
});

/** A size table stored directly, with just the size names the product states compare with. */
export async function addChart(db: Db, tenantId: number, name: string, sizes: string[]): Promise<number> {
  const row = await db
    .insertInto('modelings')
    .values({
      tenant_id: tenantId,
      name,
      type: 'clothes',
      measures: ['chest'],
      size_systems: ['BR'],
      size_names: sizes,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A product stored directly (state left to the caller to refresh). */
export async function addProduct(
  db: Db,
  tenantId: number,
  permalink: string,
  extra: { name?: string; feed_product_id?: string } = {},
) {
  const row = await db
    .insertInto('products')
    .values({
      tenant_id: tenantId,
      permalink: `https://shop.example/${permalink}`,
      name: extra.name ?? permalink,
      ...extra,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
