import { useId } from 'react';
import LogoutIcon from '@mui/icons-material/Logout';
import { Box, Divider, List, ListSubheader } from '@mui/material';
import { useCanAccessResources, useSidebarState, useTranslate } from 'react-admin';
import { MENU_GROUPS, MENU_ITEMS, type MenuItem } from '../registry/menu';
import { ChangePasswordEntry } from './ChangePasswordEntry';
import { MenuLink } from './MenuLink';

const resourcesFor = (action: string) => [
  ...new Set(MENU_ITEMS.filter((i) => i.action === action).map((i) => i.resource)),
];
// One canAccess query per action the items need (list for most; edit for the provider brands screen).
const LIST_RESOURCES = resourcesFor('list');
const EDIT_RESOURCES = resourcesFor('edit');

/** A group is a list of links named by its heading (collapsed, by the same name, unseen). */
function Group({ title, items }: { title: string; items: readonly MenuItem[] }) {
  const translate = useTranslate();
  const [open] = useSidebarState();
  const headingId = useId();
  if (items.length === 0) return null;
  return (
    <>
      {open ? (
        <ListSubheader component="div" id={headingId} disableSticky sx={{ lineHeight: '36px', bgcolor: 'transparent' }}>
          {translate(title)}
        </ListSubheader>
      ) : (
        <Divider sx={{ my: 1 }} />
      )}
      <List disablePadding {...(open ? { 'aria-labelledby': headingId } : { 'aria-label': translate(title) })}>
        {items.map((i) => (
          <MenuLink key={i.to} to={i.to} label={i.label} icon={i.icon} />
        ))}
      </List>
    </>
  );
}

/** The declared groups (store, then Customer Success), each with the entries canAccess allows, then the own password and logging out. */
export function Menu() {
  const list = useCanAccessResources({ action: 'list', resources: LIST_RESOURCES });
  const edit = useCanAccessResources({ action: 'edit', resources: EDIT_RESOURCES });
  const allowed = (i: MenuItem) => (i.action === 'edit' ? edit.canAccess : list.canAccess)?.[i.resource] === true;
  const pending = list.isPending || edit.isPending;

  return (
    <Box sx={{ my: 0.5 }}>
      {!pending &&
        MENU_GROUPS.map(({ title, items }) => <Group key={title} title={title} items={items.filter(allowed)} />)}
      <Divider sx={{ my: 1 }} />
      <List disablePadding>
        <ChangePasswordEntry />
        <MenuLink to="/logout" label="app.menu.logout" icon={<LogoutIcon />} />
      </List>
    </Box>
  );
}
