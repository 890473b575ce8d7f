import type { StrongCategoryBody } from '../../../contract/strongCategories';
import { everyFieldOf } from '../../../contract/fieldLists';

/** The fields a provider category's body has; the compiler ties the list to the contract's type. */
export const STRONG_CATEGORY_BODY_FIELDS = everyFieldOf<StrongCategoryBody>()([
  'name',
  'type',
  'translations',
  'subcategories',
]);
