import { loadShell } from '../../layout/loadShell';
import { SCREENS } from '../../registry/screens';

/**
 * Fetches the code a sign-in leads to (the shell and the screen at /) while the person fills the form, so
 * that after signing in only the data is left to fetch. A failure is left for the real visit to report.
 */
/** Nobody signs in within this time of the form showing. */
const PRELOAD_AFTER_MS = 500;

export function preloadSignedInStart(): () => void {
  const start = SCREENS.find((screen) => screen.path === '/');
  // Once the form is on screen: its own last requests go first.
  const timer = setTimeout(() => {
    for (const load of [loadShell, start?.preload]) void load?.().catch(() => undefined);
  }, PRELOAD_AFTER_MS);
  return () => clearTimeout(timer);
}
