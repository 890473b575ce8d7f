import type { Identifier } from 'react-admin';
import type { LearningProposal } from '../../../contract/strongLearning';
import type { ProviderSyncJob } from '../../../contract/providerSync';
import type { CreatedStrongModelings, StrongLink, StrongLinkMatch } from '../../../contract/strongModelings';
import { call, getJson, send, single, withQuery } from '../../providers/apiCalls';
import type { ModelingChoice } from '../../../contract/modelings';

const BASE = '/strong/modelings';

/** The provider tables' calls besides their records: copies, links, syncs with the stores, learning. */
export const strongModelingsApi = {
  /** Moderators: a static copy of a provider table; answers the copy's id. */
  duplicateStrongModeling: async (id: Identifier) =>
    (await getJson<{ id: Identifier }>(`${single(BASE, id)}/duplicate`, send('POST', {}))).id,
  /** Moderators: converts a static provider table to organic. */
  convertStrongModeling: (id: Identifier) => call(`${single(BASE, id)}/convert`, send('POST', {})),
  /** The provider table a product's strong link resolves to (`match` null when none). */
  findStrongLink: (link: StrongLink, signal?: AbortSignal) =>
    getJson<StrongLinkMatch>(withQuery(`${BASE}/link`, link), { signal }),
  /** Moderators: provider tables made from the current store's tables of these brands. */
  createStrongModelingsFromBrands: (ids: Identifier[]) =>
    getJson<CreatedStrongModelings>(`${BASE}/sync/brands`, send('POST', { ids })),
  /** Moderators: queues the job creating provider tables from every store's tables of a size system. */
  startStrongModelingsFromStores: (sizeSystem: string) =>
    getJson<ProviderSyncJob>(withQuery(`${BASE}/sync/create-strong-modeling`, { sizeSystem }), send('POST', {})),
  /** Moderators: queues the job linking every store's products to their provider table again. */
  startProductsRelink: () => getJson<ProviderSyncJob>(`${BASE}/sync`, send('POST', {})),
  /** Moderators: the latest provider sync job of each kind. */
  getProviderSyncJobs: async (signal?: AbortSignal) =>
    (await getJson<{ data: ProviderSyncJob[] }>(`${BASE}/sync/jobs`, { signal })).data,
  /** Moderators: id, name and sizes of every provider table (GET /strong/modelings/simplified), for pickers. */
  getStrongModelingChoices: (signal?: AbortSignal) => getJson<ModelingChoice[]>(`${BASE}/simplified`, { signal }),
  /** What learning proposes for an organic provider table against its drawn ranges. */
  getStrongLearning: (modelingId: Identifier, signal?: AbortSignal) =>
    getJson<LearningProposal>(`${single(BASE, modelingId)}/learning`, { signal }),
  /** Accepts the proposal: saves the table with the learned ranges. */
  acceptStrongLearning: (modelingId: Identifier) =>
    call(`${single(BASE, modelingId)}/learning/accept`, send('POST', {})),
};
