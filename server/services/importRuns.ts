import type { ImportRun } from '../../contract/importRuns.js';
import type { Db } from '../db/connection.js';
import { latestFeedRun } from '../repositories/importRuns.js';

/** The store's latest feed import as the API shows it, or null before the first one. */
export async function latestImportRun(db: Db, tenantId: number): Promise<ImportRun | null> {
  const run = await latestFeedRun(db, tenantId);
  if (!run) return null;
  const { failureCode, failureParams, noticeCode, noticeParams, ...rest } = run;
  return {
    ...rest,
    startedAt: run.startedAt.toISOString(),
    finishedAt: run.finishedAt?.toISOString() ?? null,
    failure: run.status === 'failed' && failureCode ? { code: failureCode, params: failureParams ?? {} } : null,
    notice: noticeCode ? { code: noticeCode, params: noticeParams ?? {} } : null,
    errors: run.errors as Record<string, unknown>[],
  };
}
