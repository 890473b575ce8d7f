import { useListContext } from 'react-admin';
import { LoadError } from './LoadError';

/** What a list shows when its page could not be read: never an empty list that would pass for "nothing here". */
export function ListLoadError() {
  const { error, refetch } = useListContext();
  return <LoadError error={error} onRetry={() => void refetch()} sx={{ m: 2 }} />;
}
