import type { Category, CategoryBody } from '../../../contract/categories';
import { CATEGORY_BODY_FIELDS } from './fields';
import type { FieldErrorRules } from '../../providers/saveErrors';

export type CategoryPayload = Required<CategoryBody>;

export const emptyCategory: CategoryPayload = {
  name: '',
  originalName: null,
  type: 'clothes',
  clothesType: null,
  strongCategoryId: null,
  strongSubcategoryId: null,
  sizeTailor: false,
};

const textOrNull = (value: string | null | undefined) => {
  const text = (value ?? '').trim();
  return text === '' ? null : text;
};

// The API rejects unknown body fields, so the read-only names of the linked provider category stay home.
export const toCategoryPayload = (data: Partial<Category>): CategoryPayload => ({
  name: (data.name ?? '').trim(),
  originalName: textOrNull(data.originalName),
  type: data.type ?? 'clothes',
  clothesType: data.clothesType || null,
  // Emptied selects give ''; the API's "none" is null. A subcategory means nothing without its category.
  strongCategoryId: data.strongCategoryId || null,
  strongSubcategoryId: data.strongCategoryId ? data.strongSubcategoryId || null : null,
  sizeTailor: data.sizeTailor ?? false,
});

/** How the category forms place the server's field errors. */
export const CATEGORY_SAVE_RULES: FieldErrorRules = {
  resource: 'categories',
  conflict: ['name', 'app.categories.nameTaken'],
  fields: CATEGORY_BODY_FIELDS,
};
