import { useCallback, useRef } from 'react';

/**
 * Whether the value differs from the one last saved (at first, the one the editor opened with).
 * Read through a function so that a navigation right after a save (a new table moving to its own
 * address) already sees the table as saved, before the next render.
 */
export function useUnsavedChanges(current: unknown) {
  const saved = useRef<string | null>(null);
  const latest = JSON.stringify(current);
  if (saved.current === null) saved.current = latest;
  const latestRef = useRef(latest);
  latestRef.current = latest;
  const isDirty = useCallback(() => latestRef.current !== saved.current, []);
  const markSaved = useCallback((value: unknown) => {
    saved.current = JSON.stringify(value);
  }, []);
  return { isDirty, markSaved };
}
