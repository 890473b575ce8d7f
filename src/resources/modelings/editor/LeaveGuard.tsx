import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { Confirm } from 'react-admin';
import { useBlocker } from 'react-router-dom';

/** What the editor inside a guard tells it: whether it holds unsaved changes, and whether a save is under way. */
interface EditorActivity {
  isDirty: () => boolean;
  saving: boolean;
}

const ReportActivity = createContext<(activity: EditorActivity) => void>(() => undefined);

/**
 * Asks before a change of screen (menu, link, back button) throws away unsaved changes, and lets the browser
 * warn when the tab is closed or reloaded. A change of screen asked while a save runs waits for it without
 * asking: it goes once the save is through, and asks only if the save failed. It sits above the editor, so an
 * editor started over from the table its save answered (a new version) still leaves as the person asked.
 */
export function LeaveGuard({ children }: { children: ReactNode }) {
  const activity = useRef<EditorActivity>({ isDirty: () => false, saving: false });
  const [saving, setSaving] = useState(false);
  const report = useCallback((next: EditorActivity) => {
    activity.current = next;
    setSaving(next.saving);
  }, []);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      currentLocation.pathname !== nextLocation.pathname && activity.current.isDirty(),
  );

  useEffect(() => {
    if (blocker.state === 'blocked' && !saving && !activity.current.isDirty()) blocker.proceed();
  }, [blocker, saving]);

  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (activity.current.saving || activity.current.isDirty()) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, []);

  return (
    <ReportActivity.Provider value={report}>
      {children}
      <Confirm
        isOpen={blocker.state === 'blocked' && !saving}
        title="app.unsaved.title"
        content="ra.message.unsaved_changes"
        confirm="app.unsaved.leave"
        cancel="app.unsaved.stay"
        confirmColor="warning"
        onConfirm={() => blocker.proceed?.()}
        onClose={() => blocker.reset?.()}
      />
    </ReportActivity.Provider>
  );
}

/** Tells the guard around the editor what it holds; outside a guard, nothing. */
export function useReportActivity(isDirty: () => boolean, saving: boolean) {
  const report = useContext(ReportActivity);
  useEffect(() => report({ isDirty, saving }), [report, isDirty, saving]);
}
