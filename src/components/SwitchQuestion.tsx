import { useState } from 'react';
import { Confirm } from 'react-admin';
import { anyUnsavedForm } from './unsavedForms';

/**
 * For a change that draws every screen anew (another language, another store): `run(change)` makes it at once, or,
 * while an editor on screen holds unsaved changes, first asks with `content` (a text key) and makes it only when
 * the person says to switch without saving. `cancelled` is called when the person keeps editing. Place `question`
 * in the page.
 */
export function useSwitchQuestion(content: string, cancelled: () => void = () => undefined) {
  const [pending, setPending] = useState<(() => unknown) | null>(null);
  const run = (change: () => unknown) => {
    if (anyUnsavedForm()) setPending(() => change);
    else change();
  };
  const question = (
    <Confirm
      isOpen={pending !== null}
      title="app.unsaved.title"
      content={content}
      confirm="app.unsaved.switchWithoutSaving"
      cancel="app.unsaved.stay"
      confirmColor="warning"
      onConfirm={() => {
        const change = pending;
        setPending(null);
        change?.();
      }}
      onClose={() => {
        setPending(null);
        cancelled();
      }}
    />
  );
  return { run, question };
}
