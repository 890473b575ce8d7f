import type { ModelingBody } from '../../../contract/modelings';
import { everyFieldOf } from '../../../contract/fieldLists';
import { TABLE_GRID_FIELDS, TABLE_SIZE_SETUP_FIELDS } from './tableFieldGroups';

/** The fields of a store table's body; the compiler ties the list to the contract's type. */
export const MODELING_BODY_FIELDS = everyFieldOf<ModelingBody>()([
  'name',
  'type',
  'clothesType',
  'ageGroup',
  'brandId',
  'gender',
  ...TABLE_SIZE_SETUP_FIELDS,
  'static',
  ...TABLE_GRID_FIELDS,
]);
