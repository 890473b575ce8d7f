import { Type, type Static } from 'typebox';
import { NAME_MAX_LENGTH } from '../../../domain/limits.js';

/** A recipe sample: the fixture resource of the recipe (docs/architecture.md, "Add a resource"). */
export const RecipeSampleSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  active: Type.Boolean(),
});

export const RecipeSampleBodySchema = Type.Object(
  {
    name: Type.String({ maxLength: 1000, description: `1 to ${NAME_MAX_LENGTH} characters after trimming; unique.` }),
    active: Type.Boolean(),
  },
  { additionalProperties: false },
);

export type RecipeSample = Static<typeof RecipeSampleSchema>;
export type RecipeSampleBody = Static<typeof RecipeSampleBodySchema>;
