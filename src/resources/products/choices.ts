import { PRODUCT_TYPES } from '../../../domain/enums';
import { choicesOf } from '../../components/choices';
import { SEARCH_MODES } from './productQuery';

export { AGE_GROUP_CHOICES, GENDER_CHOICES, SIZE_TYPE_CHOICES } from '../modelings/modelingChoices';

export const PRODUCT_TYPE_CHOICES = choicesOf(PRODUCT_TYPES, 'app.products.productTypes');
export const SEARCH_MODE_CHOICES = choicesOf(SEARCH_MODES, 'app.products.search.modes');

/** Sizes written as numbers (38, 38.5, 38/39); the others (P, M, GG, XL) count as letter sizes. */
export const isNumberSize = (size: string) => /^\d+([.,/-]\d+)*$/.test(size.trim());
