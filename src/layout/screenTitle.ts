import { matchPath } from 'react-router-dom';
import { SCREENS } from '../registry/screens';

export interface ScreenTitle {
  key: string;
  options?: Record<string, unknown>;
}

const OTHER_PAGES: Record<string, string> = {
  '/access-denied': 'app.pages.accessDenied',
};

/** Translation of the current screen's name: a custom screen, a resource's pages, or not found. */
export function screenTitleFor(pathname: string, resources: readonly string[]): ScreenTitle {
  const screen = SCREENS.find((s) => matchPath({ path: s.path, end: true }, pathname));
  if (screen) return { key: screen.title };
  if (OTHER_PAGES[pathname]) return { key: OTHER_PAGES[pathname] };
  const resource = resources.find((r) => matchPath({ path: `/${r}`, end: false }, pathname));
  if (resource) return { key: `resources.${resource}.name`, options: { smart_count: 2 } };
  return { key: 'app.pages.notFound' };
}
