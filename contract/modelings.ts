import { Type, type Static } from 'typebox';
import { NAME_MAX_LENGTH } from '../domain/limits.js';
import { IdSchema } from './common.js';
import { multilineText } from './textKinds.js';
import { AGE_GROUPS, GENDERS, SIZE_SYSTEMS } from '../domain/enums.js';
import {
  CELL_TEXT_MAX_LENGTH,
  COMPOSED_MEASURE_MAX_LENGTH,
  OBSERVATION_MAX_LENGTH,
  SIZE_LABEL_MAX_LENGTH,
} from '../domain/limits.js';
import { ALL_MEASURES } from '../domain/measures.js';
import { CLOTHES_TYPES, COMPOSED_ORDERS, SIZE_TYPES, TABLE_TYPES, VARIATION_MODES } from '../domain/modeling.js';

/** A string from a fixed list, typed as that list and described as an enum in the OpenAPI document. */
const union = <T extends string>(values: readonly T[]) => Type.Unsafe<T>({ type: 'string', enum: [...values] });
const measureName = union(ALL_MEASURES);
const percent = Type.Union([Type.Number(), Type.Null()]);

export const VariationSchema = Type.Object(
  { mode: union(VARIATION_MODES), min: Type.Optional(percent), max: Type.Optional(percent) },
  { additionalProperties: false },
);

const CellSchema = Type.Object(
  {
    initialValue: Type.Optional(Type.Union([Type.Number({ minimum: 0, maximum: 100000 }), Type.Null()])),
    finalValue: Type.Optional(Type.Union([Type.Number({ minimum: 0, maximum: 100000 }), Type.Null()])),
    value: Type.Optional(Type.Union([Type.String({ maxLength: CELL_TEXT_MAX_LENGTH }), Type.Null()])),
  },
  { additionalProperties: false },
);

export const RowSchema = Type.Object(
  {
    labels: Type.Record(Type.String({ maxLength: 10 }), Type.String({ maxLength: SIZE_LABEL_MAX_LENGTH })),
    composedMeasureValue: Type.Optional(Type.Union([Type.String({ maxLength: CELL_TEXT_MAX_LENGTH }), Type.Null()])),
    measures: Type.Record(Type.String({ maxLength: 40 }), CellSchema),
  },
  { additionalProperties: false },
);

/** What a client sends to create or replace a table. Values are in centimetres (weight in kg). */
export const ModelingBodySchema = Type.Object(
  {
    name: Type.String({ maxLength: 200 }),
    type: union(TABLE_TYPES),
    clothesType: Type.Optional(Type.Union([union(CLOTHES_TYPES), Type.Null()])),
    ageGroup: Type.Optional(union(AGE_GROUPS)),
    brandId: Type.Optional(Type.Union([Type.Integer({ minimum: 1 }), Type.Null()])),
    gender: Type.Optional(union(GENDERS)),
    sizeType: Type.Optional(union(SIZE_TYPES)),
    sizeSystem: union(SIZE_SYSTEMS),
    composedMeasure: Type.Optional(Type.Union([Type.String({ maxLength: COMPOSED_MEASURE_MAX_LENGTH }), Type.Null()])),
    composedMeasureOrder: Type.Optional(union(COMPOSED_ORDERS)),
    accessory: Type.Optional(Type.Boolean()),
    observation: Type.Optional(Type.String({ maxLength: OBSERVATION_MAX_LENGTH, ...multilineText })),
    static: Type.Optional(Type.Boolean()),
    measures: Type.Array(measureName, { minItems: 1, maxItems: 40 }),
    sizeSystems: Type.Optional(Type.Array(union(SIZE_SYSTEMS), { maxItems: SIZE_SYSTEMS.length })),
    variations: Type.Optional(Type.Record(Type.String({ maxLength: 40 }), VariationSchema)),
    rows: Type.Array(RowSchema, { maxItems: 200 }),
    version: Type.Optional(
      Type.Integer({
        minimum: 1,
        description: 'The version read; a save is refused (409 STALE_VERSION) when the table was saved since.',
      }),
    ),
  },
  { additionalProperties: false },
);
export type ModelingBody = Static<typeof ModelingBodySchema>;

const summaryFields = {
  id: Type.Integer(),
  name: Type.String(),
  type: Type.String(),
  clothesType: Type.Union([Type.String(), Type.Null()]),
  ageGroup: Type.String(),
  brandId: Type.Union([Type.Integer(), Type.Null()]),
  brandName: Type.Union([Type.String(), Type.Null()]),
  gender: Type.String(),
  static: Type.Boolean(),
  sizes: Type.Array(Type.String()),
  updatedAt: Type.String({ format: 'date-time' }),
};
export const ModelingSummarySchema = Type.Object(summaryFields);

export const ModelingSchema = Type.Object({
  ...summaryFields,
  sizeType: Type.String(),
  sizeSystem: Type.String(),
  composedMeasure: Type.Union([Type.String(), Type.Null()]),
  composedMeasureOrder: Type.String(),
  accessory: Type.Boolean(),
  observation: Type.String(),
  measures: Type.Array(Type.String()),
  sizeSystems: Type.Array(Type.String()),
  variations: Type.Record(Type.String(), VariationSchema),
  rows: Type.Array(RowSchema),
  version: Type.Integer({ description: 'Moved on by every save; a save names the one it read.' }),
});

export const SimulationBodySchema = Type.Object(
  { measures: Type.Record(Type.String({ maxLength: 40 }), Type.Number({ minimum: 0, maximum: 100000 })) },
  { additionalProperties: false },
);

const MeasureFitSchema = Type.Object({
  value: Type.Number(),
  start: Type.Number(),
  end: Type.Number(),
  fit: union(['fits', 'tight', 'loose']),
  deviation: Type.Number(),
});
export const SimulationSchema = Type.Object({
  recommendedSize: Type.Union([Type.String(), Type.Null()]),
  sizes: Type.Array(
    Type.Object({
      size: Type.String(),
      suitable: Type.Boolean(),
      measures: Type.Record(Type.String(), MeasureFitSchema),
    }),
  ),
});

/** The filters of the table list. */
export const modelingFilterFields = {
  name: Type.Optional(Type.String({ maxLength: NAME_MAX_LENGTH, description: 'Part of the name, any case.' })),
  type: Type.Optional(Type.String({ maxLength: 20 })),
  gender: Type.Optional(Type.String({ maxLength: 5 })),
  brandId: Type.Optional(IdSchema),
  clothesType: Type.Optional(Type.String({ maxLength: 40 })),
  ageGroup: Type.Optional(Type.String({ maxLength: 20 })),
  static: Type.Optional(Type.Boolean()),
};
export const ModelingFiltersSchema = Type.Object(modelingFilterFields);

/** `GET /modelings/simplified/all`: every table with its sizes, for pickers. */
export const ModelingChoicesSchema = Type.Array(
  Type.Object({ id: Type.Integer(), name: Type.String(), sizes: Type.Array(Type.String()) }),
);

/** `POST /modelings/duplicate/:tenantId`: the store the tables are copied into. */
export const DuplicationParams = Type.Object({ tenantId: IdSchema });

export type ModelingSummary = Static<typeof ModelingSummarySchema>;
export type Modeling = Static<typeof ModelingSchema>;
export type ModelingFilters = Static<typeof ModelingFiltersSchema>;
/** A table as a picker offers it (`GET /modelings/simplified/all`). */
export type ModelingChoice = Static<typeof ModelingChoicesSchema>[number];
