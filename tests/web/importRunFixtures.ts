import type { ImportRun } from '../../contract/importRuns';

/** A feed import as GET /importations/latest answers it: finished, with no errors unless `over` says otherwise. */
export const importRun = (over: Partial<ImportRun> = {}): ImportRun => ({
  id: 7,
  source: 'feed',
  status: 'finished',
  startedAt: '2026-11-20T03:00:00.000Z',
  finishedAt: '2026-11-20T03:05:00.000Z',
  readCount: 120,
  updatedCount: 8,
  insertedCount: 2,
  unknownCount: 5,
  errorCount: 0,
  errorMessage: null,
  failure: null,
  notice: null,
  errors: [],
  ...over,
});
