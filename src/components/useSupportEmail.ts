import { useQuery } from '@tanstack/react-query';
import { useApi } from '../providers/useApi';
import { appApi } from '../providers/appApi';

/** The support address from server configuration; empty until known (or if the server cannot say). */
export function useSupportEmail(): string {
  const api = useApi(appApi);
  // Only the help texts need it; the login works without, so a failure is not retried or shown.
  const { data } = useQuery({
    queryKey: ['appInfo'],
    queryFn: ({ signal }) => api.getAppInfo(signal),
    retry: false,
  });
  return typeof data?.supportEmail === 'string' ? data.supportEmail : '';
}
