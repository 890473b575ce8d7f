import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TenantDetailsBody } from '../../../../contract/tenants';
import { useApi } from '../../../providers/useApi';
import { tenantsApi } from '../tenantsApi';

const DETAILS_KEY = ['tenants', 'getTenantDetails'] as const;
const KEY_KEY = ['tenants', 'getStorefrontKey'] as const;
const once = { retry: false } as const;

export function useSaveTenantDetails() {
  const api = useApi(tenantsApi);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TenantDetailsBody) => api.saveTenantDetails(body),
    onSuccess: (saved) => {
      queryClient.setQueryData(DETAILS_KEY, saved);
      // The store's features may have changed: the identity (and with it what the menu offers) follows.
      void queryClient.invalidateQueries({ queryKey: ['auth', 'getIdentity'] });
    },
  });
}

export function useStorefrontKey() {
  const api = useApi(tenantsApi);
  return useQuery({ queryKey: KEY_KEY, queryFn: ({ signal }) => api.getStorefrontKey(signal), ...once });
}

export function useRotateStorefrontKey() {
  const api = useApi(tenantsApi);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (currentKey: string) => api.rotateStorefrontKey(currentKey),
    onSuccess: (key) => queryClient.setQueryData(KEY_KEY, key),
  });
}
