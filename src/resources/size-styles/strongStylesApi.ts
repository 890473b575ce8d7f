import type { Identifier } from 'react-admin';
import type { StrongModel, StrongModelFilters, StyleSync } from '../../../contract/strongStyles';
import { call, getJson, send, withQuery } from '../../providers/apiCalls';

/** The size styles' calls besides their list and weight (which the data provider serves), and the models met. */
export const strongStylesApi = {
  /** Moderators: builds and refreshes the size styles from the products' strong links. */
  syncStyles: () => getJson<StyleSync>('/strong/styles/sync', send('POST', {})),
  /** Moderators: these size styles use this provider table (null: none); all or nothing. */
  associateStylesModeling: (ids: Identifier[], modelingId: Identifier | null) =>
    call('/strong/styles/modeling/', send('PATCH', { ids, modelingId })),
  /** The models met in the strong links, for the product editor's model input (at most 20). */
  getStrongModels: async (filters: StrongModelFilters, signal?: AbortSignal) =>
    (await getJson<{ data: StrongModel[] }>(withQuery('/strong/models', { ...filters, size: 20 }), { signal })).data,
};
