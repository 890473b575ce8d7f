import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAppDataProvider } from '../../../providers/useAppDataProvider';

const USERS_KEY = ['tenants', 'getTenantUsers'] as const;

/** The current store's own users. */
export function useTenantUsers() {
  const dataProvider = useAppDataProvider();
  return useQuery({ queryKey: USERS_KEY, queryFn: ({ signal }) => dataProvider.getTenantUsers(signal), retry: false });
}

export function useAddTenantUser() {
  const dataProvider = useAppDataProvider();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (username: string) => dataProvider.addTenantUser(username),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: USERS_KEY }),
  });
}

export function useRemoveTenantUser() {
  const dataProvider = useAppDataProvider();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => dataProvider.removeTenantUser(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: USERS_KEY }),
  });
}
