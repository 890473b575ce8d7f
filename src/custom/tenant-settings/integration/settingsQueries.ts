import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ImportationRules } from '../../../../contract/feeds';
import type { VersionedIntegrationSettings } from '../tenantsApi';
import { READ_WHEN_OPENED } from '../../../providers/readWhenOpened';
import { useApi } from '../../../providers/useApi';
import { tenantsApi } from '../tenantsApi';

const once = { retry: false, ...READ_WHEN_OPENED } as const;

/** The current store's integration fields (GET /tenants/details). */
export function useIntegrationSettings() {
  const api = useApi(tenantsApi);
  return useQuery({
    queryKey: ['tenants', 'getIntegrationSettings'],
    queryFn: ({ signal }) => api.getIntegrationSettings(signal),
    ...once,
  });
}

export function useImportationRules() {
  const api = useApi(tenantsApi);
  return useQuery({
    queryKey: ['tenants', 'getImportationRules'],
    queryFn: ({ signal }) => api.getImportationRules(signal),
    ...once,
  });
}

export function useSaveIntegrationSettings() {
  const api = useApi(tenantsApi);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: VersionedIntegrationSettings) => api.saveIntegrationSettings(settings),
    // The save moved the store's version on: every tab reads the store again.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['tenants'] }),
  });
}

export function useSaveImportationRules() {
  const api = useApi(tenantsApi);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rules: ImportationRules) => api.saveImportationRules(rules),
    onSuccess: (saved) => queryClient.setQueryData(['tenants', 'getImportationRules'], saved),
  });
}
