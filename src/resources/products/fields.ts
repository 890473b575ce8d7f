import type { ProductBody, ProductChanges } from '../../../contract/products';
import { everyFieldOf } from '../../../contract/fieldLists';

/** The fields of a product's body; the compiler ties the list to the contract's type. */
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
/** The fields a bulk change of products may set, in the order the batch edit dialog offers them. */
export const PRODUCT_CHANGE_FIELDS = everyFieldOf<ProductChanges>()([
  'modelingId',
  'brandId',
  'categoryId',
  'gender',
  'ageGroup',
  'pluginActive',
]);
