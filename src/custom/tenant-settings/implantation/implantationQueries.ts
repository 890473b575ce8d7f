import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../providers/useApi';
import { tenantsApi } from '../tenantsApi';

const KEY_KEY = ['tenants', 'getStorefrontKey'] as const;
const once = { retry: false } as const;

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
