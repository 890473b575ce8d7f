import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { LeaveQuestion } from '../../../components/LeaveQuestion';

/** What the editor inside a guard tells it: whether it holds unsaved changes, and whether a save is under way. */
interface EditorActivity {
  isDirty: () => boolean;
  saving: boolean;
}

const ReportActivity = createContext<(activity: EditorActivity) => void>(() => undefined);

/**
 * The table editor's question before leaving with unsaved changes (`LeaveQuestion`). It sits above the editor, so an
 * editor started over from the table its save answered (a new version) still leaves as the person asked.
 */
export function LeaveGuard({ children }: { children: ReactNode }) {
  const editorIsDirty = useRef<() => boolean>(() => false);
  const [saving, setSaving] = useState(false);
  const report = useCallback((activity: EditorActivity) => {
    editorIsDirty.current = activity.isDirty;
    setSaving(activity.saving);
  }, []);
  const isDirty = useCallback(() => editorIsDirty.current(), []);
  return (
    <ReportActivity.Provider value={report}>
      {children}
      <LeaveQuestion isDirty={isDirty} saving={saving} />
    </ReportActivity.Provider>
  );
}

/** Tells the guard around the editor what it holds; outside a guard, nothing. */
export function useReportActivity(isDirty: () => boolean, saving: boolean) {
  const report = useContext(ReportActivity);
  useEffect(() => report({ isDirty, saving }), [report, isDirty, saving]);
}
