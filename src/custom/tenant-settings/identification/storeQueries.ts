import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NewTenantBody, TenantDetailsBody } from '../../../../contract/tenants';
import { READ_WHEN_OPENED } from '../../../providers/readWhenOpened';
import { useApi } from '../../../providers/useApi';
import { tenantsApi } from '../tenantsApi';

/** Whose settings: the current store's (no id), or, for moderators, any store's by its id. */
const detailsKey = (storeId?: number) =>
  storeId === undefined ? ['tenants', 'getTenantDetails'] : ['tenants', 'single', storeId];

/** The current store's settings (GET /tenants/details), or another store's (GET /tenants/single/{id}). */
export function useTenantDetails(storeId?: number) {
  const api = useApi(tenantsApi);
  return useQuery({
    queryKey: detailsKey(storeId),
    queryFn: ({ signal }) =>
      storeId === undefined ? api.getTenantDetails(signal) : api.getStoreSettings(storeId, signal),
    retry: false,
    ...READ_WHEN_OPENED,
  });
}

/** Every store enumeration (GET /tenants/details/options); they never change while the app runs. */
export function useTenantOptions() {
  const api = useApi(tenantsApi);
  return useQuery({
    queryKey: ['tenants', 'options'],
    queryFn: ({ signal }) => api.getTenantOptions(signal),
    retry: false,
    staleTime: Infinity,
  });
}

/** Saves the current store's settings, or another store's (moderators) by its id. */
export function useSaveTenantDetails(storeId?: number) {
  const api = useApi(tenantsApi);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TenantDetailsBody) =>
      storeId === undefined ? api.saveTenantDetails(body) : api.saveStoreSettings(storeId, body),
    onSuccess: async (saved) => {
      queryClient.setQueryData(detailsKey(storeId), saved);
      // The store's features may have changed: the identity (and with it what the menu offers) follows.
      void queryClient.invalidateQueries({ queryKey: ['auth', 'getIdentity'] });
      await queryClient.invalidateQueries({ queryKey: ['tenants', 'getIntegrationSettings'] });
      // Another store's save: it may be the current store, and the dashboard shows its settings.
      if (storeId !== undefined) {
        await queryClient.invalidateQueries({ queryKey: detailsKey() });
        await queryClient.invalidateQueries({ queryKey: ['dashboard'] });
      }
    },
  });
}

/** Saves the settings back as they were after a save; the details and the history then show the new save. */
export function useRestoreSettingsVersion() {
  const api = useApi(tenantsApi);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ version, current }: { version: number; current: number }) =>
      api.restoreSettingsVersion(version, current),
    onSuccess: async (saved) => {
      queryClient.setQueryData(detailsKey(), saved);
      await queryClient.invalidateQueries({ queryKey: ['tenant-settings', 'history'] });
    },
  });
}

export function useCreateTenant() {
  const api = useApi(tenantsApi);
  return useMutation({ mutationFn: (body: NewTenantBody) => api.createTenant(body) });
}
