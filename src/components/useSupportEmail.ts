import { useQuery } from '@tanstack/react-query';
import { useAppDataProvider } from '../providers/useAppDataProvider';

/** The support address from server configuration; empty until known (or if the server cannot say). */
export function useSupportEmail(): string {
  const dataProvider = useAppDataProvider();
  // Only the help texts need it; the login works without, so a failure is not retried or shown.
  const { data } = useQuery({
    queryKey: ['appInfo'],
    queryFn: ({ signal }) => dataProvider.getAppInfo(signal),
    retry: false,
  });
  return typeof data?.supportEmail === 'string' ? data.supportEmail : '';
}
