import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NewTenantBody, TenantDetailsBody } from '../../../../contract/tenants';
import { useAppDataProvider } from '../../../providers/useAppDataProvider';

/** The current store's settings (GET /tenants/details). */
export function useTenantDetails() {
  const dataProvider = useAppDataProvider();
  return useQuery({
    queryKey: ['tenants', 'getTenantDetails'],
    queryFn: ({ signal }) => dataProvider.getTenantDetails(signal),
    retry: false,
  });
}

/** Every store enumeration (GET /tenants/details/options); they never change while the app runs. */
export function useTenantOptions() {
  const dataProvider = useAppDataProvider();
  return useQuery({
    queryKey: ['tenants', 'options'],
    queryFn: ({ signal }) => dataProvider.getTenantOptions(signal),
    retry: false,
    staleTime: Infinity,
  });
}

export function useSaveTenantDetails() {
  const dataProvider = useAppDataProvider();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TenantDetailsBody) => dataProvider.saveTenantDetails(body),
    onSuccess: async (saved) => {
      queryClient.setQueryData(['tenants', 'getTenantDetails'], saved);
      await queryClient.invalidateQueries({ queryKey: ['tenants', 'getIntegrationSettings'] });
    },
  });
}

/** Saves the settings back as they were after a save; the details and the history then show the new save. */
export function useRestoreSettingsVersion() {
  const dataProvider = useAppDataProvider();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ version, current }: { version: number; current: number }) =>
      dataProvider.restoreSettingsVersion(version, current),
    onSuccess: async (saved) => {
      queryClient.setQueryData(['tenants', 'getTenantDetails'], saved);
      await queryClient.invalidateQueries({ queryKey: ['tenant-settings', 'history'] });
    },
  });
}

export function useCreateTenant() {
  const dataProvider = useAppDataProvider();
  return useMutation({ mutationFn: (body: NewTenantBody) => dataProvider.createTenant(body) });
}
