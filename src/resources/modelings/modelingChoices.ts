import { AGE_GROUPS, GENDERS } from '../../../domain/enums';
import { CLOTHES_TYPES, SIZE_TYPES, TABLE_TYPES } from '../../../domain/modeling';

export interface Choice {
  id: string;
  /** Translation key; react-admin's choice inputs and fields translate it. */
  name: string;
}

const choicesOf = (values: readonly string[], group: string): Choice[] =>
  values.map((id) => ({ id, name: `app.${group}.${id}` }));

export const TABLE_TYPE_CHOICES = choicesOf(TABLE_TYPES, 'tableTypes');
export const GENDER_CHOICES = choicesOf(GENDERS, 'genders');
export const CLOTHES_TYPE_CHOICES = choicesOf(CLOTHES_TYPES, 'clothesTypes');
export const AGE_GROUP_CHOICES = choicesOf(AGE_GROUPS, 'ageGroups');
export const SIZE_TYPE_CHOICES = choicesOf(SIZE_TYPES, 'sizeTypes');

/** A row of GET /modelings. */
export interface ModelingSummary {
  id: number;
  name: string;
  type: string;
  clothesType: string | null;
  ageGroup: string;
  brandId: number | null;
  brandName: string | null;
  gender: string;
  static: boolean;
  sizes: string[];
  updatedAt: string;
}
