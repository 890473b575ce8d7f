import { useQuery } from '@tanstack/react-query';
import { useAppDataProvider } from './useAppDataProvider';

/** The stores the user may work in, asked once and shared by the store switcher and the table copy. */
export function useStores() {
  const dataProvider = useAppDataProvider();
  return useQuery({
    queryKey: ['me', 'getStores'],
    queryFn: ({ signal }) => dataProvider.getStores(signal),
    // A failure shows at once (the switcher offers no store, the copy says why), as it always did.
    retry: false,
  });
}
