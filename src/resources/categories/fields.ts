import type { CategoryBody, CategoryChanges } from '../../../contract/categories';
import { everyFieldOf } from '../../../contract/fieldLists';

/** The fields of a category's body and of a bulk change; the compiler ties each list to the contract's type. */
export const CATEGORY_CHANGE_FIELDS = everyFieldOf<CategoryChanges>()([
  'type',
  'clothesType',
  'strongCategoryId',
  'strongSubcategoryId',
  'sizeTailor',
]);
export const CATEGORY_BODY_FIELDS = everyFieldOf<CategoryBody>()(['name', 'originalName', ...CATEGORY_CHANGE_FIELDS]);
