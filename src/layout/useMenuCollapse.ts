import { useLayoutEffect } from 'react';
import { useMediaQuery, type Theme } from '@mui/material';
import { useMatch, useSidebarState } from 'react-admin';

export const MENU_COLLAPSED_STORAGE_KEY = 'provador.menuCollapsed';

/** The user's own choice, kept in browser storage; null when they never made one (or storage is unavailable). */
function readCollapsed(): boolean | null {
  try {
    const stored = localStorage.getItem(MENU_COLLAPSED_STORAGE_KEY);
    return stored === null ? null : stored === 'true';
  } catch {
    return null;
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
 * choice kept in browser storage. Until the user chooses, the menu starts folded on screens narrower
 * than a large laptop (below 1200 px), where its full width would push the lists' last columns (a
 * product's fitting-room switch) out of sight. On phones the menu is an overlay opened on demand, so the
 * stored choice and the dashboard rule apply to the docked menu only.
 */
export function useMenuCollapse(): MenuCollapse {
  const [open, setOpen] = useSidebarState();
  const overlay = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const narrow = useMediaQuery<Theme>((theme) => theme.breakpoints.down('lg'), { noSsr: true });
  const forced = useMatch({ path: '/dashboard', end: false }) !== null && !overlay;

  // Before paint, so the menu does not flash at the other width.
  useLayoutEffect(() => {
    if (!overlay) setOpen(forced ? false : !(readCollapsed() ?? narrow));
  }, [forced, overlay, narrow, setOpen]);

  const toggle = () => {
    if (forced) return;
    if (!overlay) writeCollapsed(open);
    setOpen(!open);
  };
  return { open: forced ? false : open, forced, toggle };
}
