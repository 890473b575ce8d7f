import {
  AGE_GROUPS,
  GENDERS,
  HTTP_LINK_BEHAVIORS,
  MISSING_PRODUCT_RULES,
  PRODUCT_INTEGRATIONS,
  PRODUCT_TYPES,
} from '../../../../domain/enums';
import { optionChoicesOf } from '../identification/optionChoices';

/** Choices of a select input from a list of values and the translation keys of their names. */
const choicesOf = (values: readonly string[], keys: string) => values.map((id) => ({ id, name: `${keys}.${id}` }));

export const INTEGRATION_TYPE_CHOICES = optionChoicesOf('productIntegrations', PRODUCT_INTEGRATIONS);
export const LINK_BEHAVIOR_CHOICES = optionChoicesOf('httpLinkBehaviors', HTTP_LINK_BEHAVIORS);
export const MISSING_PRODUCT_CHOICES = choicesOf(MISSING_PRODUCT_RULES, 'app.integration.rules.missingProductRules');
export const GENDER_CHOICES = choicesOf(GENDERS, 'app.genders');
export const AGE_GROUP_CHOICES = choicesOf(AGE_GROUPS, 'app.ageGroups');
export const PRODUCT_TYPE_CHOICES = choicesOf(PRODUCT_TYPES, 'app.products.productTypes');
