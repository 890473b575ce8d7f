/**
 * The editors on screen that ask before their unsaved changes are thrown away (LeaveQuestion), each by its own
 * question "are there any now?". A change of language draws every screen anew (react-admin's way), which would drop
 * those changes without a word: the language picker asks first when one of them has some.
 */
const editors = new Set<() => boolean>();

/** Counts an editor in while it is on screen; answers how to count it out. */
export function trackUnsavedForm(isDirty: () => boolean): () => void {
  editors.add(isDirty);
  return () => {
    editors.delete(isDirty);
  };
}

/** Whether an editor on screen holds changes not saved yet. */
export const anyUnsavedForm = () => [...editors].some((isDirty) => isDirty());
