import { useCallback } from 'react';
import { useNotify } from 'react-admin';

/**
 * The default notices of spec 8, each a translation key: the generic failure ('Error while performing
 * action.'), the success of an action that shows nothing else ('Action successfully executed!'), the
 * warning to check what was typed, and an empty answer where a screen expects data ('No data found').
 */
export const NOTICES = {
  error: 'app.errors.generic',
  success: 'app.snackbar.success',
  warning: 'app.snackbar.warning',
  noData: 'app.snackbar.noData',
} as const;

/** After an action that changes what is on screen and has nothing else to say: 'Action successfully executed!'. */
export function useNotifyDone() {
  const notify = useNotify();
  return useCallback(() => notify(NOTICES.success, { type: 'success' }), [notify]);
}
