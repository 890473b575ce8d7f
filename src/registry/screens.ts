import type { ComponentType } from 'react';
import { DECLARATIONS } from '.';

/**
 * A screen on one of the spec's own paths: the translation key of its name (page title and heading),
 * what canAccess must allow to open it and the page.
 */
export interface Screen {
  path: string;
  title: string;
  resource: string;
  action: string;
  page: ComponentType;
  preload?: () => Promise<unknown>;
}

export const SCREENS: readonly Screen[] = DECLARATIONS.flatMap(({ name, screens = [] }) =>
  screens.map(({ path, title, action = 'list', page, preload }) => ({
    path,
    title: `app.pages.${title}`,
    resource: name,
    action,
    page,
    preload,
  })),
);
