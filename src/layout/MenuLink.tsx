import type { ReactElement } from 'react';
import {
  ListItem,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Tooltip,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { LinkBase, useSidebarState, useTranslate } from 'react-admin';
import { useMatch } from 'react-router-dom';

interface Props {
  to: string;
  /** Translation key of the entry's name. */
  label: string;
  icon: ReactElement;
}

/**
 * One entry of the side menu: a link in a list item (site navigation, not an application menu), marked
 * as the current page on its own screen. Collapsed, only the icon shows and the name is its tooltip.
 */
export function MenuLink({ to, label, icon }: Props) {
  const translate = useTranslate();
  const [open, setOpen] = useSidebarState();
  // On phones the menu covers the screen: choosing an entry closes it.
  const overlay = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const current = useMatch({ path: to, end: to === '/' }) !== null;
  const name = translate(label);
  const link = (
    <ListItemButton
      component={LinkBase}
      to={to}
      selected={current}
      aria-current={current ? 'page' : undefined}
      onClick={() => overlay && setOpen(false)}
      sx={open ? undefined : { justifyContent: 'center', px: 0 }}
    >
      <ListItemIcon sx={open ? undefined : { minWidth: 0 }}>{icon}</ListItemIcon>
      {open && <ListItemText primary={name} slotProps={{ primary: { noWrap: true } }} />}
    </ListItemButton>
  );
  return (
    <ListItem disablePadding>
      {open ? (
        link
      ) : (
        <Tooltip title={name} placement="right">
          {link}
        </Tooltip>
      )}
    </ListItem>
  );
}
