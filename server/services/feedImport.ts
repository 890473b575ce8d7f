import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { DetailCodes, type DetailCode, type DetailParams } from '../../domain/errorCodes.js';
import { DEFAULT_FEED_MAX_ITEMS } from '../config.js';
import type { DryRunReport, ImportationRules } from '../../contract/feeds.js';
import type { HttpLinkBehavior } from '../../domain/enums.js';
import { normalizeSize, productState } from '../../domain/productState.js';
import type { Db } from '../db/connection.js';
import type { FeedRunError, FeedTotals } from '../feeds/feedBatches.js';
import { FeedReadError, type FeedReadProgress } from '../feeds/feedParser.js';
import { readFeedInThread } from '../feeds/feedReader.js';
import { HEARTBEAT_MS } from '../feeds/heartbeat.js';
import { recordFeedHash } from '../repositories/tenantIntegration.js';
import {
  analyseStage,
  chartSizesById,
  countMissingFromStage,
  deactivateMissingFromStage,
  deleteStage,
  insertStagedItems,
  newStageId,
  touchStage,
  type StagedProduct,
} from '../repositories/feedStage.js';
import {
  createFeedRun,
  endFeedRun,
  lastCompleteRunItems,
  setFeedRunProgress,
  type FeedRunCounts,
} from '../repositories/importRuns.js';
import {
  analyseProductKeys,
  insertStatedProducts,
  lockProductsAt,
  lockProductsWithIds,
  productsAt,
  settleProductSearch,
  updateImportedProducts,
} from '../repositories/productImport.js';
import { refreshProductStates } from '../repositories/productStates.js';
import {
  DRAFTS_AHEAD,
  draftedAcross,
  draftedPages,
  draftPage,
  existingOf,
  writesOf,
  type DraftPlans,
  type PageWrites,
} from './feedPages.js';
import { planProducts, type ProductPlan } from './feedPlan.js';
import { sameImportedColumns } from './productImport.js';

/** The store's feed settings the importer follows (spec 3: importation rules and the two flags). */
export interface FeedSettings {
  rules: ImportationRules;
  httpLinkBehavior: HttpLinkBehavior;
  automaticallyImportSize: boolean;
}

export interface FeedSource {
  tenantId: number;
  stream: Readable;
  settings: FeedSettings;
  /** The announced length of the feed, when the server sent one. */
  bytesTotal?: number | null;
  /** The most items the feed may hold (FEED_MAX_ITEMS): a longer one stops the run. */
  maxItems?: number;
  /** Stops the run between batches (the worker's restart); the run ends failed. */
  signal?: AbortSignal;
  /** Products written per transaction (default 1,000); staging holds and writes a few batches at a time. */
  batchSize?: number;
  /** When given, filled with the milliseconds spent in each phase of the run (for the benchmark). */
  phases?: FeedPhaseTimes;
}

/**
 * Milliseconds per phase: reading and staging the feed, planning (the walk over the staged pages but their writes:
 * reading the pages and their products and planning them, a page's drafts being made while the page before is
 * handled), writing, deactivating.
 */
export interface FeedPhaseTimes {
  stage: number;
  plan: number;
  write: number;
  finish: number;
}

/** Runs `work`, adding its milliseconds to `phases[name]` when phases are measured. */
async function timed<T>(phases: FeedPhaseTimes | undefined, name: keyof FeedPhaseTimes, work: () => Promise<T>) {
  if (!phases) return work();
  const start = performance.now();
  try {
    return await work();
  } finally {
    phases[name] += performance.now() - start;
  }
}

export interface FeedImportOptions extends FeedSource {
  /** The run row to fill (the worker creates it when it claims the store); else one is created. */
  runId?: number;
  /** Called after each committed batch with the run's counts (a worker's heartbeat, say). */
  onProgress?: (counts: Readonly<FeedRunCounts>) => void;
}

/** Why a run ended failed, or why a finished one switched nothing off: a detail code and its text's params. */
export interface FeedRunReason {
  code: DetailCode;
  message: string;
  line: number | null;
  params: DetailParams;
}

export interface FeedImportResult extends FeedRunCounts {
  runId: number;
  status: 'finished' | 'failed';
  failure: FeedRunReason | null;
  /** A finished run that switched off no product the feed left out, and why. */
  notice: FeedRunReason | null;
}

const DEFAULT_BATCH = 1000;
/** A run keeps this many errors for the sync dialog; it counts them all. */
export const KEPT_RUN_ERRORS = 1000;
/** While a run goes, its kept errors are rewritten at most this often (the list is rewritten whole). */
const ERRORS_WRITE_INTERVAL_MS = 2000;
/**
 * While a feed is read and staged, and while its pages write nothing, the run's counts (items and bytes read,
 * products counted) are written at most this often: a statement per staged batch was 5,000 updates of the
 * run row for a 1M-item feed on the embedded database, each one more statement a request could wait behind.
 * Each page that writes products updates them in its transaction.
 */
const PROGRESS_INTERVAL_MS = 500;

class FeedAborted extends Error {}

/**
 * A new stage for a run, touched every heartbeat while the run goes: a feed worker deletes the stages nobody
 * touches (`sweepAbandonedStages`), those of runs whose process died. `close` stops touching it and deletes it.
 */
async function openStage(db: Db) {
  const id = await newStageId(db);
  const touching = setInterval(() => void touchStage(db, id).catch(() => undefined), HEARTBEAT_MS);
  touching.unref();
  return {
    id,
    close: async () => {
      clearInterval(touching);
      await deleteStage(db, id).catch(() => undefined);
    },
  };
}

/**
 * Stops the run when its stage is gone: a worker took the run for dead (no touch for several heartbeats: its
 * database out of reach, say) and deleted the stage. The staging rows then miss part of the feed, and the products
 * they miss must not be written or switched off. Checked once the feed is read, once its pages are written, and in
 * the transaction that switches products off (the stage then stays until it ends).
 */
async function requireStage(db: Db, stageId: number) {
  if (!(await touchStage(db, stageId))) {
    throw new FeedAborted('The import was taken for stopped and its read feed deleted before its end.');
  }
}

/** Between batches: other work gets a turn of the event loop; the run stops when the signal has fired. */
async function checkpoint(source: FeedSource) {
  await nextTurn();
  if (source.signal?.aborted) throw new FeedAborted('The import was stopped before its end.');
}

/**
 * Reads the feed into staging rows (the reading, with the store's rules, runs in its own thread:
 * `readFeedInThread`). One batch is written while the next is read: the database and the parser work at
 * the same time. Answers the count of items read and skipped; items missing a required field are listed
 * as errors through `onBatch`.
 */
async function stageFeed(
  db: Db,
  stageId: number,
  source: FeedSource,
  progress: FeedReadProgress,
  onBatch: (read: number, unknown: FeedRunError[]) => Promise<void>,
): Promise<FeedTotals> {
  const settings = { ...source.settings, maxItems: source.maxItems ?? DEFAULT_FEED_MAX_ITEMS };
  const batches = readFeedInThread(source.stream, stageId, settings, source.batchSize ?? DEFAULT_BATCH, progress);
  let writing: Promise<void> = Promise.resolve();
  let totals: FeedTotals;
  try {
    for (;;) {
      const next = await batches.next();
      if (next.done) {
        totals = next.value;
        break;
      }
      const batch = next.value;
      await writing;
      writing = insertStagedItems(db, batch.rows).then(() => onBatch(batch.read, batch.errors));
      // Awaited before the next batch or at the end; a failure is not lost meanwhile.
      writing.catch(() => undefined);
      await checkpoint(source);
    }
  } finally {
    // The reading thread ends whatever happened; nothing is left writing once staging ends.
    await batches.return(undefined as never);
    await writing.catch(() => undefined);
  }
  await writing;
  await analyseStage(db);
  return totals;
}

/** Whether a draft names a brand or category the store lacks (a draft creates none: their ids are -1). */
const namesMissing = (plans: ProductPlan[]) =>
  plans.some((plan) => 'values' in plan && (plan.values.brand_id === -1 || plan.values.category_id === -1));

/**
 * A page's plans, in its transaction. The page was planned before it (`draft`: the reads and the product
 * rules, so the transaction holds the connection for its writes only); here only the products it updates
 * are locked, so an unchanged rerun locks nothing. When one of those changed since it was read (another
 * writer committed meanwhile), the page is planned again from a locked read of all its products; when the
 * page names brands or categories the store lacks, it is planned again creating them.
 */
async function planPage(trx: Db, tenantId: number, page: StagedProduct[], settings: FeedSettings, draft: DraftPlans) {
  const { permalinks, feedIds } = existingOf(page);
  let { read, plans } = draft;
  if (namesMissing(plans)) {
    read = await productsAt(trx, tenantId, permalinks, feedIds);
    plans = await planProducts(trx, tenantId, page, read, settings, true);
  }
  const updated = plans.flatMap((plan) => (plan.kind === 'update' ? [plan.id] : []));
  if (updated.length === 0) return plans;
  const readById = new Map(read.map((row) => [row.id, row]));
  const locked = await lockProductsWithIds(trx, tenantId, updated);
  const unchanged =
    locked.length === updated.length && locked.every((row) => sameImportedColumns(row, readById.get(row.id)!));
  if (unchanged) return plans;
  const existing = await lockProductsAt(trx, tenantId, permalinks, feedIds);
  return planProducts(trx, tenantId, page, existing, settings, true);
}

/** Whether a page's plans write nothing: no product to insert or update (an unchanged feed's page). */
const writesNothing = (plans: ProductPlan[]) => plans.every((plan) => plan.kind === 'leave' || plan.kind === 'refuse');

/** Writes one page's plans in its transaction: inserts, updates and the states they move. */
async function applyPlans(trx: Db, tenantId: number, plans: ProductPlan[]) {
  const updates = plans.flatMap((plan) => (plan.kind === 'update' ? [{ ...plan.values, id: plan.id }] : []));
  await updateImportedProducts(trx, tenantId, updates);
  const touched = updates.map((u) => u.id);
  // A new product has no chart yet: its state is known without asking the database.
  const inserts = plans.flatMap((plan) =>
    plan.kind === 'insert'
      ? [
          {
            ...plan.values,
            state: productState({ pluginActive: plan.values.plugin_active, chartSizes: null, sizes: [] }),
          },
        ]
      : [],
  );
  await insertStatedProducts(trx, tenantId, inserts);
  await refreshProductStates(trx, tenantId, { productIds: touched });
}

const noCounts = (): FeedRunCounts => ({
  read: 0,
  inserted: 0,
  updated: 0,
  unknown: 0,
  errors: 0,
  deactivated: 0,
  bytesRead: 0,
});

/** Ends a run whose feed could not be opened (refused address, unreachable...) with that reason's code. */
export async function failUnreadFeedRun(
  db: Db,
  runId: number,
  failure: { code: DetailCode; message: string; params: DetailParams },
) {
  const { code, message, params } = failure;
  await endFeedRun(db, runId, noCounts(), [], { code, message, params, line: null });
}

const failureOf = (error: unknown): FeedRunReason | null => {
  if (error instanceof FeedReadError) {
    const { code, message, line } = error;
    return { code, message, line, params: { ...(line === null ? {} : { line }), ...error.params } };
  }
  if (error instanceof FeedAborted) {
    return { code: DetailCodes.FEED_ABORTED, message: error.message, line: null, params: {} };
  }
  return null;
};

/**
 * Why the products a run's feed leaves out are not switched off, or null when they are: an empty feed, or
 * one under half of the items of the store's last complete run (docs/decisions/0096). A feed
 * that lost most of its items by mistake (a half-written file, a maintenance page served as a feed) must
 * not empty the catalogue.
 */
async function deactivationHeld(
  db: Db,
  tenantId: number,
  runId: number | null,
  read: number,
): Promise<FeedRunReason | null> {
  if (read === 0) {
    return {
      code: DetailCodes.FEED_EMPTY,
      message: 'The feed had no items: no product was switched off.',
      line: null,
      params: {},
    };
  }
  const previous = await lastCompleteRunItems(db, tenantId, runId);
  if (previous === null || read * 2 >= previous) return null;
  return {
    code: DetailCodes.FEED_ITEMS_DROPPED,
    message: `The feed had ${read} items, under half of the ${previous} of the last complete import: no product was switched off.`,
    line: null,
    params: { count: read, previous },
  };
}

/**
 * Imports a store's Google Merchant feed (docs/decisions/0058): the feed is read into staging
 * rows (so variants of one `g:item_group_id` are grouped however far apart the feed lists them, in
 * bounded memory), then the grouped products are upserted a batch per transaction with the product
 * rules and state recomputation of the editor and the CSV import. The run row follows as it goes. After
 * a complete run, the store's feed products the feed no longer lists follow `rules.missingProducts`,
 * unless the feed was empty or far smaller than the last complete one (`deactivationHeld`: the run keeps
 * a notice instead); a run that fails part-way (bad XML, lost stream, stopped) is marked failed with the reason and line,
 * keeps the batches already committed and switches nothing off.
 */
export async function importFeed(db: Db, options: FeedImportOptions): Promise<FeedImportResult> {
  const { tenantId, settings } = options;
  const runId = options.runId ?? (await createFeedRun(db, tenantId, options.bytesTotal ?? null));
  const stage = await openStage(db);
  const stageId = stage.id;
  const progress: FeedReadProgress = { bytesRead: 0, hash: createHash('sha256') };
  const counts = noCounts();
  const kept: FeedRunError[] = [];
  let keptWritten = 0;
  const note = (errors: FeedRunError[]) => {
    counts.errors += errors.length;
    kept.push(...errors.slice(0, Math.max(0, KEPT_RUN_ERRORS - kept.length)));
  };
  let keptWrittenAt = 0;
  /**
   * The kept errors when they grew since last written and the list is full or was last written a while
   * ago, else undefined (the row keeps the older list; the run's end writes them all).
   */
  const newErrors = () => {
    if (kept.length === keptWritten) return undefined;
    if (kept.length < KEPT_RUN_ERRORS && performance.now() - keptWrittenAt < ERRORS_WRITE_INTERVAL_MS) return undefined;
    keptWritten = kept.length;
    keptWrittenAt = performance.now();
    return kept;
  };
  const phases = options.phases;
  let progressWrittenAt = -Infinity;
  try {
    await timed(phases, 'stage', () =>
      stageFeed(db, stageId, options, progress, async (read, unknown) => {
        counts.read = read;
        counts.unknown += unknown.length;
        counts.bytesRead = progress.bytesRead;
        note(unknown);
        if (performance.now() - progressWrittenAt >= PROGRESS_INTERVAL_MS) {
          progressWrittenAt = performance.now();
          await setFeedRunProgress(db, runId, counts, newErrors());
        }
        options.onProgress?.(counts);
      }),
    );
    await requireStage(db, stageId);
    /**
     * Statistics are refreshed once the run's new products fill a page, then each time they double (and at its
     * end): the planner then counts about half of the store's products or more, which its look-ups of the pages
     * ahead rely on (`storeProductsUnderestimated`). Refreshed from 10,000 only, a store's first import on a
     * database whose statistics knew another store's products probed its pages by scanning the store for each key.
     */
    let analyseAt = options.batchSize ?? DEFAULT_BATCH;
    const countPlans = (plans: ProductPlan[]) => {
      for (const plan of plans) {
        if (plan.kind === 'insert') counts.inserted += 1;
        if (plan.kind === 'update') counts.updated += 1;
        if (plan.kind === 'refuse') counts.unknown += 1;
        note(plan.errors);
      }
    };
    /** What the last pages wrote: a page's draft may have been read before any of them committed. */
    const recentWrites: PageWrites[] = [];
    // Planning is the walk but its writes: the drafts of the pages ahead are made whenever this walk waits (for a
    // page's transaction, a turn of the event loop), so only the whole walk tells their time.
    const walkStart = performance.now();
    const writeBefore = phases?.write ?? 0;
    for await (const drafted of draftedPages(db, tenantId, stageId, options.batchSize ?? DEFAULT_BATCH, settings)) {
      const { page } = drafted;
      const draft = recentWrites.some((writes) => draftedAcross(page, drafted.draft.read, writes))
        ? await draftPage(db, tenantId, page, settings)
        : drafted.draft;
      let written = draft.plans;
      if (writesNothing(draft.plans)) {
        // Its transaction would lock nothing and create nothing (planPage keeps such a draft as it is): it
        // would only write the counts, which can wait like the staging's.
        countPlans(written);
        if (performance.now() - progressWrittenAt >= PROGRESS_INTERVAL_MS) {
          progressWrittenAt = performance.now();
          await setFeedRunProgress(db, runId, counts, newErrors());
        }
      } else {
        written = await db.transaction().execute(async (trx) => {
          const plans = await planPage(trx, tenantId, page, settings, draft);
          await timed(phases, 'write', () => applyPlans(trx, tenantId, plans));
          countPlans(plans);
          if (counts.inserted >= analyseAt) {
            // In the page's transaction (ANALYZE counts the rows its own transaction wrote): the statistics count
            // the page's products as they become visible, so the pages ahead, drafted meanwhile, are not read by
            // the count before. Analysed after its commit, the drafts of the next pages of a first import read
            // with the count of none and probed by scanning the store (0.4 s each on PostgreSQL).
            await timed(phases, 'write', () => analyseProductKeys(trx));
            analyseAt = counts.inserted * 2;
          }
          await setFeedRunProgress(trx, runId, counts, newErrors());
          return plans;
        });
        progressWrittenAt = performance.now();
      }
      recentWrites.push(writesOf(written));
      if (recentWrites.length > DRAFTS_AHEAD) recentWrites.shift();
      options.onProgress?.(counts);
      await checkpoint(options);
    }
    if (phases) phases.plan += performance.now() - walkStart - (phases.write - writeBefore);
    if (counts.inserted > 0) await timed(phases, 'write', () => analyseProductKeys(db));
    if (counts.inserted + counts.updated > 0) await timed(phases, 'write', () => settleProductSearch(db));
    await requireStage(db, stageId);
    const notice =
      settings.rules.missingProducts === 'DEACTIVATE' ? await deactivationHeld(db, tenantId, runId, counts.read) : null;
    if (settings.rules.missingProducts === 'DEACTIVATE' && !notice) {
      await timed(phases, 'finish', () =>
        db.transaction().execute(async (trx) => {
          await requireStage(trx, stageId);
          const ids = await deactivateMissingFromStage(trx, tenantId, stageId);
          await refreshProductStates(trx, tenantId, { productIds: ids });
          counts.deactivated = ids.length;
        }),
      );
    }
    await endFeedRun(db, runId, counts, kept, undefined, notice ?? undefined);
    await recordFeedHash(db, tenantId, progress.hash!.digest('hex'));
    return { runId, status: 'finished', failure: null, notice, ...counts };
  } catch (error) {
    const failure = failureOf(error);
    if (!failure) {
      await endFeedRun(db, runId, counts, kept, {
        code: DetailCodes.FEED_STREAM,
        message: `The import stopped: ${(error as Error).message}`,
        line: null,
        params: {},
      }).catch(() => undefined);
      throw error;
    }
    counts.bytesRead = progress.bytesRead;
    await endFeedRun(db, runId, counts, kept, failure);
    return { runId, status: 'failed', failure, notice: null, ...counts };
  } finally {
    await stage.close();
  }
}

/**
 * Answers what importing the feed would do, writing nothing the store sees (staging rows only, deleted
 * at the end): products it would insert, update, leave and switch off, errors by kind with examples,
 * and feed sizes that none of the store's charts has.
 */
export async function analyseFeed(db: Db, source: FeedSource): Promise<DryRunReport> {
  const { tenantId, settings } = source;
  const stage = await openStage(db);
  const stageId = stage.id;
  const errors = new Map<string, { count: number; examples: string[] }>();
  const addErrors = (list: FeedRunError[]) => {
    for (const error of list) {
      const entry = errors.get(error.code) ?? { count: 0, examples: [] };
      entry.count += 1;
      if (entry.examples.length < 5) entry.examples.push(error.feedProductId || error.permalink || error.product);
      errors.set(error.code, entry);
    }
  };
  const report = { products: 0, wouldInsert: 0, wouldUpdate: 0, wouldLeave: 0 };
  try {
    const { read, skipped } = await stageFeed(db, stageId, source, { bytesRead: 0 }, async (_, unknown) =>
      addErrors(unknown),
    );
    const chartSizes = new Set([...(await chartSizesById(db, tenantId)).values()].flat().map(normalizeSize));
    const outside = new Set<string>();
    // What the import's drafts of the pages would plan, creating nothing.
    for await (const { page, draft } of draftedPages(
      db,
      tenantId,
      stageId,
      source.batchSize ?? DEFAULT_BATCH,
      settings,
    )) {
      const { plans } = draft;
      for (const plan of plans) {
        report.products += 1;
        if (plan.kind === 'insert') report.wouldInsert += 1;
        if (plan.kind === 'update') report.wouldUpdate += 1;
        if (plan.kind === 'leave') report.wouldLeave += 1;
        addErrors(plan.errors);
      }
      for (const size of page.flatMap((p) => p.variant_sizes.flat())) {
        if (outside.size < 50 && !chartSizes.has(normalizeSize(size))) outside.add(size);
      }
      await checkpoint(source);
    }
    // As the import would: nothing switched off after a feed far smaller than the last complete run.
    const deactivating = settings.rules.missingProducts === 'DEACTIVATE';
    const notice = deactivating ? await deactivationHeld(db, tenantId, null, read) : null;
    await requireStage(db, stageId);
    const wouldDeactivate = deactivating && !notice ? await countMissingFromStage(db, tenantId, stageId) : 0;
    return {
      items: read,
      ...report,
      wouldDeactivate,
      skipped,
      errors: [...errors].map(([kind, e]) => ({ kind, ...e })),
      sizesOutsideCharts: [...outside],
      notice: notice && { code: notice.code, params: notice.params },
    };
  } finally {
    await stage.close();
  }
}
