import { Type, type Static } from 'typebox';
import { Nullable } from './common.js';

/** A provider brand, shared by every store. */
export const StrongBrandSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  logoUrl: Nullable(Type.String()),
  gender: Type.String({ description: 'm, f or u.' }),
  ageGroup: Type.String(),
  shoe: Type.Boolean(),
  active: Type.Boolean(),
});

export type StrongBrand = Static<typeof StrongBrandSchema>;
