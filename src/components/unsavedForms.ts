import { useEffect, useRef, useSyncExternalStore } from 'react';

/**
 * The editors on screen that guard their unsaved changes, each by its own question "are there any now?" and whether
 * it is saving. One question for the whole app (`LeaveQuestion`, in the shell) reads them when the person leaves the
 * screen; the language picker and the store switcher read them too (`useSwitchQuestion`), as a change of language
 * draws every screen anew (react-admin's way) and a change of store reloads the page.
 * One question, not one per form: a screen may hold two forms (the store's integration settings and its rules), and
 * the router takes one blocker at a time.
 */
interface GuardedEditor {
  isDirty: () => boolean;
  saving: boolean;
}

const editors = new Set<GuardedEditor>();
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/** Set once the person chose to drop the changes of the editors on screen (a change of store reloads the page). */
let ignored = false;

/** Whether an editor on screen holds changes not saved yet. */
export const anyUnsavedForm = () => !ignored && [...editors].some((editor) => editor.isDirty());

/**
 * The person chose to drop what the editors on screen hold, and the page is about to be left (a reload): nothing
 * asks again, the browser's own warning included. Answers how to undo it, should the page stay after all.
 */
export function ignoreUnsavedForms(): () => void {
  ignored = true;
  return () => {
    ignored = false;
  };
}

const anySaving = () => [...editors].some((editor) => editor.saving);

/** Whether an editor on screen is saving, followed as it changes. */
export const useEditorsSaving = () => useSyncExternalStore(subscribe, anySaving);

/**
 * Counts the calling editor in while it is on screen: `isDirty` is asked when the person leaves or changes the
 * language, `saving` is followed as it changes (a screen left while a save runs waits for it).
 */
export function useGuardedChanges(isDirty: () => boolean, saving: boolean): void {
  const editor = useRef<GuardedEditor>({ isDirty, saving });
  useEffect(() => {
    const entry = editor.current;
    editors.add(entry);
    return () => {
      editors.delete(entry);
      changed();
    };
  }, []);
  useEffect(() => {
    editor.current.isDirty = isDirty;
  }, [isDirty]);
  useEffect(() => {
    editor.current.saving = saving;
    changed();
  }, [saving]);
}
