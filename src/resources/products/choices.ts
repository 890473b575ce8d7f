import { PRODUCT_TYPES } from '../../../domain/enums';
import { SEARCH_MODES } from './productQuery';

export { AGE_GROUP_CHOICES, GENDER_CHOICES, SIZE_TYPE_CHOICES } from '../modelings/modelingChoices';

export const PRODUCT_TYPE_CHOICES = PRODUCT_TYPES.map((id) => ({ id, name: `app.products.productTypes.${id}` }));
export const SEARCH_MODE_CHOICES = SEARCH_MODES.map((id) => ({ id, name: `app.products.search.modes.${id}` }));

/** Sizes written as numbers (38, 38.5, 38/39); the others (P, M, GG, XL) count as letter sizes. */
export const isNumberSize = (size: string) => /^\d+([.,/-]\d+)*$/.test(size.trim());
