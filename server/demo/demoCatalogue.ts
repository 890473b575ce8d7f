import type { Db } from '../db/connection.js';
import { refreshProductStates } from '../repositories/productStates.js';
import { seedDemoActivity, type DemoProduct } from './demoActivity.js';
import { COLOURS, MODIFIERS, nounsFor, productName, randomFrom, slugify, type Language } from './demoVocabulary.js';

export interface DemoCatalogueOptions {
  products?: number;
  unknownProducts?: number;
  importRuns?: number;
  now?: Date;
}

interface Modeling {
  id: number;
  type: string;
  clothes_type: string | null;
  gender: string;
  age_group: string;
  size_names: string[];
}

interface Category {
  id: number;
  name: string;
  type: string;
  clothes_type: string | null;
}

const CHUNK = 500;
const DAY = 86_400_000;

// Tables of the same kind fit a category: same type, then the same part of the body (top, bottom, ...).
function modelingFor(category: Category, modelings: Modeling[]): Modeling | null {
  const sameType = modelings.filter((c) => c.type === category.type);
  const part = (clothesType: string | null) => clothesType?.split('_').pop() ?? null;
  return (
    sameType.find((c) => c.clothes_type === category.clothes_type) ??
    sameType.find((c) => part(c.clothes_type) !== null && part(c.clothes_type) === part(category.clothes_type)) ??
    (category.type === 'shoe' ? (sameType[0] ?? null) : null)
  );
}

/** A size the modeling lacks, so that a product offering it is in alert. */
function sizeOutside(sizes: string[]): string {
  const numbers = sizes.map(Number).filter(Number.isFinite);
  if (numbers.length === sizes.length && numbers.length > 0) return String(Math.max(...numbers) + 2);
  return ['XGG', 'EXG', 'PP', 'U'].find((s) => !sizes.includes(s))!;
}

/**
 * Adds a believable catalogue to a demo store: products in all four states (their sizes from the
 * store's own modelings, some outside them), unknown products seen over the last week and the runs of
 * the feed importer. Bulk inserts, then one state refresh for the store.
 */
export async function seedDemoCatalogue(
  trx: Db,
  tenantId: number,
  brandIds: number[],
  categoryIds: number[],
  modelingIds: number[],
  options: DemoCatalogueOptions = {},
): Promise<void> {
  const { products: count = 2000, now = new Date() } = options;
  const store = await trx
    .selectFrom('tenants')
    .select(['domain', 'country'])
    .where('id', '=', tenantId)
    .executeTakeFirstOrThrow();
  const language: Language = store.country === 'BR' ? 'pt' : 'en';
  const brands = await trx
    .selectFrom('brands')
    .select(['id', 'name'])
    .where('tenant_id', '=', tenantId)
    .where('id', 'in', brandIds)
    .execute();
  const categories = await trx
    .selectFrom('categories')
    .select(['id', 'name', 'type', 'clothes_type'])
    .where('tenant_id', '=', tenantId)
    .where('id', 'in', categoryIds)
    .orderBy('id')
    .execute();
  const modelings = (await trx
    .selectFrom('modelings')
    .select(['id', 'type', 'clothes_type', 'gender', 'age_group', 'size_names'])
    .where('tenant_id', '=', tenantId)
    .where('id', 'in', modelingIds)
    .where('static', '=', false)
    .orderBy('id')
    .execute()) as Modeling[];
  const random = randomFrom(tenantId * 7919);

  const products: DemoProduct[] = [];
  for (let i = 0; i < count; i++) {
    const category = random.pick(categories);
    const modeling = modelingFor(category, modelings);
    const name = productName(
      random.pick(nounsFor(category.name, category.type, language)),
      random.pick(MODIFIERS[language][category.type === 'shoe' ? 'shoe' : 'clothes']),
      random.pick(COLOURS[language]),
      language,
    );
    const modelingSizes = modeling?.size_names ?? ['U'];
    const from = Math.floor(random.next() * Math.min(2, modelingSizes.length - 1));
    let sizes = modelingSizes.slice(from, modelingSizes.length - (random.next() < 0.3 ? 1 : 0));
    // About 20% inactive, 30% pending, 15% alert, 35% covered (only products with a modeling can be covered).
    const roll = random.next();
    const pluginActive = roll >= 0.2;
    const withModeling = modeling !== null && (roll >= 0.5 || roll < 0.1);
    if (modeling && roll >= 0.5 && roll < 0.65) sizes = [...sizes, sizeOutside(modelingSizes)];
    const brand = brands.length ? random.pick(brands) : null;
    const updatedAt = new Date(now.getTime() - random.next() * 90 * DAY);
    products.push({
      tenant_id: tenantId,
      name,
      permalink: `https://${store.domain}/produto/${slugify(name)}-${1000 + i}`,
      feed_product_id: random.next() < 0.95 ? String(100000 + tenantId * 10000 + i) : null,
      code: `REF${String(Math.floor(random.next() * 100000)).padStart(5, '0')}`,
      image_url: null,
      brand_id: brand?.id ?? null,
      feed_brand: brand?.name ?? null,
      category_id: category.id,
      gender: modeling?.gender ?? 'u',
      age_group: modeling?.age_group ?? 'adult',
      product_type: category.type === 'shoe' ? 'shoe' : 'clothes',
      size_system: category.type === 'shoe' ? 'BR' : null,
      available_sizes: sizes,
      plugin_active: pluginActive,
      modeling_id: withModeling ? modeling.id : null,
      created_at: new Date(updatedAt.getTime() - random.next() * 180 * DAY),
      updated_at: updatedAt,
    });
  }
  for (let i = 0; i < products.length; i += CHUNK) {
    await trx
      .insertInto('products')
      .values(products.slice(i, i + CHUNK))
      .execute();
  }
  await refreshProductStates(trx, tenantId, { all: true });
  await seedDemoActivity(trx, tenantId, store.domain, products, { ...options, now, language }, random);
}
