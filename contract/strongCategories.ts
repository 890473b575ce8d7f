import { Type, type Static } from 'typebox';

const Translations = Type.Record(Type.String(), Type.String(), { description: 'Name per language code.' });

/** A provider category with its subcategories, shared by every store. */
export const StrongCategorySchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  type: Type.String({ description: 'clothes or shoe' }),
  translations: Translations,
  subcategories: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String(), translations: Translations })),
});

export type StrongCategory = Static<typeof StrongCategorySchema>;
