import type { ReactElement } from 'react';
import { DECLARATIONS } from '.';
import type { MenuGroup } from './types';

export interface MenuItem {
  to: string;
  /** Translation key of the entry's name. */
  label: string;
  icon: ReactElement;
  /** What canAccess must allow for the entry to show: the same as opening the screen it leads to. */
  resource: string;
  action: string;
}

/** The groups of the side menu in their order, with the translation key of their heading. */
const GROUP_TITLES: Record<MenuGroup, string> = {
  store: 'app.menu.storeGroup',
  customerSuccess: 'app.menu.customerSuccess',
};

const entries = DECLARATIONS.flatMap(({ name, screens = [], menu }) => {
  if (!menu) return [];
  const action = screens.find((s) => s.path === menu.path)?.action ?? 'list';
  const item: MenuItem = { to: menu.path, label: `app.menu.${menu.label}`, icon: menu.icon, resource: name, action };
  return [{ group: menu.group, order: menu.order, item }];
});

export const MENU_GROUPS: readonly { title: string; items: readonly MenuItem[] }[] = (
  Object.keys(GROUP_TITLES) as MenuGroup[]
).map((group) => ({
  title: GROUP_TITLES[group],
  items: entries
    .filter((e) => e.group === group)
    .sort((a, b) => a.order - b.order)
    .map((e) => e.item),
}));

export const MENU_ITEMS: readonly MenuItem[] = MENU_GROUPS.flatMap((g) => g.items);
