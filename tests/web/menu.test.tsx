import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Role } from '../../domain/enums';
import { LOCALES } from '../../src/i18n/messages/types';
import { Menu } from '../../src/layout/Menu';
import { canAccess } from '../../src/providers/canAccess';
import { MENU_GROUPS, MENU_ITEMS } from '../../src/registry/menu';
import { i18nProvider, PERMISSIONS, renderShell } from './shellTestUtils';

const ROLES: Role[] = ['store', 'moderator', 'administrator'];

/** The declared entries a role may open (canAccess, as the screens they lead to), in the declared order. */
const entriesFor = (role: Role) =>
  MENU_ITEMS.filter((item) => canAccess({ permissions: PERMISSIONS[role], ...item })).map((item) => item.to);

/** The declared groups that hold at least one entry the role may open, by their heading. */
const groupsFor = (role: Role) =>
  MENU_GROUPS.filter(({ items }) => items.some((item) => entriesFor(role).includes(item.to))).map(({ title }) =>
    i18nProvider.translate(title),
  );

/** The hrefs of the links in the menu's lists, in their order. */
const shownHrefs = () => screen.getAllByRole('link').map((link) => link.getAttribute('href'));

describe('Menu', () => {
  it('tells the roles apart: each role may open fewer entries than the next one up, and store users some', () => {
    const counts = ROLES.map((role) => entriesFor(role).length);
    expect(counts[0]).toBeGreaterThan(0);
    expect(counts[0]).toBeLessThan(counts[1]!);
    expect(counts[1]).toBeLessThan(counts[2]!);
  });

  it.each(ROLES)(
    'shows a %s user every declared entry that role may open, and no other, in its group, then logging out',
    async (role) => {
      renderShell(<Menu />, { role });
      const expected = [...entriesFor(role), '/logout'];
      await waitFor(() => expect(shownHrefs()).toEqual(expected));
      const groups = groupsFor(role);
      for (const { title, items } of MENU_GROUPS) {
        const heading = i18nProvider.translate(title);
        if (!groups.includes(heading)) {
          expect(screen.queryByRole('list', { name: heading })).not.toBeInTheDocument();
          continue;
        }
        const links = within(screen.getByRole('list', { name: heading })).getAllByRole('link');
        const own = items.map((item) => item.to).filter((to) => expected.includes(to));
        expect(links.map((link) => link.getAttribute('href'))).toEqual(own);
      }
      expect(screen.getByRole('link', { name: 'Log out' })).toHaveAttribute('href', '/logout');
    },
  );

  it('is site navigation: lists of links named by their group, the current screen marked, no application menu', async () => {
    renderShell(<Menu />, { role: 'moderator', path: '/brands' });
    const store = await screen.findByRole('list', { name: 'Store' });
    expect(screen.getByRole('list', { name: 'Customer Success' })).toBeInTheDocument();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(screen.queryByRole('menuitem')).not.toBeInTheDocument();
    const brands = within(store).getByRole('link', { name: 'Brands' });
    expect(brands.parentElement?.tagName).toBe('LI');
    expect(brands).toHaveAttribute('aria-current', 'page');
    expect(within(store).getByRole('link', { name: 'Products' })).not.toHaveAttribute('aria-current');
  });

  for (const locale of LOCALES) {
    it(`gives every entry of an administrator's menu its own name in ${locale}`, async () => {
      renderShell(<Menu />, { role: 'administrator', locale });
      await waitFor(() => expect(shownHrefs()).toEqual([...entriesFor('administrator'), '/logout']));
      const names = screen.getAllByRole('link').map((entry) => entry.textContent ?? '');
      expect(names.filter((name) => name.trim() === '' || name.startsWith('app.'))).toEqual([]);
      expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
    });
  }
});
