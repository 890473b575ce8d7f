import type { Identifier } from 'react-admin';
import type { TableHistory, TableVersion } from '../../../contract/tableHistory';
import { call, getJson, send, single, withQuery } from '../../providers/apiCalls';
import type { ModelingChoice } from '../../../contract/modelings';

/**
 * The measurement tables' calls besides their records: pickers, copies to another store, and the versions
 * of a table of either kind (`base`: '/modelings' or '/strong/modelings', as `EditorKind.historyBase` says).
 */
export const modelingsApi = {
  /** id, name and sizes of every size table of the store, for pickers. */
  getModelingChoices: async (signal?: AbortSignal) =>
    (await getJson<ModelingChoice[] | null>('/modelings/simplified/all', { signal })) ?? [],
  /** Moderators: copies tables of the current store into another store; answers the new ids. */
  copyModelingsToStore: async (tenantId: number, ids: Identifier[]) =>
    (
      await getJson<{ ids?: Identifier[] } | null>(
        `/modelings/duplicate/${encodeURIComponent(tenantId)}`,
        send('POST', { ids }),
      )
    )?.ids ?? [],
  /** A table's versions, newest first. */
  getTableHistory: (base: string, id: Identifier, page: number, signal?: AbortSignal) =>
    getJson<TableHistory>(withQuery(`${single(base, id)}/history`, { page }), { signal }),
  /** One version of a table and its changes against the one before. */
  getTableVersion: (base: string, id: Identifier, version: number, signal?: AbortSignal) =>
    getJson<TableVersion>(`${single(base, id)}/history/${version}`, { signal }),
  /** Saves a version again as a new one; `current` is the table's version as read (409 STALE_VERSION if not). */
  restoreTableVersion: (base: string, id: Identifier, version: number, current: number) =>
    call(`${single(base, id)}/history/${version}/restore`, send('POST', { version: current })),
};
