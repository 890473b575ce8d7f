import { Type, type Static } from 'typebox';
import { Nullable } from './common.js';
import { DetailParamsSchema } from './errors.js';

/** Why a run failed, or why it switched no product off: a detail code (domain/errorCodes.ts) and its text's params. */
export const RunReasonSchema = Type.Object({ code: Type.String(), params: DetailParamsSchema });

/** One item the feed importer could not take, as it wrote it; every field optional so an older or partial entry still shows. */
const ImportErrorSchema = Type.Object(
  {
    code: Type.Optional(
      Type.String({
        description:
          "The error's kind, a detail code (domain/errorCodes.ts); absent from runs seeded before errors carried it",
      }),
    ),
    product: Type.Optional(Type.String()),
    gender: Type.Optional(Nullable(Type.String())),
    ageGroup: Type.Optional(Nullable(Type.String())),
    sizes: Type.Optional(Nullable(Type.Union([Type.String(), Type.Array(Type.String())]))),
    message: Type.Optional(Type.String()),
  },
  { additionalProperties: true },
);

/** One run of a store's feed import (an importation): what it read and changed. */
export const ImportRunSchema = Type.Object({
  id: Type.Integer(),
  source: Type.String(),
  status: Type.String({ description: 'running, finished or failed' }),
  startedAt: Type.String({ format: 'date-time' }),
  finishedAt: Nullable(Type.String({ format: 'date-time' })),
  readCount: Type.Integer(),
  updatedCount: Type.Integer(),
  insertedCount: Type.Integer(),
  unknownCount: Type.Integer(),
  /** Every item the run could not take; `errors` keeps only the first of them. */
  errorCount: Type.Integer(),
  errorMessage: Nullable(Type.String()),
  /** The failure as a code and params, for its translated text; null when it finished or the code is unknown. */
  failure: Nullable(RunReasonSchema),
  /** A finished run that switched off no product the feed left out, and why (an empty feed, far fewer items). */
  notice: Nullable(RunReasonSchema),
  errors: Type.Array(ImportErrorSchema),
});

/** `GET /importations/latest`: null before the store's first run. */
export const LatestImportRunSchema = Nullable(ImportRunSchema);

export type ImportRun = Static<typeof ImportRunSchema>;
export type RunReason = Static<typeof RunReasonSchema>;
