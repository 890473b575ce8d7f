import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ImportationRules, IntegrationSettings } from '../../../../contract/feeds';
import { useAppDataProvider } from '../../../providers/useAppDataProvider';

const once = { retry: false } as const;

/** The current store's integration fields (GET /tenants/details). */
export function useIntegrationSettings() {
  const dataProvider = useAppDataProvider();
  return useQuery({
    queryKey: ['tenants', 'getIntegrationSettings'],
    queryFn: ({ signal }) => dataProvider.getIntegrationSettings(signal),
    ...once,
  });
}

export function useImportationRules() {
  const dataProvider = useAppDataProvider();
  return useQuery({
    queryKey: ['tenants', 'getImportationRules'],
    queryFn: ({ signal }) => dataProvider.getImportationRules(signal),
    ...once,
  });
}

export function useSaveIntegrationSettings() {
  const dataProvider = useAppDataProvider();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: IntegrationSettings) => dataProvider.saveIntegrationSettings(settings),
    onSuccess: (_, settings) => queryClient.setQueryData(['tenants', 'getIntegrationSettings'], settings),
  });
}

export function useSaveImportationRules() {
  const dataProvider = useAppDataProvider();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rules: ImportationRules) => dataProvider.saveImportationRules(rules),
    onSuccess: (saved) => queryClient.setQueryData(['tenants', 'getImportationRules'], saved),
  });
}
