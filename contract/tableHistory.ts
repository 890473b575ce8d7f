import { Type, type Static } from 'typebox';
import { VERSION_ORIGINS } from '../domain/tableHistory.js';
import { IdSchema, Nullable } from './common.js';
import { countedPageFields } from './lists.js';

/**
 * Table history (`/modelings/single/:id/history`, `/strong/modelings/single/:id/history`): every save of
 * a table is a version; one version answers its whole table and its changes against the version before.
 */
const union = <T extends string>(values: readonly T[]) => Type.Unsafe<T>({ type: 'string', enum: [...values] });

export const HISTORY_PAGE_SIZE = 20;

export const HistoryQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 0, description: 'Page number, from 0 (default 0).' })),
  size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, description: `Rows per page (default 20).` })),
});

export const VersionParams = Type.Object({ id: IdSchema, version: IdSchema });
/** A version of the current store's settings (the store is the session's). */
export const VersionParam = Type.Object({ version: IdSchema });

const SummarySchema = Type.Object({
  fields: Type.Array(Type.String()),
  addedSizes: Type.Array(Type.String()),
  removedSizes: Type.Array(Type.String()),
  changedCells: Type.Integer(),
});

const versionFields = {
  version: Type.Integer(),
  origin: union(VERSION_ORIGINS),
  userId: Nullable(Type.Integer()),
  userName: Nullable(
    Type.String({
      description: 'The name the author had when saving; null for version 1 of tables older than history.',
    }),
  ),
  savedAt: Type.String({ format: 'date-time' }),
};

export const VersionSummarySchema = Type.Object({ ...versionFields, summary: SummarySchema });

export const TableHistorySchema = Type.Object({
  ...countedPageFields(VersionSummarySchema),
  /** The table's current version: a restore names it. */
  current: Type.Integer(),
});

const CellSchema = Nullable(
  Type.Object({
    initialValue: Type.Optional(Nullable(Type.Number())),
    finalValue: Type.Optional(Nullable(Type.Number())),
    value: Type.Optional(Nullable(Type.String())),
  }),
);

export const TableDiffSchema = Type.Object({
  fields: Type.Array(Type.Object({ field: Type.String(), before: Type.Unknown(), after: Type.Unknown() })),
  addedSizes: Type.Array(Type.String()),
  removedSizes: Type.Array(Type.String()),
  cells: Type.Array(
    Type.Object({ size: Type.String(), measure: Type.String(), before: CellSchema, after: CellSchema }),
  ),
});

export const TableVersionSchema = Type.Object({
  ...versionFields,
  snapshot: Type.Record(Type.String(), Type.Unknown(), { description: 'The table as this version saved it.' }),
  diff: TableDiffSchema,
});

export const RestoreBody = Type.Object(
  {
    version: Type.Integer({
      minimum: 1,
      description: 'The current version as read; 409 STALE_VERSION when it was saved since.',
    }),
  },
  { additionalProperties: false },
);

export type TableHistory = Static<typeof TableHistorySchema>;
export type VersionSummary = Static<typeof VersionSummarySchema>;
export type TableVersion = Static<typeof TableVersionSchema>;
export type TableDiffAnswer = Static<typeof TableDiffSchema>;
