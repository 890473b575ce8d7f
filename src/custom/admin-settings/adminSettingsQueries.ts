import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminSettingsBody } from '../../../contract/adminSettings';
import { READ_WHEN_OPENED } from '../../providers/readWhenOpened';
import { useApi } from '../../providers/useApi';
import { adminSettingsApi } from './adminSettingsApi';

const KEY = ['adminSettings'] as const;

export function useAdminSettings() {
  const api = useApi(adminSettingsApi);
  return useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) => api.getAdminSettings(signal),
    retry: false,
    ...READ_WHEN_OPENED,
  });
}

export function useSaveAdminSettings() {
  const api = useApi(adminSettingsApi);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminSettingsBody) => api.saveAdminSettings(body),
    onSuccess: (saved) => {
      queryClient.setQueryData(KEY, saved);
      // The support address the shell shows comes from /app-info.
      void queryClient.invalidateQueries({ queryKey: ['appInfo'] });
    },
  });
}

export function useInvalidateCaches() {
  const api = useApi(adminSettingsApi);
  return useMutation({ mutationFn: () => api.invalidateCaches() });
}
