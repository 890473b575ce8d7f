import { useEffect } from 'react';
import { Confirm } from 'react-admin';
import { useBlocker } from 'react-router-dom';

/**
 * Asks before a change of screen (menu, link, back button) throws away unsaved changes, and lets the
 * browser warn when the tab is closed or reloaded.
 */
export function LeaveConfirmation({ isDirty }: { isDirty: () => boolean }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname && isDirty(),
  );

  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (isDirty()) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [isDirty]);

  return (
    <Confirm
      isOpen={blocker.state === 'blocked'}
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
