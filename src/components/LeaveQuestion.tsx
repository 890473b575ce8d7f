import { useCallback, useEffect, useRef } from 'react';
import { Confirm } from 'react-admin';
import { useFormState } from 'react-hook-form';
import { useBlocker } from 'react-router-dom';
import { anyUnsavedForm, useEditorsSaving, useGuardedChanges } from './unsavedForms';

/**
 * Asks before a change of screen (menu, link, back button, another tab of the same page) throws away an editor's
 * unsaved changes (`useGuardedChanges`), and lets the browser warn when the tab is closed or reloaded. One for the
 * whole app, in the shell. A change of screen asked while a save runs waits for it without asking: it goes once the
 * save is through, and asks only if the save failed. The question is drawn from the router's blocked state, never
 * asked once from an effect: a click that comes before the page has drawn the answer to the question before finds the
 * question open again. react-admin's own warning (a `window.confirm` asked from an effect) then held the navigation
 * with no question, and every link of the editor did nothing. A change of language asks too (`LanguagePicker`).
 */
export function LeaveQuestion() {
  const saving = useEditorsSaving();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search) &&
      anyUnsavedForm(),
  );

  useEffect(() => {
    if (blocker.state === 'blocked' && !saving && !anyUnsavedForm()) blocker.proceed();
  }, [blocker, saving]);

  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (saving || anyUnsavedForm()) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [saving]);

  return (
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
  );
}

/** Guards a react-admin form's changes (placed inside it): its changed fields, until a save went through. */
export function FormChangesGuarded() {
  const { dirtyFields, isSubmitSuccessful, isSubmitting } = useFormState();
  const dirty = Object.keys(dirtyFields).length > 0 && !isSubmitSuccessful;
  const dirtyNow = useRef(dirty);
  useEffect(() => {
    dirtyNow.current = dirty;
  });
  const isDirty = useCallback(() => dirtyNow.current, []);
  useGuardedChanges(isDirty, isSubmitting);
  return null;
}
