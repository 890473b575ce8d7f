import type { RecipeSampleBody } from '../../../contract/recipeSamples';
import { everyFieldOf } from '../../../../../contract/fieldLists';

/** The fields a recipe sample's body has; the compiler ties the list to the contract's type. */
export const RECIPE_SAMPLE_BODY_FIELDS = everyFieldOf<RecipeSampleBody>()(['name', 'active']);
