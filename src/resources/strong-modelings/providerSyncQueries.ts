import { useEffect, useRef } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRefresh } from 'react-admin';
import type { ProviderSyncJob, ProviderSyncKind } from '../../../contract/providerSync';
import { useApi } from '../../providers/useApi';
import { strongModelingsApi } from './strongModelingsApi';
import { POLL_RUNNING_MS } from '../integrations/feedQueries';

const KEY = ['strong-modelings', 'syncJobs'];

export const syncJobIsOpen = (job: ProviderSyncJob | undefined) =>
  job?.status === 'waiting' || job?.status === 'running';

/**
 * The latest sync job of each kind, asked again while one waits or runs. When a job ends, the provider
 * tables' list is read again (a creating job adds tables).
 */
export function useProviderSyncJobs() {
  const api = useApi(strongModelingsApi);
  const refresh = useRefresh();
  const query = useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) => api.getProviderSyncJobs(signal),
    refetchInterval: (q) => (q.state.data?.some(syncJobIsOpen) ? POLL_RUNNING_MS : false),
    retry: false,
  });
  const open = query.data?.some(syncJobIsOpen) ?? false;
  const wasOpen = useRef(open);
  useEffect(() => {
    if (wasOpen.current && !open) refresh();
    wasOpen.current = open;
  }, [open, refresh]);
  const of = (kind: ProviderSyncKind) => query.data?.find((job) => job.kind === kind);
  return { ...query, of };
}

/** Queues a sync job; the jobs are then asked again (and followed while it runs). */
export function useStartProviderSync() {
  const api = useApi(strongModelingsApi);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (what: { kind: 'create_tables'; sizeSystem: string } | { kind: 'link_products' }) =>
      what.kind === 'create_tables' ? api.startStrongModelingsFromStores(what.sizeSystem) : api.startProductsRelink(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}
