import { useId, type ReactElement } from 'react';
import AssessmentIcon from '@mui/icons-material/Assessment';
import CategoryIcon from '@mui/icons-material/Category';
import CheckroomIcon from '@mui/icons-material/Checkroom';
import DashboardIcon from '@mui/icons-material/Dashboard';
import HelpOutlineIcon from '@mui/icons-material/HelpOutline';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import LogoutIcon from '@mui/icons-material/Logout';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import SellIcon from '@mui/icons-material/Sell';
import SettingsIcon from '@mui/icons-material/Settings';
import StraightenIcon from '@mui/icons-material/Straighten';
import StyleIcon from '@mui/icons-material/Style';
import SyncAltIcon from '@mui/icons-material/SyncAlt';
import TableChartIcon from '@mui/icons-material/TableChart';
import TuneIcon from '@mui/icons-material/Tune';
import VerifiedIcon from '@mui/icons-material/Verified';
import { Box, Divider, List, ListSubheader } from '@mui/material';
import { useCanAccessResources, useSidebarState, useTranslate } from 'react-admin';
import { screenAt } from '../custom/screens';
import { MenuLink } from './MenuLink';

interface Item {
  to: string;
  label: string;
  icon: ReactElement;
  resource: string;
  action: string;
}

const item = (to: string, label: string, icon: ReactElement): Item => {
  const { resource, action } = screenAt(to);
  return { to, label: `app.menu.${label}`, icon, resource, action };
};

const STORE_ITEMS: Item[] = [
  item('/', 'products', <Inventory2Icon />),
  item('/table', 'table', <StraightenIcon />),
  { to: '/brands', label: 'app.menu.brands', icon: <SellIcon />, resource: 'brands', action: 'list' },
  { to: '/categories', label: 'app.menu.categories', icon: <CategoryIcon />, resource: 'categories', action: 'list' },
  item('/orders', 'orders', <ReceiptLongIcon />),
  item('/reports', 'reports', <AssessmentIcon />),
  item('/unknown-products', 'unknownProducts', <HelpOutlineIcon />),
  item('/tenant-settings', 'storeSettings', <SettingsIcon />),
];

const CUSTOMER_SUCCESS_ITEMS: Item[] = [
  item('/dashboard', 'dashboard', <DashboardIcon />),
  item('/integration', 'integration', <SyncAltIcon />),
  item('/strong-brands', 'strongBrands', <VerifiedIcon />),
  item('/strong-categories', 'strongCategories', <CheckroomIcon />),
  item('/strong-table', 'strongTable', <TableChartIcon />),
  item('/size-styles', 'sizeStyles', <StyleIcon />),
  item('/admin-settings', 'adminSettings', <TuneIcon />),
];

const ALL_ITEMS = [...STORE_ITEMS, ...CUSTOMER_SUCCESS_ITEMS];
const resourcesFor = (action: string) => [...new Set(ALL_ITEMS.filter((i) => i.action === action).map((i) => i.resource))];
// One canAccess query per action the items need (list for most; edit for the provider brands screen).
const LIST_RESOURCES = resourcesFor('list');
const EDIT_RESOURCES = resourcesFor('edit');

/** A group is a list of links named by its heading (collapsed, by the same name, unseen). */
function Group({ title, items }: { title: string; items: Item[] }) {
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

/** The store group, then (for the roles canAccess allows) the Customer Success group, then logging out. */
export function Menu() {
  const list = useCanAccessResources({ action: 'list', resources: LIST_RESOURCES });
  const edit = useCanAccessResources({ action: 'edit', resources: EDIT_RESOURCES });
  const allowed = (i: Item) => (i.action === 'edit' ? edit.canAccess : list.canAccess)?.[i.resource] === true;
  const pending = list.isPending || edit.isPending;

  return (
    <Box sx={{ my: 0.5 }}>
      {!pending && <Group title="app.menu.storeGroup" items={STORE_ITEMS.filter(allowed)} />}
      {!pending && <Group title="app.menu.customerSuccess" items={CUSTOMER_SUCCESS_ITEMS.filter(allowed)} />}
      <Divider sx={{ my: 1 }} />
      <List disablePadding>
        <MenuLink to="/logout" label="app.menu.logout" icon={<LogoutIcon />} />
      </List>
    </Box>
  );
}
