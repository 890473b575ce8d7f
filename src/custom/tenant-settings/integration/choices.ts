import { HTTP_LINK_BEHAVIORS, MISSING_PRODUCT_RULES, PRODUCT_INTEGRATIONS } from '../../../../domain/enums';
import { choicesOf } from '../../../components/choices';
import { optionChoicesOf } from '../identification/optionChoices';

export { AGE_GROUP_CHOICES, GENDER_CHOICES } from '../../../resources/modelings/modelingChoices';
export { PRODUCT_TYPE_CHOICES } from '../../../resources/products/choices';

export const INTEGRATION_TYPE_CHOICES = optionChoicesOf('productIntegrations', PRODUCT_INTEGRATIONS);
export const LINK_BEHAVIOR_CHOICES = optionChoicesOf('httpLinkBehaviors', HTTP_LINK_BEHAVIORS);
export const MISSING_PRODUCT_CHOICES = choicesOf(MISSING_PRODUCT_RULES, 'app.integration.rules.missingProductRules');
