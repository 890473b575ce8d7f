import { BulkActionsToolbarClasses, defaultTheme, type RaThemeOptions } from 'react-admin';

export const SIDEBAR_WIDTH = 290;
export const SIDEBAR_CLOSED_WIDTH = 80;

export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    ...defaultTheme.palette,
    primary: { main: '#F15B49' },
    secondary: { main: '#4FB395' },
  },
  sidebar: { width: SIDEBAR_WIDTH, closedWidth: SIDEBAR_CLOSED_WIDTH },
  components: {
    ...defaultTheme.components,
    // With nothing selected react-admin folds the bulk actions to zero height, yet its buttons still took
    // Tab stops nobody could see. Hidden, they leave the tab order (and the accessibility tree) too.
    RaBulkActionsToolbar: {
      styleOverrides: { root: { [`& .${BulkActionsToolbarClasses.collapsed}`]: { visibility: 'hidden' } } },
    },
  },
};
