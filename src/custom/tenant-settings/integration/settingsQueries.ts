import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ImportationRules } from '../../../../contract/feeds';
import type { VersionedIntegrationSettings } from '../../../providers/customMethods';
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
    mutationFn: (settings: VersionedIntegrationSettings) => dataProvider.saveIntegrationSettings(settings),
    // The save moved the store's version on: every tab reads the store again.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['tenants'] }),
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
