import { Type, type Static } from 'typebox';
import {
  AGE_GROUPS,
  GENDERS,
  HTTP_LINK_BEHAVIORS,
  MISSING_PRODUCT_RULES,
  PRODUCT_INTEGRATIONS,
  PRODUCT_TYPES,
} from '../domain/enums.js';
import { MAX_RULE_ROWS, RULE_KEYWORD_MAX_LENGTH, URL_MAX_LENGTH } from '../domain/limits.js';
import { IdSchema, Nullable, OpenQuery } from './common.js';
import { RunReasonSchema } from './importRuns.js';

/**
 * Product feeds: a store's integration settings, its importation rules, the import queue, feed jobs
 * (imports, uploads, dry runs) and the merchant-feed worker's state. Pure: no I/O.
 */

const Keyword = Type.String({ minLength: 1, maxLength: RULE_KEYWORD_MAX_LENGTH });
const rows = <T extends ReturnType<typeof Type.Object>>(row: T) => Type.Array(row, { maxItems: MAX_RULE_ROWS });

export const FeedUrlSchema = Type.String({
  maxLength: URL_MAX_LENGTH,
  pattern: '^[Hh][Tt][Tt][Pp][Ss]?://',
  description: 'An http or https address.',
});

/**
 * The store's mapping from feed values to catalogue fields. Keywords and values match ignoring case
 * and accents; the first matching row wins.
 */
export const ImportationRulesSchema = Type.Object(
  {
    /** A keyword of `g:product_type` or `g:google_product_category` → the store category. */
    categories: rows(Type.Object({ keyword: Keyword, categoryId: IdSchema }, { additionalProperties: false })),
    /** A feed `g:gender` value → ours. Unmapped values fall back to the standard ones (male, female, unisex). */
    genders: rows(Type.Object({ value: Keyword, gender: Type.Enum(GENDERS) }, { additionalProperties: false })),
    /** A feed `g:age_group` value → ours. */
    ageGroups: rows(Type.Object({ value: Keyword, ageGroup: Type.Enum(AGE_GROUPS) }, { additionalProperties: false })),
    /** A keyword of the title, `g:product_type` or `g:size_type` → shoe or clothes. */
    productTypes: rows(
      Type.Object({ keyword: Keyword, productType: Type.Enum(PRODUCT_TYPES) }, { additionalProperties: false }),
    ),
    /** Items whose title or `g:product_type` holds one of these keywords are not imported. */
    skip: Type.Array(Keyword, { maxItems: MAX_RULE_ROWS }),
    /** What a complete run does to feed products it no longer lists (default: plugin off; never deleted). */
    missingProducts: Type.Enum(MISSING_PRODUCT_RULES),
  },
  { additionalProperties: false },
);
export type ImportationRules = Static<typeof ImportationRulesSchema>;

export const DEFAULT_IMPORTATION_RULES: ImportationRules = {
  categories: [],
  genders: [],
  ageGroups: [],
  productTypes: [],
  skip: [],
  missingProducts: 'DEACTIVATE',
};

/** `PATCH /tenants/importation-rules`: each list given replaces the stored one. */
export const ImportationRulesPatchSchema = Type.Partial(ImportationRulesSchema, {
  additionalProperties: false,
  minProperties: 1,
});

/** The integration fields of a store (spec 3, tenant details), read and written with the store's details. */
export const IntegrationSettingsSchema = Type.Object(
  {
    productIntegration: Type.Enum(PRODUCT_INTEGRATIONS),
    productIntegrationXmlLink: Nullable(FeedUrlSchema),
    feedRSS: Type.Boolean({ description: 'The feed is RSS 2.0 (true) or Atom (false); both are read either way.' }),
    automaticallyImportSize: Type.Boolean({
      description: "On: feed sizes replace a product's sizes. Off: only new products take the feed's sizes.",
    }),
    httpLinkBehavior: Type.Enum(HTTP_LINK_BEHAVIORS),
    linkReturnsFile: Nullable(FeedUrlSchema),
  },
  { additionalProperties: false },
);
export type IntegrationSettings = Static<typeof IntegrationSettingsSchema>;

export const QUEUE_STATUSES = ['waiting', 'running', 'failed'] as const;
export type QueueStatus = (typeof QUEUE_STATUSES)[number];

/** Counts of a run, as they grow while it runs. */
export const RunProgressSchema = Type.Object({
  runId: Type.Integer(),
  read: Type.Integer(),
  inserted: Type.Integer(),
  updated: Type.Integer(),
  unknown: Type.Integer(),
  errors: Type.Integer(),
  /** Bytes of the feed read so far and its announced length, when the server sent one. */
  bytesRead: Type.Integer(),
  bytesTotal: Nullable(Type.Integer()),
});
export type RunProgress = Static<typeof RunProgressSchema>;

/** One row of `GET /importations/queue`; `id` is the queue entry's (what `/importations/queue/{id}` takes). */
export const QueueEntrySchema = Type.Object({
  id: Type.Integer(),
  tenantId: Type.Integer(),
  tenantName: Type.String(),
  feedUrl: Nullable(Type.String()),
  /** The store's products now (all states). */
  totalProducts: Type.Integer(),
  status: Type.Enum(QUEUE_STATUSES),
  /** 1 for the next to run; the running entry has 0. */
  position: Type.Integer(),
  queuedAt: Type.String({ format: 'date-time' }),
  /** Why the last attempt failed, for a failed entry. */
  failure: Nullable(Type.String()),
  progress: Nullable(RunProgressSchema),
});
export type QueueEntry = Static<typeof QueueEntrySchema>;
/** The whole queue in run order, as a move answers it. */
export const QueueSchema = Type.Array(QueueEntrySchema);

export const QUEUE_MOVES = ['UP', 'DOWN', 'TOP'] as const;
export const QueueMoveQuery = OpenQuery({ option: Type.Enum(QUEUE_MOVES) });

/** `POST /importations/queue`: a moderator may name any store; a store user queues their own. */
export const EnqueueBodySchema = Type.Object({ tenantId: Type.Optional(IdSchema) }, { additionalProperties: false });

export const JOB_KINDS = ['import', 'dry_run'] as const;
export const JOB_STATUSES = ['waiting', 'running', 'finished', 'failed'] as const;

/** `POST /importations/dry-run` with a URL (JSON); the multipart form takes a `file` instead. */
export const DryRunBodySchema = Type.Object({ url: FeedUrlSchema }, { additionalProperties: false });

/** What an import of the feed would do, without writing anything. */
export const DryRunReportSchema = Type.Object({
  items: Type.Integer({ description: 'Feed items read.' }),
  products: Type.Integer({ description: 'Products after grouping variants.' }),
  wouldInsert: Type.Integer(),
  wouldUpdate: Type.Integer(),
  wouldLeave: Type.Integer({ description: 'Products the feed holds unchanged.' }),
  wouldDeactivate: Type.Integer({ description: 'Feed products of the store the feed no longer lists.' }),
  skipped: Type.Integer({ description: 'Items left out by the skip rule.' }),
  errors: Type.Array(
    Type.Object({
      kind: Type.String({ description: 'An error detail code, such as SIZES_NOT_IN_CHART or NO_SIZES.' }),
      count: Type.Integer(),
      examples: Type.Array(Type.String(), { description: 'Up to 5 product ids or permalinks.' }),
    }),
  ),
  sizesOutsideCharts: Type.Array(Type.String(), { description: 'Feed sizes no chart of the store has (up to 50).' }),
  /** Why the import would switch no product off (an empty feed, far fewer items than the last complete run). */
  notice: Type.Optional(Nullable(RunReasonSchema)),
});
export type DryRunReport = Static<typeof DryRunReportSchema>;

/** Why a feed job failed as a detail code (domain/errorCodes.ts) and the values its text needs. */
export const FeedFailureDetailSchema = Type.Object({
  code: Type.String(),
  params: Type.Record(Type.String(), Type.Union([Type.String(), Type.Number()])),
});
export type FeedFailureDetail = Static<typeof FeedFailureDetailSchema>;

/** A feed job, polled by the screen that started it (`GET /importations/jobs/{id}`). */
export const FeedJobSchema = Type.Object({
  id: Type.Integer(),
  tenantId: Type.Integer(),
  kind: Type.Enum(JOB_KINDS),
  status: Type.Enum(JOB_STATUSES),
  createdAt: Type.String({ format: 'date-time' }),
  finishedAt: Nullable(Type.String({ format: 'date-time' })),
  failure: Nullable(Type.String()),
  /** The failure as a code, when it is one the screens can say in their language (the feed's fault). */
  failureDetail: Nullable(FeedFailureDetailSchema),
  progress: Nullable(RunProgressSchema),
  /** A finished dry run's answer. */
  report: Nullable(DryRunReportSchema),
});
export type FeedJob = Static<typeof FeedJobSchema>;

export const JobAcceptedSchema = Type.Object({ jobId: Type.Integer() });

/** `GET /gmerchant/state`: active while some worker's heartbeat is recent. */
export const MerchantFeedStateSchema = Type.Object({
  state: Type.Enum(['active', 'inactive'] as const),
  heartbeatAt: Nullable(Type.String({ format: 'date-time' })),
  runningTenantId: Nullable(Type.Integer()),
});
export type MerchantFeedState = Static<typeof MerchantFeedStateSchema>;

/** A feed file sent as multipart/form-data (`file`); the server holds it as bytes. */
export const FeedFileSchema = Type.Unsafe<unknown>({ description: 'The feed file (multipart/form-data field).' });

/** `POST /importations/upload`: multipart/form-data with a `file`. */
export const FeedUploadBodySchema = Type.Object({ file: FeedFileSchema }, { additionalProperties: false });

/** `POST /importations/dry-run`: JSON `{url}`, or multipart/form-data with a `file`. */
export const DryRunRequestSchema = Type.Union([DryRunBodySchema, FeedUploadBodySchema]);

/** `POST /importations/queue`'s answer: the store's entry, and whether this call created it. */
/** The store's queue entry, and whether this call queued it (false: it was queued or running already). */
export const EnqueuedSchema = Type.Object({ ...QueueEntrySchema.properties, created: Type.Boolean() });
