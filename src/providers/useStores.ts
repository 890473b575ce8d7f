import { useQuery } from '@tanstack/react-query';
import { useApi } from './useApi';
import { appApi } from './appApi';

/** The stores the user may work in, asked once and shared by the store switcher and the table copy. */
export function useStores() {
  const api = useApi(appApi);
  return useQuery({
    queryKey: ['me', 'getStores'],
    queryFn: ({ signal }) => api.getStores(signal),
    // A failure shows at once (the switcher offers no store, the copy says why), as it always did.
    retry: false,
  });
}
