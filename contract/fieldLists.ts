import type { BrandBody, BrandChanges } from './brands.js';
import type { CategoryBody, CategoryChanges } from './categories.js';
import type { IntegrationSettings } from './feeds.js';
import type { ModelingBody } from './modelings.js';
import type { ProductBody, ProductChanges } from './products.js';

/**
 * The fields of the request bodies, as plain lists for the web app: it needs the names, not the
 * validator, and importing a schema would bring the schema library into the browser. The compiler
 * ties each list to its schema's type: a field missing from a list, or one the schema lacks, does not
 * compile (and tests/domain/fieldLists.test.ts compares them with the schemas at run time).
 */
type Keys<T> = keyof T & string;
export const everyFieldOf =
  <T>() =>
  <const F extends readonly Keys<T>[]>(
    fields: F & ([Exclude<Keys<T>, F[number]>] extends [never] ? unknown : { missing: Exclude<Keys<T>, F[number]> }),
  ): F =>
    fields;

export const BRAND_BODY_FIELDS = everyFieldOf<BrandBody>()(['name', 'sizeSystem', 'strongBrandId']);
export const BRAND_CHANGE_FIELDS = everyFieldOf<BrandChanges>()(['sizeSystem', 'strongBrandId']);

export const CATEGORY_CHANGE_FIELDS = everyFieldOf<CategoryChanges>()([
  'type',
  'clothesType',
  'strongCategoryId',
  'strongSubcategoryId',
  'sizeTailor',
]);
export const CATEGORY_BODY_FIELDS = everyFieldOf<CategoryBody>()(['name', 'originalName', ...CATEGORY_CHANGE_FIELDS]);

export const MODELING_BODY_FIELDS = everyFieldOf<ModelingBody>()([
  'name',
  'type',
  'clothesType',
  'ageGroup',
  'brandId',
  'gender',
  'sizeType',
  'sizeSystem',
  'composedMeasure',
  'composedMeasureOrder',
  'accessory',
  'observation',
  'static',
  'measures',
  'sizeSystems',
  'variations',
  'rows',
  'version',
]);

/** The fields a bulk change of products may set, in the order the batch edit dialog offers them. */
export const PRODUCT_CHANGE_FIELDS = everyFieldOf<ProductChanges>()([
  'modelingId',
  'brandId',
  'categoryId',
  'gender',
  'ageGroup',
  'pluginActive',
]);

export const PRODUCT_BODY_FIELDS = everyFieldOf<ProductBody>()([
  'permalink',
  'name',
  'code',
  'feedProductId',
  'imageUrl',
  'brandId',
  'categoryId',
  'gender',
  'ageGroup',
  'sizeType',
  'productType',
  'sizeSystem',
  'sizes',
  'pluginActive',
  'modelingId',
  'strongBrandId',
  'strongCategoryId',
  'strongSubcategoryId',
  'strongModel',
  'strongSlug',
  'strongSlugWeight',
  'strongLinkActive',
  'strongType',
]);

/** The columns of a product CSV, in file order: what the export writes and the import reads. */
export const INTEGRATION_SETTINGS_FIELDS = everyFieldOf<IntegrationSettings>()([
  'productIntegration',
  'productIntegrationXmlLink',
  'feedRSS',
  'automaticallyImportSize',
  'httpLinkBehavior',
  'linkReturnsFile',
]);

export const PRODUCT_CSV_COLUMNS = [
  'feedProductId',
  'permalink',
  'name',
  'code',
  'imageUrl',
  'brand',
  'category',
  'gender',
  'ageGroup',
  'sizeType',
  'productType',
  'sizeSystem',
  'sizes',
  'pluginActive',
  'chart',
] as const;
export type ProductCsvColumn = (typeof PRODUCT_CSV_COLUMNS)[number];
