import { DetailCodes, type DetailCode } from '../../domain/errorCodes.js';
import { normalizeSize } from '../../domain/productState.js';
import type { Db } from '../db/connection.js';
import { ownCategoryIds } from '../repositories/categories.js';
import type { FeedRunError } from '../feeds/feedBatches.js';
import { chartSizesById, type StagedProduct } from '../repositories/feedStage.js';
import { namedRowsByKey, type ExistingProduct, type ImportedColumns } from '../repositories/productImport.js';
import { nameProblems } from './fieldRules.js';
import { idsByName, sameImportedColumns } from './productImport.js';
import { cleanSizes, productValuesOf } from './productRules.js';

/** What the store's feed settings say about sizes: on, feed sizes replace a product's; off, only new products take them. */
export interface FeedSizePolicy {
  automaticallyImportSize: boolean;
}

/** What importing one staged product does. */
export type ProductPlan =
  | { kind: 'insert'; values: ImportedColumns; errors: FeedRunError[] }
  | { kind: 'update'; id: number; values: ImportedColumns; errors: FeedRunError[] }
  | { kind: 'leave'; id: number; errors: FeedRunError[] }
  /** Not imported: it breaks a product rule, or its permalink is another product's. */
  | { kind: 'refuse'; errors: FeedRunError[] };

/** A brand or category name the import will look up or create, when it is a valid name. */
const usableName = (name: string | null) => (name && nameProblems(name).length === 0 ? name : null);
const lower = (name: string) => name.toLowerCase();

const errorOf = (p: StagedProduct, sizes: string[], code: DetailCode, message: string): FeedRunError => ({
  code,
  product: p.name,
  feedProductId: p.feed_product_id,
  permalink: p.permalink,
  gender: p.gender,
  ageGroup: p.age_group,
  sizes,
  message,
});

/** Ids by lower-case name; without `create`, names the store lacks map to -1 (a dry run creates nothing). */
async function namesToIds(
  db: Db,
  table: 'brands' | 'categories',
  tenantId: number,
  names: string[],
  create: boolean,
): Promise<Map<string, number>> {
  if (create) return idsByName(db, table, tenantId, names);
  const keys = [...new Set(names.map(lower))];
  const found = keys.length ? await namedRowsByKey(db, table, tenantId, keys) : [];
  const ids = new Map(found.map((r) => [r.key, r.id]));
  for (const key of keys) if (!ids.has(key)) ids.set(key, -1);
  return ids;
}

/** Errors of the sizes a product ends with: none at all, or some its chart does not have. */
function sizeErrors(p: StagedProduct, sizes: string[], chartSizes: string[] | undefined): FeedRunError[] {
  if (sizes.length === 0) return [errorOf(p, sizes, DetailCodes.NO_SIZES, 'Product sizing not found')];
  if (chartSizes === undefined) return [];
  const chart = new Set(chartSizes.map(normalizeSize));
  return sizes.every((s) => chart.has(normalizeSize(s)))
    ? []
    : [errorOf(p, sizes, DetailCodes.SIZES_NOT_IN_CHART, "Chart doesn't contemplates this size style")];
}

/**
 * Decides, for a page of staged products, what an import does to each: the product rules of the editor
 * and the CSV import check its values; it updates the product of the same feed id, else of the same
 * permalink, or is new. A product whose values are already stored is left alone, so an unchanged feed
 * writes nothing. `create` (an import, in its transaction) creates the brands and categories the feed
 * names; a dry run only looks them up.
 */
export async function planProducts(
  db: Db,
  tenantId: number,
  staged: StagedProduct[],
  existing: ExistingProduct[],
  policy: FeedSizePolicy,
  create: boolean,
): Promise<ProductPlan[]> {
  const byFeed = new Map(existing.filter((e) => e.feed_product_id).map((e) => [e.feed_product_id!, e]));
  const byLink = new Map(existing.map((e) => [e.permalink, e]));
  /** The ids of the usable names the page gives in one field, in `table`. */
  const namedIds = (table: 'brands' | 'categories', name: (p: StagedProduct) => string | null) =>
    namesToIds(
      db,
      table,
      tenantId,
      staged.flatMap((p) => usableName(name(p)) ?? []),
      create,
    );
  // Four independent look-ups, sent together: on the pool (a draft) each goes on a connection of its own.
  const [brands, ruleCategories, categories, charts] = await Promise.all([
    namedIds('brands', (p) => p.brand),
    ownCategoryIds(
      db,
      tenantId,
      staged.flatMap((p) => p.category_id ?? []),
    ),
    namedIds('categories', (p) => p.category_name),
    chartSizesById(
      db,
      tenantId,
      existing.flatMap((e) => e.modeling_id ?? []),
    ),
  ]);
  const claimedLinks = new Set<string>();
  return staged.map((p): ProductPlan => {
    const feedSizes = cleanSizes(p.variant_sizes.flat());
    const atFeed = byFeed.get(p.feed_product_id);
    const atLink = byLink.get(p.permalink);
    const linkTaken =
      claimedLinks.has(p.permalink) ||
      (atFeed && atLink && atLink.id !== atFeed.id) ||
      (!atFeed && atLink?.feed_product_id && atLink.feed_product_id !== p.feed_product_id);
    if (linkTaken) {
      const message = 'Another product already has this permalink.';
      return { kind: 'refuse', errors: [errorOf(p, feedSizes, DetailCodes.PERMALINK_TAKEN, message)] };
    }
    claimedLinks.add(p.permalink);
    const target = atFeed ?? atLink;
    const { values, problems } = productValuesOf({
      permalink: p.permalink,
      name: p.name,
      feedProductId: p.feed_product_id,
      imageUrl: p.image_url,
      gender: p.gender,
      ageGroup: p.age_group,
      sizeType: p.size_type,
      productType: p.product_type,
      sizeSystem: p.size_system,
      sizes: target && !policy.automaticallyImportSize ? target.available_sizes : feedSizes,
      // A product the feed switched off when it left the feed comes back on as it was.
      pluginActive: target ? target.plugin_active || target.feed_switched_off : true,
    });
    if (problems.length > 0) {
      return {
        kind: 'refuse',
        errors: problems.map((problem) => errorOf(p, feedSizes, problem.code, `${problem.field}: ${problem.message}`)),
      };
    }
    const brandName = usableName(p.brand);
    const categoryName = usableName(p.category_name);
    const ruleCategory = p.category_id !== null && ruleCategories.has(p.category_id) ? p.category_id : null;
    const columns: ImportedColumns = {
      feed_product_id: values.feedProductId,
      permalink: values.permalink,
      name: values.name,
      code: target?.code ?? null,
      image_url: values.imageUrl,
      brand_id: brandName ? brands.get(lower(brandName))! : (target?.brand_id ?? null),
      category_id:
        ruleCategory ?? (categoryName ? categories.get(lower(categoryName))! : (target?.category_id ?? null)),
      gender: values.gender,
      age_group: values.ageGroup,
      size_type: values.sizeType,
      product_type: values.productType,
      size_system: values.sizeSystem,
      available_sizes: values.sizes,
      plugin_active: values.pluginActive,
      modeling_id: target?.modeling_id ?? null,
    };
    const errors = sizeErrors(p, values.sizes, target?.modeling_id ? charts.get(target.modeling_id) : undefined);
    if (!target) return { kind: 'insert', values: columns, errors };
    if (sameImportedColumns(columns, target)) return { kind: 'leave', id: target.id, errors };
    return { kind: 'update', id: target.id, values: columns, errors };
  });
}
