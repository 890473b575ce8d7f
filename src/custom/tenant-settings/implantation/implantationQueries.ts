import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TenantDetailsBody } from '../../../../contract/tenants';
import { useAppDataProvider } from '../../../providers/useAppDataProvider';

const DETAILS_KEY = ['tenants', 'getTenantDetails'] as const;
const KEY_KEY = ['tenants', 'getStorefrontKey'] as const;
const once = { retry: false } as const;

/** The current store's settings, with the version a save starts from. */
export function useTenantDetails() {
  const dataProvider = useAppDataProvider();
  return useQuery({ queryKey: DETAILS_KEY, queryFn: ({ signal }) => dataProvider.getTenantDetails(signal), ...once });
}

export function useSaveTenantDetails() {
  const dataProvider = useAppDataProvider();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TenantDetailsBody) => dataProvider.saveTenantDetails(body),
    onSuccess: (saved) => {
      queryClient.setQueryData(DETAILS_KEY, saved);
      // The store's features may have changed: the identity (and with it what the menu offers) follows.
      void queryClient.invalidateQueries({ queryKey: ['auth', 'getIdentity'] });
    },
  });
}

export function useStorefrontKey() {
  const dataProvider = useAppDataProvider();
  return useQuery({ queryKey: KEY_KEY, queryFn: ({ signal }) => dataProvider.getStorefrontKey(signal), ...once });
}

export function useRotateStorefrontKey() {
  const dataProvider = useAppDataProvider();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (currentKey: string) => dataProvider.rotateStorefrontKey(currentKey),
    onSuccess: (key) => queryClient.setQueryData(KEY_KEY, key),
  });
}
