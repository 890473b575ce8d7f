import { StrongModelingSchema } from '../../contract/strongModelings.js';
import { restoreStrongVersion } from '../services/tableHistory.js';
import { historyRoutesFor } from '../plugins/tableHistoryRoutes.js';

export const prefix = '/strong';

/** The versions of a provider table (moderators), under /strong: as a store table's history; its kind stays. */
export const strongTableHistoryRoutes = historyRoutesFor({
  access: 'moderator',
  tags: ['strong modelings'],
  noun: 'provider table',
  table: StrongModelingSchema,
  scopeOf: () => 'strong',
  restore: (db, _request, id, at, author) => restoreStrongVersion(db, id, at, author),
});
