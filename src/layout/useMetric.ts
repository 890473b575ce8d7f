import { useCallback, useSyncExternalStore } from 'react';

export const METRIC_STORAGE_KEY = 'provador.metric';

const listeners = new Set<() => void>();

function readMetric(): boolean {
  try {
    return localStorage.getItem(METRIC_STORAGE_KEY) !== 'false';
  } catch {
    return true;
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab changing the unit changes it here too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === METRIC_STORAGE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Centimetres (true, the default) or inches, as chosen on this browser; every user of the hook follows a change. */
export function useMetric(): [boolean, (metric: boolean) => void] {
  const metric = useSyncExternalStore(subscribe, readMetric, () => true);
  const setMetric = useCallback((value: boolean) => {
    try {
      localStorage.setItem(METRIC_STORAGE_KEY, String(value));
    } catch {
      // Without storage the choice cannot be kept; the screens keep showing the previous unit.
    }
    listeners.forEach((listener) => listener());
  }, []);
  return [metric, setMetric];
}
