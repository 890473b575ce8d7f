import { ErrorCodes } from '../../domain/errorCodes.js';
import type { LearningAccepted, LearningProposal } from '../../contract/strongLearning.js';
import { learnTable, type LearnedSize, type Observation } from '../../domain/learning.js';
import { expectedEffect, type ExpectedEffect } from '../../domain/learningEffect.js';
import { isLabelMeasure } from '../../domain/measures.js';
import { sizeNameOf, type ModelingRow } from '../../domain/modeling.js';
import type { SizeRow } from '../../domain/sizeEngine.js';
import type { Db } from '../db/connection.js';
import { conflict, notFound } from '../errors.js';
import {
  evidenceOf,
  findProposal,
  deleteProposal,
  findTableStamp,
  linkedProductsAfter,
  lockTableRows,
  organicTablesAfter,
  saveLearnedRows,
  saveProposal,
  type OrganicTable,
} from '../repositories/strongLearning.js';
import { recordVersions, type Author } from './tableVersions.js';

const DAY_MS = 86_400_000;

export interface LearningRunOptions {
  /** An item not returned this many days after its order counts as kept. */
  keptAfterDays?: number;
  /** Tables, and products linked to a table, read per query (all the items of those products at once). */
  batchSize?: number;
  now?: Date;
  signal?: AbortSignal;
}

export const KEPT_AFTER_DAYS = 30;

/** The table's rows as the size engine and learning read them, named in the table's own size system. */
function sizeRowsOf(table: Pick<OrganicTable, 'rows' | 'sizeSystem'>): SizeRow[] {
  return (table.rows as ModelingRow[]).map((row) => ({
    size: sizeNameOf(row, table.sizeSystem),
    measures: row.measures,
  }));
}

/** Every label of every size system a row carries, lower-cased, leading to its name in the table's system. */
function labelIndex(table: Pick<OrganicTable, 'rows' | 'sizeSystem'>): Map<string, string> {
  const index = new Map<string, string>();
  for (const row of table.rows as ModelingRow[]) {
    const name = sizeNameOf(row, table.sizeSystem);
    for (const label of Object.values(row.labels)) {
      const key = label?.trim().toLowerCase();
      if (key && !index.has(key)) index.set(key, name);
    }
    index.set(name.toLowerCase(), name);
  }
  return index;
}

/** Learns one organic table from every store's evidence and stores the proposal; the observation count. */
export async function learnOne(db: Db, table: OrganicTable, options: LearningRunOptions = {}): Promise<number> {
  const batchSize = options.batchSize ?? 500;
  const keptBefore = new Date(
    (options.now ?? new Date()).getTime() - (options.keptAfterDays ?? KEPT_AFTER_DAYS) * DAY_MS,
  );
  const labels = labelIndex(table);
  const observations: Observation[] = [];
  // A page of the table's linked products, then all their items: each item is read once.
  for (let after = 0; ;) {
    options.signal?.throwIfAborted();
    const products = await linkedProductsAfter(db, table.id, after, batchSize);
    for (const item of await evidenceOf(db, products, keptBefore)) {
      const size = labels.get(item.size.trim().toLowerCase());
      if (!size || item.returnReason === 'UNKNOWN') continue;
      observations.push({ size, measures: item.measures, outcome: item.returnReason ?? 'KEPT' });
    }
    if (products.length < batchSize) break;
    after = products[products.length - 1]!.id;
  }
  const measures = table.measures.filter((m) => !isLabelMeasure(m));
  const rows = sizeRowsOf(table);
  const sizes = learnTable(rows, measures, observations);
  await saveProposal(db, table.id, {
    sizes,
    observations: observations.length,
    expectedEffect: expectedEffect(rows, sizes, observations),
    tableUpdatedAt: table.updatedAt,
  });
  return observations.length;
}

/** Learns every organic provider table, a batch of tables at a time; how many tables and observations. */
export async function learnOrganicTables(db: Db, options: LearningRunOptions = {}) {
  const batchSize = options.batchSize ?? 200;
  let tables = 0;
  let observations = 0;
  for (let after = 0; ;) {
    const batch = await organicTablesAfter(db, after, batchSize);
    for (const table of batch) {
      options.signal?.throwIfAborted();
      observations += await learnOne(db, table, options);
      tables++;
    }
    if (batch.length < batchSize) break;
    after = batch[batch.length - 1]!.id;
  }
  return { tables, observations };
}

/** The table's proposal against what was drawn when it was learned; an empty one before learning ran. */
export async function learnedVsDrawn(db: Db, modelingId: number): Promise<LearningProposal> {
  const table = await findTableStamp(db, modelingId);
  if (!table) throw notFound('This provider table does not exist.');
  const proposal = await findProposal(db, modelingId);
  if (!proposal)
    return { modelingId, learnedAt: null, observations: 0, outdated: false, sizes: [], expectedEffect: null };
  return {
    modelingId,
    learnedAt: new Date(proposal.learnedAt).toISOString(),
    observations: proposal.observations,
    outdated: new Date(proposal.tableUpdatedAt).getTime() !== new Date(table.updatedAt).getTime(),
    sizes: proposal.sizes as LearnedSize[],
    expectedEffect: (proposal.expectedEffect as ExpectedEffect | null) ?? null,
  };
}

/** The rows with the learned ranges written in (cells learning had no range for stay as they are). */
export function rowsWithLearned(rows: ModelingRow[], sizeSystem: string, sizes: LearnedSize[]): ModelingRow[] {
  const bySize = new Map(sizes.map((s) => [s.size, s]));
  return rows.map((row) => {
    const learned = bySize.get(sizeNameOf(row, sizeSystem));
    if (!learned) return row;
    const measures = { ...row.measures };
    for (const [measure, range] of Object.entries(learned.learned)) {
      if (range)
        measures[measure] = { ...measures[measure], initialValue: range.initialValue, finalValue: range.finalValue };
    }
    return { ...row, measures };
  });
}

/** Per size name, the confidence and sample count the table keeps beside its rows. */
export const sizeStatsOf = (sizes: LearnedSize[]) =>
  Object.fromEntries(sizes.map((s) => [s.size, { confidence: s.confidence, samples: s.sampleCount }]));

const outdated = () =>
  conflict(ErrorCodes.LEARNING_OUTDATED, 'The table was saved after learning ran; accept after the next learning run.');

/**
 * Accepts the table's proposal: its learned ranges and per size confidence and sample count are saved
 * in the table, in one transaction, only if the table was not saved since learning ran; the proposal is
 * then removed. Like any save, it keeps a version of the table (origin 'learning', by the moderator).
 */
export async function acceptProposal(db: Db, modelingId: number, author: Author): Promise<LearningAccepted> {
  return db.transaction().execute(async (trx) => {
    const table = await lockTableRows(trx, modelingId);
    if (!table) throw notFound('This provider table does not exist.');
    const proposal = await findProposal(trx, modelingId);
    if (!proposal) throw notFound('Nothing was learned for this table yet.');
    const expected = new Date(proposal.tableUpdatedAt);
    if (new Date(table.updatedAt).getTime() !== expected.getTime()) throw outdated();
    const sizes = proposal.sizes as LearnedSize[];
    const rows = rowsWithLearned(table.rows as ModelingRow[], table.sizeSystem, sizes);
    const updatedAt = await saveLearnedRows(trx, modelingId, { rows, sizeStats: sizeStatsOf(sizes) }, expected);
    if (!updatedAt) throw outdated();
    await recordVersions(trx, 'strong', [modelingId], 'learning', author);
    await deleteProposal(trx, modelingId);
    return { modelingId, updatedAt: new Date(updatedAt).toISOString(), sizes: sizes.length };
  });
}
