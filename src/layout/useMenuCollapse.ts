import { useLayoutEffect } from 'react';
import { useMediaQuery, type Theme } from '@mui/material';
import { useMatch, useSidebarState } from 'react-admin';

export const MENU_COLLAPSED_STORAGE_KEY = 'provador.menuCollapsed';

function readCollapsed(): boolean {
  try {
    return localStorage.getItem(MENU_COLLAPSED_STORAGE_KEY) === 'true';
  } catch {
    return false;
  }
}

function writeCollapsed(collapsed: boolean): void {
  try {
    localStorage.setItem(MENU_COLLAPSED_STORAGE_KEY, String(collapsed));
  } catch {
    // The choice then lasts until the page is reloaded.
  }
}

export interface MenuCollapse {
  open: boolean;
  /** On the health dashboard the menu stays collapsed to leave its wide table the room. */
  forced: boolean;
  toggle: () => void;
}

/**
 * The docked menu's open state: react-admin's sidebar state (which its menu items read), set from the
 * choice kept in browser storage. On phones the menu is an overlay opened on demand, so the stored
 * choice and the dashboard rule apply to the docked menu only.
 */
export function useMenuCollapse(): MenuCollapse {
  const [open, setOpen] = useSidebarState();
  const overlay = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const forced = useMatch({ path: '/dashboard', end: false }) !== null && !overlay;

  // Before paint, so the menu does not flash at the other width.
  useLayoutEffect(() => {
    if (!overlay) setOpen(forced ? false : !readCollapsed());
  }, [forced, overlay, setOpen]);

  const toggle = () => {
    if (forced) return;
    if (!overlay) writeCollapsed(open);
    setOpen(!open);
  };
  return { open: forced ? false : open, forced, toggle };
}
