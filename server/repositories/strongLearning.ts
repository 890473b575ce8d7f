import { sql } from 'kysely';
import type { Db } from '../db/connection.js';
import type { LearnedSize } from '../../domain/learning.js';
import type { ExpectedEffect } from '../../domain/learningEffect.js';

/** An organic provider table as learning reads it. */
export interface OrganicTable {
  id: number;
  sizeSystem: string;
  measures: string[];
  rows: unknown[];
  updatedAt: Date;
}

/** Organic provider tables after `afterId`, by id, `limit` at a time. */
export async function organicTablesAfter(db: Db, afterId: number, limit: number): Promise<OrganicTable[]> {
  const rows = await db
    .selectFrom('strong_modelings')
    .select(['id', 'size_system as sizeSystem', 'measures', 'rows', 'updated_at as updatedAt'])
    .where('kind', '=', 'ORGANIC')
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows;
}

export interface EvidenceRow {
  id: number;
  size: string;
  returnReason: 'SMALL' | 'BIG' | 'UNKNOWN' | null;
  measures: Record<string, number>;
}

/** Products of every store whose strong link resolved to the table, after `afterId`, by id. */
export async function linkedProductsAfter(db: Db, modelingId: number, afterId: number, limit: number) {
  return db
    .selectFrom('products')
    .select(['id', 'tenant_id as tenantId'])
    .where('strong_modeling_id', '=', modelingId)
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(limit)
    .execute();
}

/**
 * What shoppers did with these products: items citing a recommendation (whose measures they carry),
 * returned as too small or too big, or not returned and ordered before `keptBefore` (later ones may
 * still come back).
 */
export async function evidenceOf(
  db: Db,
  products: { id: number; tenantId: number }[],
  keptBefore: Date,
): Promise<EvidenceRow[]> {
  if (products.length === 0) return [];
  const { rows } = await sql<EvidenceRow>`
    SELECT oi.id, oi.size, oi.return_reason AS "returnReason", r.measures
    FROM jsonb_to_recordset(${JSON.stringify(products)}::jsonb) AS p (id integer, "tenantId" integer)
    JOIN order_items oi ON oi.tenant_id = p."tenantId" AND oi.product_id = p.id AND oi.recommendation_id IS NOT NULL
    JOIN recommendations r ON r.tenant_id = oi.tenant_id AND r.id = oi.recommendation_id
    WHERE oi.return_reason IN ('SMALL', 'BIG') OR (oi.returned_at IS NULL AND oi.ordered_at < ${keptBefore})`.execute(
    db,
  );
  return rows;
}

/** Replaces the table's proposal. */
export async function saveProposal(
  db: Db,
  modelingId: number,
  proposal: { sizes: LearnedSize[]; observations: number; expectedEffect: ExpectedEffect; tableUpdatedAt: Date },
) {
  const values = {
    sizes: JSON.stringify(proposal.sizes),
    expected_effect: JSON.stringify(proposal.expectedEffect),
    observations: proposal.observations,
    table_updated_at: proposal.tableUpdatedAt,
    learned_at: new Date(),
  };
  await db
    .insertInto('strong_modeling_proposals')
    .values({ strong_modeling_id: modelingId, ...values })
    .onConflict((oc) => oc.column('strong_modeling_id').doUpdateSet(values))
    .execute();
}

export function findProposal(db: Db, modelingId: number) {
  return db
    .selectFrom('strong_modeling_proposals')
    .select([
      'sizes',
      'observations',
      'expected_effect as expectedEffect',
      'table_updated_at as tableUpdatedAt',
      'learned_at as learnedAt',
    ])
    .where('strong_modeling_id', '=', modelingId)
    .executeTakeFirst();
}

export async function deleteProposal(db: Db, modelingId: number) {
  await db.deleteFrom('strong_modeling_proposals').where('strong_modeling_id', '=', modelingId).execute();
}

/** The provider table's kind and last save, or undefined. */
export function findTableStamp(db: Db, modelingId: number) {
  return db
    .selectFrom('strong_modelings')
    .select(['kind', 'updated_at as updatedAt'])
    .where('id', '=', modelingId)
    .executeTakeFirst();
}

/** The table's rows and size system, locked until the transaction ends. */
export function lockTableRows(db: Db, modelingId: number) {
  return db
    .selectFrom('strong_modelings')
    .select(['rows', 'size_system as sizeSystem', 'updated_at as updatedAt'])
    .where('id', '=', modelingId)
    .forUpdate()
    .executeTakeFirst();
}

/** Saves the rows and size statistics when the table is still as it was at `expectedUpdatedAt`; whether it was. */
export async function saveLearnedRows(
  db: Db,
  modelingId: number,
  values: { rows: unknown[]; sizeStats: Record<string, { confidence: number; samples: number }> },
  expectedUpdatedAt: Date,
): Promise<Date | null> {
  const row = await db
    .updateTable('strong_modelings')
    .set({
      rows: JSON.stringify(values.rows),
      size_stats: JSON.stringify(values.sizeStats),
      updated_at: new Date(),
      version: sql<number>`version + 1`,
    })
    .where('id', '=', modelingId)
    // Dates reach JavaScript in milliseconds; the column keeps microseconds.
    .where(sql`date_trunc('milliseconds', updated_at)`, '=', expectedUpdatedAt)
    .returning('updated_at')
    .executeTakeFirst();
  return row?.updated_at ?? null;
}
