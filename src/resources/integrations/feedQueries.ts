import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Identifier } from 'react-admin';
import type { FeedJob } from '../../../contract/feeds';
import type { FeedSource, QueueMove } from './importationsApi';
import { useApi } from '../../providers/useApi';
import { importationsApi } from './importationsApi';

/** How often a screen asks again while a feed import or check runs, and while nothing does. */
export const POLL_RUNNING_MS = 2000;
export const POLL_IDLE_MS = 15000;

const once = { retry: false } as const;

/** The merchant-feed worker's state, asked again now and then so the chip follows the worker. */
export function useMerchantFeedState() {
  const api = useApi(importationsApi);
  return useQuery({
    queryKey: ['gmerchant', 'getMerchantFeedState'],
    queryFn: ({ signal }) => api.getMerchantFeedState(signal),
    refetchInterval: POLL_IDLE_MS,
    ...once,
  });
}

export function useRestartMerchantFeed() {
  const api = useApi(importationsApi);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.restartMerchantFeed(),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['gmerchant'] }),
  });
}

export function useMoveQueueEntry() {
  const api = useApi(importationsApi);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, option }: { id: Identifier; option: QueueMove }) => api.moveQueueEntry(id, option),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['integrations'] }),
  });
}

/** Queues a feed import; the queue and the store's latest run are asked again afterwards. */
export function useEnqueueImport() {
  const api = useApi(importationsApi);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (tenantId?: number) => api.enqueueImport(tenantId),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['integrations'] }),
        queryClient.invalidateQueries({ queryKey: ['importations'] }),
      ]),
  });
}

export function useStartFeedCheck() {
  const api = useApi(importationsApi);
  return useMutation({ mutationFn: (source: FeedSource) => api.startFeedCheck(source) });
}

/** Imports a feed file once; the store's latest run is asked again afterwards. */
export function useUploadFeed() {
  const api = useApi(importationsApi);
  return useMutation({ mutationFn: (file: File) => api.uploadFeed(file) });
}

export const jobIsOver = (job: FeedJob | undefined) => job?.status === 'finished' || job?.status === 'failed';

/** A feed job, asked again until it has finished or failed. */
export function useFeedJob(id: number | null) {
  const api = useApi(importationsApi);
  return useQuery({
    queryKey: ['importations', 'getFeedJob', id],
    queryFn: ({ signal }) => api.getFeedJob(id as number, signal),
    enabled: id !== null,
    refetchInterval: (query) => (jobIsOver(query.state.data) ? false : POLL_RUNNING_MS),
    ...once,
  });
}
