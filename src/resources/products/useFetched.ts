import { useEffect, useRef, useState } from 'react';

interface Fetched<T> {
  data: T | undefined;
  error: unknown;
  isPending: boolean;
}

/**
 * Loads something that is not a react-admin record (counts, charts, the last feed sync) and loads it again
 * whenever `key` changes; a null key waits. An answer that arrives after the key moved on is dropped.
 */
export function useFetched<T>(key: string | null, load: (signal: AbortSignal) => Promise<T>): Fetched<T> {
  const loader = useRef(load);
  loader.current = load;
  const [state, setState] = useState<Fetched<T> & { key: string | null }>({
    key: null,
    data: undefined,
    error: undefined,
    isPending: true,
  });

  useEffect(() => {
    if (key === null) return;
    const controller = new AbortController();
    setState((previous) => ({ ...previous, key, isPending: true }));
    loader.current(controller.signal).then(
      (data) => !controller.signal.aborted && setState({ key, data, error: undefined, isPending: false }),
      (error) => !controller.signal.aborted && setState({ key, data: undefined, error, isPending: false }),
    );
    return () => controller.abort();
  }, [key]);

  return { data: state.data, error: state.error, isPending: state.isPending };
}
