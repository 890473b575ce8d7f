import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AddTenantUser } from '../../../../contract/tenantUsers';
import { useApi } from '../../../providers/useApi';
import { accountsApi } from '../../../providers/accountsApi';

const USERS_KEY = ['tenants', 'getTenantUsers'] as const;

/** The current store's own users, with their state and last sign-in. */
export function useTenantUsers() {
  const api = useApi(accountsApi);
  return useQuery({ queryKey: USERS_KEY, queryFn: ({ signal }) => api.getTenantUsers(signal), retry: false });
}

/** A call that changes the store's users; the list is read again after it. */
function useUsersMutation<T, R>(call: (api: typeof accountsApi, value: T) => Promise<R>) {
  const api = useApi(accountsApi);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (value: T) => call(api, value),
    onSettled: () => queryClient.invalidateQueries({ queryKey: USERS_KEY }),
  });
}

export const useInviteTenantUser = () => useUsersMutation((api, body: AddTenantUser) => api.addTenantUser(body));
export const useRemoveTenantUser = () => useUsersMutation((api, id: number) => api.removeTenantUser(id));
export const useResendInvitation = () => useUsersMutation((api, id: number) => api.resendTenantInvitation(id));
export const useWithdrawInvitation = () => useUsersMutation((api, id: number) => api.withdrawTenantInvitation(id));
export const useSetUserDisabled = () =>
  useUsersMutation((api, { id, disabled }: { id: number; disabled: boolean }) => api.setAccountDisabled(id, disabled));
