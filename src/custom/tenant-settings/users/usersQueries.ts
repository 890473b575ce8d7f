import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AddTenantUser } from '../../../../contract/tenantUsers';
import { useAppDataProvider } from '../../../providers/useAppDataProvider';
import type { AppDataProvider } from '../../../providers/customMethods';

const USERS_KEY = ['tenants', 'getTenantUsers'] as const;

/** The current store's own users, with their state and last sign-in. */
export function useTenantUsers() {
  const dataProvider = useAppDataProvider();
  return useQuery({ queryKey: USERS_KEY, queryFn: ({ signal }) => dataProvider.getTenantUsers(signal), retry: false });
}

/** A call that changes the store's users; the list is read again after it. */
function useUsersMutation<T, R>(call: (dataProvider: AppDataProvider, value: T) => Promise<R>) {
  const dataProvider = useAppDataProvider();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (value: T) => call(dataProvider, value),
    onSettled: () => queryClient.invalidateQueries({ queryKey: USERS_KEY }),
  });
}

export const useInviteTenantUser = () =>
  useUsersMutation((dataProvider, body: AddTenantUser) => dataProvider.addTenantUser(body));
export const useRemoveTenantUser = () =>
  useUsersMutation((dataProvider, id: number) => dataProvider.removeTenantUser(id));
export const useResendInvitation = () =>
  useUsersMutation((dataProvider, id: number) => dataProvider.resendTenantInvitation(id));
export const useWithdrawInvitation = () =>
  useUsersMutation((dataProvider, id: number) => dataProvider.withdrawTenantInvitation(id));
export const useSetUserDisabled = () =>
  useUsersMutation((dataProvider, { id, disabled }: { id: number; disabled: boolean }) =>
    dataProvider.setAccountDisabled(id, disabled),
  );
