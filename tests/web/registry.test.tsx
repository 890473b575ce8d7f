import { screen, waitFor, within } from '@testing-library/react';
import type { DataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import type { Role } from '../../domain/enums';
import { canAccess } from '../../src/providers/canAccess';
import { DECLARATIONS } from '../../src/registry';
import { MENU_ITEMS } from '../../src/registry/menu';
import { SCREENS } from '../../src/registry/screens';
import type { Declaration } from '../../src/registry/types';
import { renderApp } from './appTestUtils';
import { i18nProvider, PERMISSIONS } from './shellTestUtils';

// Which screen opens matters here, not the screens themselves: every declared screen and react-admin list is
// replaced by a stand-in that says only that it opened. A react-admin list refuses the roles canAccess refuses
// (its controller's useRequireAccess), so the list stand-in keeps that check.
vi.mock('../../src/registry', async (importOriginal) => {
  const { createElement } = await import('react');
  const { useCanAccess, useRequireAccess } = await import('react-admin');
  const opened = () => createElement('h1', null, 'Screen');
  const listOf = (resource: string) =>
    function StandInList() {
      useRequireAccess({ resource, action: 'list' });
      const { canAccess } = useCanAccess({ resource, action: 'list' });
      return canAccess ? opened() : null;
    };
  const { DECLARATIONS } = await importOriginal<{ DECLARATIONS: readonly Declaration[] }>();
  return {
    DECLARATIONS: DECLARATIONS.map((d) => ({
      ...d,
      screens: d.screens?.map((s) => ({ ...s, page: opened })),
      views: d.views && { ...d.views, ...(d.views.list && { list: listOf(d.name) }) },
    })),
  };
});

const renderAt = (path: string, role: Role) =>
  renderApp(path, role, { dataProvider: {} as DataProvider, i18nProvider });

/** The side menu's entries leading to a path (the logo's home link is not one of them). */
function menuLinksTo(path: string) {
  return screen
    .queryAllByRole('list')
    .flatMap((list) => within(list).queryAllByRole('link'))
    .filter((link) => link.getAttribute('href') === path);
}

const ROLES: Role[] = ['store', 'moderator', 'administrator'];
const concrete = (path: string) => path.replace(/:id\b/g, '12');

// Every path a declaration names: its screens and where its menu entry leads (a react-admin list for some).
const PATHS = [
  ...SCREENS.map(({ path, resource, action }) => ({ path, resource, action })),
  ...MENU_ITEMS.filter((item) => !SCREENS.some((s) => s.path === item.to)).map(({ to, resource, action }) => ({
    path: to,
    resource,
    action,
  })),
];
const CASES = PATHS.flatMap((p) =>
  ROLES.map((role) => ({ ...p, role, allowed: canAccess({ permissions: PERMISSIONS[role], ...p }) })),
);

describe('registry', () => {
  it('declares each name once', () => {
    const names = DECLARATIONS.map((d) => d.name);
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
  });

  it('declares each path once', () => {
    const paths = PATHS.map((p) => p.path);
    expect(paths.filter((path, index) => paths.indexOf(path) !== index)).toEqual([]);
  });

  it.each(CASES)(
    '$path for a $role user: allowed $allowed: opens or is refused, and the menu agrees',
    async ({ path, role, allowed }) => {
      renderAt(concrete(path), role);
      const heading = await screen.findByRole('heading', { level: 1 });
      expect(heading).not.toHaveTextContent('Page not found');
      expect(heading).toHaveTextContent(allowed ? 'Screen' : 'Access denied');
      if (!MENU_ITEMS.some((item) => item.to === path)) return;
      // The products entry is everyone's: once it shows, the menu has settled.
      await waitFor(() => expect(menuLinksTo('/')).toHaveLength(1));
      expect(menuLinksTo(path)).toHaveLength(allowed ? 1 : 0);
    },
  );
});
