import type { Db } from '../db/connection.js';
import { DEMO_SHOP_ADD_TO_CART } from './demoShopData.js';
import { enqueueImport } from '../repositories/feedJobs.js';
import type { Role } from '../db/schema.js';
import { DEMO_STORES, DEMO_STRONG_BRANDS, DEMO_STRONG_CATEGORIES } from './demoData.js';
import { hashPassword } from '../services/passwords.js';
import { demoTables } from './demoTables.js';
import { insertModeling } from '../repositories/modelings.js';
import { settleProductSearch } from '../repositories/productImport.js';
import { toModelingValues } from '../services/modelings.js';
import { recordVersions } from '../services/tableVersions.js';
import { seedDemoCatalogue } from './demoCatalogue.js';
import { seedDemoOrders } from './demoOrders.js';

export const DEMO_PASSWORD = 'provador123';
export const DEMO_ACCOUNTS = [
  { email: 'admin@provador.test', description: 'administrator' },
  { email: 'moderator@provador.test', description: 'moderator' },
  { email: 'store@provador.test', description: `store user of ${DEMO_STORES[0]!.tenant.name}` },
];
const DEMO_USERS: { email: string; name: string; role: Role }[] = [
  { email: 'admin@provador.test', name: 'Alice Almeida', role: 'administrator' },
  { email: 'moderator@provador.test', name: 'Marcos Moreira', role: 'moderator' },
  { email: 'store@provador.test', name: 'Sofia Santos', role: 'store' },
];

async function isEmpty(db: Db): Promise<boolean> {
  return (await db.selectFrom('tenants').select('id').limit(1).executeTakeFirst()) === undefined;
}

/**
 * Fills a database that has no store yet with demo stores, catalogue and accounts, all or nothing.
 * Demo users have not accepted the terms, so the first sign-in shows them.
 */
export interface DemoSeedOptions {
  /**
   * The app's own demo-feed route (config.ts demoFeedPrefix): with it, every other demo store gets XML
   * integration with its feed there, and the first of them are queued for import.
   */
  feedUrlPrefix?: string;
}

/** Demo stores queued for import by the seed. */
export const DEMO_QUEUED_STORES = 2;

export async function seedDemoIfEmpty(db: Db, options: DemoSeedOptions = {}): Promise<void> {
  if (!(await isEmpty(db))) return;
  // One slow OWASP-cost hash shared by the three accounts keeps the first start quick.
  const password_hash = await hashPassword(DEMO_PASSWORD);
  await db.transaction().execute(async (trx) => {
    if (!(await isEmpty(trx))) return;
    const strongBrandIds = new Map<string, number>();
    for (const b of DEMO_STRONG_BRANDS) {
      const row = await trx
        .insertInto('strong_brands')
        .values({ name: b.name, gender: b.gender, age_group: b.ageGroup, shoe: b.shoe, active: b.active })
        .returning('id')
        .executeTakeFirstOrThrow();
      strongBrandIds.set(b.name, row.id);
    }
    const strongCategoryIds = new Map<string, { id: number; subcategories: Map<string, number> }>();
    for (const c of DEMO_STRONG_CATEGORIES) {
      const category = await trx
        .insertInto('strong_categories')
        .values({ name: c.name, type: c.type, translations: JSON.stringify(c.translations) })
        .returning('id')
        .executeTakeFirstOrThrow();
      const subcategories = await trx
        .insertInto('strong_subcategories')
        .values(
          c.subcategories.map((s) => ({
            strong_category_id: category.id,
            name: s.name,
            translations: JSON.stringify(s.translations),
          })),
        )
        .returning(['id', 'name'])
        .execute();
      strongCategoryIds.set(c.name, {
        id: category.id,
        subcategories: new Map(subcategories.map((s) => [s.name, s.id])),
      });
    }

    const storeIds: number[] = [];
    for (const store of DEMO_STORES) {
      const { id } = await trx
        .insertInto('tenants')
        // Each store's demo shop has its own add-to-cart button, the selector its snippet carries.
        .values({ ...store.tenant, add_to_cart_selector: DEMO_SHOP_ADD_TO_CART })
        .returning('id')
        .executeTakeFirstOrThrow();
      storeIds.push(id);
      const brandRows = await trx
        .insertInto('brands')
        .values(
          store.brands.map((b) => ({
            tenant_id: id,
            name: b.name,
            size_system: b.sizeSystem ?? null,
            strong_brand_id: b.strong ? strongBrandIds.get(b.strong)! : null,
          })),
        )
        .returning('id')
        .execute();
      const categoryRows = await trx
        .insertInto('categories')
        .values(
          store.categories.map((c) => {
            const strong = c.strong ? strongCategoryIds.get(c.strong[0])! : undefined;
            return {
              tenant_id: id,
              name: c.name,
              original_name: c.originalName ?? null,
              type: c.type ?? 'clothes',
              clothes_type: c.clothesType ?? null,
              strong_category_id: strong?.id ?? null,
              strong_subcategory_id: strong && c.strong?.[1] ? strong.subcategories.get(c.strong[1])! : null,
            };
          }),
        )
        .returning('id')
        .execute();
      const modelingIds: number[] = [];
      for (const table of demoTables()) modelingIds.push(await insertModeling(trx, id, toModelingValues(table).values));
      // Their first version, as any new table's (no author: the demo made them).
      await recordVersions(trx, { tenantId: id }, modelingIds, 'create', null);
      // The store the demo account opens gets a full catalogue; the others a small one each.
      const first = storeIds.length === 1;
      await seedDemoCatalogue(
        trx,
        id,
        brandRows.map((b) => b.id),
        categoryRows.map((c) => c.id),
        modelingIds,
        {
          products: first ? 2000 : 50 + ((storeIds.length * 37) % 150),
          unknownProducts: first ? 60 : 12,
          importRuns: first ? 5 : 2,
        },
      );
      await seedDemoOrders(trx, id, storeIds.length * 7919, {
        orders: first ? 1200 : 100,
        now: new Date(),
        country: store.tenant.country ?? 'BR',
        currency: store.tenant.currency ?? 'BRL',
      });
    }

    if (options.feedUrlPrefix) await setUpDemoFeeds(trx, storeIds, options.feedUrlPrefix);

    // An account created earlier (npm run create-admin) is kept as it is.
    const taken = new Set((await trx.selectFrom('users').select('email').execute()).map((u) => u.email.toLowerCase()));
    for (const user of DEMO_USERS.filter((u) => !taken.has(u.email))) {
      const { id } = await trx
        .insertInto('users')
        .values({ ...user, password_hash })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (user.role === 'store')
        await trx.insertInto('tenant_users').values({ tenant_id: storeIds[0]!, user_id: id }).execute();
    }
  });
  await settleProductSearch(db);
}

// Every other store (the demo account's own first) reads its feed from the app's demo-feed route.
async function setUpDemoFeeds(trx: Db, storeIds: number[], prefix: string): Promise<void> {
  const feedStores = storeIds.filter((_, index) => index % 2 === 0);
  for (const id of feedStores) {
    await trx
      .updateTable('tenants')
      .set({ product_integration: 'INTEGRATION_WITH_XML', product_integration_xml_link: `${prefix}${id}.xml` })
      .where('id', '=', id)
      .execute();
  }
  for (const id of feedStores.slice(0, DEMO_QUEUED_STORES)) {
    await enqueueImport(trx, id, { url: `${prefix}${id}.xml` });
  }
}
