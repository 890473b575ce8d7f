import type { StrongModelingBody } from '../../../contract/strongModelings';
import { everyFieldOf } from '../../../contract/fieldLists';
import { TABLE_GRID_FIELDS, TABLE_SIZE_SETUP_FIELDS } from '../../resources/modelings/tableFieldGroups';

/** The fields a provider table's body has; the compiler ties the list to the contract's type. */
export const STRONG_MODELING_BODY_FIELDS = everyFieldOf<StrongModelingBody>()([
  'name',
  'type',
  'clothesType',
  'ageGroup',
  'gender',
  ...TABLE_SIZE_SETUP_FIELDS,
  ...TABLE_GRID_FIELDS,
  'strongBrandId',
  'strongCategoryId',
  'strongSubcategoryId',
  'model',
  'slugs',
  'slugWeight',
]);
