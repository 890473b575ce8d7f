import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InviteStaff } from '../../../contract/accounts';
import type { AppDataProvider } from '../../providers/customMethods';
import { useAppDataProvider } from '../../providers/useAppDataProvider';

const STAFF_KEY = ['users', 'getStaffAccounts'] as const;

export function useStaffAccounts() {
  const dataProvider = useAppDataProvider();
  return useQuery({
    queryKey: STAFF_KEY,
    queryFn: ({ signal }) => dataProvider.getStaffAccounts(signal),
    retry: false,
  });
}

/** A call that changes the staff accounts; the list is read again after it. */
function useStaffMutation<T, R>(call: (dataProvider: AppDataProvider, value: T) => Promise<R>) {
  const dataProvider = useAppDataProvider();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (value: T) => call(dataProvider, value),
    onSettled: () => queryClient.invalidateQueries({ queryKey: STAFF_KEY }),
  });
}

export const useInviteStaff = () =>
  useStaffMutation((dataProvider, body: InviteStaff) => dataProvider.inviteStaff(body));
export const useResendStaffInvitation = () =>
  useStaffMutation((dataProvider, { id, language }: { id: number; language: InviteStaff['language'] }) =>
    dataProvider.resendStaffInvitation(id, language),
  );
export const useSetStaffDisabled = () =>
  useStaffMutation((dataProvider, { id, disabled }: { id: number; disabled: boolean }) =>
    dataProvider.setAccountDisabled(id, disabled),
  );
