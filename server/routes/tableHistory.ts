import { ModelingSchema } from '../../contract/modelings.js';
import { tenantOf } from '../plugins/access.js';
import { historyRoutesFor } from '../plugins/tableHistoryRoutes.js';
import { restoreStoreVersion } from '../services/tableHistory.js';

/** A store's tables (store users, their store's tables only). */
export const tableHistoryRoutes = historyRoutesFor({
  access: 'store',
  tags: ['modelings'],
  noun: 'table',
  table: ModelingSchema,
  scopeOf: (request) => ({ tenantId: tenantOf(request) }),
  restore: (db, request, id, at, author) => restoreStoreVersion(db, tenantOf(request), id, at, author),
});
