import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Query } from '../../providers/apiCalls';
import { useApi } from '../../providers/useApi';
import { importationsApi } from '../integrations/importationsApi';
import { modelingsApi } from '../modelings/modelingsApi';
import { productsApi } from './productsApi';

// These calls were never retried: a failure shows at once, as on every other screen.
const once = { retry: false } as const;

/** id, name and sizes of every size table of the store, shared by every picker on the page. */
export function useModelingChoices() {
  const api = useApi(modelingsApi);
  return useQuery({
    queryKey: ['modelings', 'getModelingChoices'],
    queryFn: ({ signal }) => api.getModelingChoices(signal),
    ...once,
  });
}

/** The product counts per filter option; `reloads` counts them again, the last ones shown meanwhile. */
export function useProductCounts(query: Query, reloads: number) {
  const api = useApi(productsApi);
  return useQuery({
    queryKey: ['products', 'getProductCounts', query, reloads],
    queryFn: ({ signal }) => api.getProductCounts(query, signal),
    placeholderData: keepPreviousData,
    ...once,
  });
}

/**
 * The store's last feed sync; asked again every `pollMs` while it runs, or while `poll` says a sync
 * is awaited.
 */
export function useLatestImport({ poll = false, pollMs = 2000 }: { poll?: boolean; pollMs?: number } = {}) {
  const api = useApi(importationsApi);
  return useQuery({
    queryKey: ['importations', 'getLatestImport'],
    queryFn: ({ signal }) => api.getLatestImport(signal),
    refetchInterval: (query) => (poll || query.state.data?.status === 'running' ? pollMs : false),
    ...once,
  });
}
