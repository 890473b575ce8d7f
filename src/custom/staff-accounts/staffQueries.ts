import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InviteStaff } from '../../../contract/accounts';
import { useApi } from '../../providers/useApi';
import { accountsApi } from '../../providers/accountsApi';

const STAFF_KEY = ['users', 'getStaffAccounts'] as const;

export function useStaffAccounts() {
  const api = useApi(accountsApi);
  return useQuery({
    queryKey: STAFF_KEY,
    queryFn: ({ signal }) => api.getStaffAccounts(signal),
    retry: false,
  });
}

/** A call that changes the staff accounts; the list is read again after it. */
function useStaffMutation<T, R>(call: (api: typeof accountsApi, value: T) => Promise<R>) {
  const api = useApi(accountsApi);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (value: T) => call(api, value),
    onSettled: () => queryClient.invalidateQueries({ queryKey: STAFF_KEY }),
  });
}

export const useInviteStaff = () => useStaffMutation((api, body: InviteStaff) => api.inviteStaff(body));
export const useResendStaffInvitation = () =>
  useStaffMutation((api, { id, language }: { id: number; language: InviteStaff['language'] }) =>
    api.resendStaffInvitation(id, language),
  );
export const useSetStaffDisabled = () =>
  useStaffMutation((api, { id, disabled }: { id: number; disabled: boolean }) => api.setAccountDisabled(id, disabled));
