import type { ReactNode } from 'react';
import {
  DataTableClasses,
  LayoutClasses,
  ListClasses,
  Layout as RaLayout,
  useLocation,
  useResourceDefinitions,
} from 'react-admin';
import { LeaveQuestion } from '../components/LeaveQuestion';
import { CrashPage } from './CrashPage';
import { AppBar } from './AppBar';
import { Menu } from './Menu';
import { Sidebar } from './Sidebar';
import { screenTitleFor } from './screenTitle';
import { useAccessFollowsIdentity } from './useAccessFollowsIdentity';
import { usePageTitle } from './usePageTitle';

// react-admin lets the whole page grow to its widest content; held to the window instead, every list's
// wide table (long texts, some languages, a phone) scrolls inside its own card and the toolbar above it
// stays in view.
const FIT_WINDOW = {
  minWidth: 0,
  [`& .${LayoutClasses.content}`]: { minWidth: 0 },
  [`& .${ListClasses.main}`]: { minWidth: 0 },
  [`& .${DataTableClasses.tableWrapper}`]: { overflowX: 'auto' },
};

/**
 * The signed-in shell: app bar, menu, sidebar, the page title of the current screen, and the question asked before an
 * editor's unsaved changes are left behind.
 */
export function Shell({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const resources = Object.keys(useResourceDefinitions());
  usePageTitle(screenTitleFor(pathname, resources));
  useAccessFollowsIdentity();
  return (
    <RaLayout appBar={AppBar} sidebar={Sidebar} menu={Menu} error={CrashPage} sx={FIT_WINDOW}>
      {children}
      <LeaveQuestion />
    </RaLayout>
  );
}
