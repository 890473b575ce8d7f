import { AGE_GROUPS, GENDERS } from '../../../domain/enums';
import { CLOTHES_TYPES, SIZE_TYPES, TABLE_TYPES } from '../../../domain/modeling';

import { choicesOf } from '../../components/choices';

export const TABLE_TYPE_CHOICES = choicesOf(TABLE_TYPES, 'app.tableTypes');
export const GENDER_CHOICES = choicesOf(GENDERS, 'app.genders');
export const CLOTHES_TYPE_CHOICES = choicesOf(CLOTHES_TYPES, 'app.clothesTypes');
export const AGE_GROUP_CHOICES = choicesOf(AGE_GROUPS, 'app.ageGroups');
export const SIZE_TYPE_CHOICES = choicesOf(SIZE_TYPES, 'app.sizeTypes');
