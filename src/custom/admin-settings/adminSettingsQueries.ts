import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminSettingsBody } from '../../../contract/adminSettings';
import { useAppDataProvider } from '../../providers/useAppDataProvider';

const KEY = ['adminSettings'] as const;

export function useAdminSettings() {
  const dataProvider = useAppDataProvider();
  return useQuery({ queryKey: KEY, queryFn: ({ signal }) => dataProvider.getAdminSettings(signal), retry: false });
}

export function useSaveAdminSettings() {
  const dataProvider = useAppDataProvider();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminSettingsBody) => dataProvider.saveAdminSettings(body),
    onSuccess: (saved) => {
      queryClient.setQueryData(KEY, saved);
      // The support address the shell shows comes from /app-info.
      void queryClient.invalidateQueries({ queryKey: ['appInfo'] });
    },
  });
}

export function useInvalidateCaches() {
  const dataProvider = useAppDataProvider();
  return useMutation({ mutationFn: () => dataProvider.invalidateCaches() });
}
