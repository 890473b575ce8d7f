import { lighten, type CheckboxOwnerState, type Theme } from '@mui/material';
import { BulkActionsToolbarClasses, defaultTheme, EmptyClasses, type RaThemeOptions } from 'react-admin';

export const SIDEBAR_WIDTH = 290;
export const SIDEBAR_CLOSED_WIDTH = 80;

declare module '@mui/material/styles' {
  interface Palette {
    brand: Palette['primary'];
  }
  interface PaletteOptions {
    brand?: PaletteOptions['primary'];
  }
}

/**
 * The spec's orange reaches only 3.3:1 on white: enough for large bold text and graphics (3:1), not
 * for text and small controls (4.5:1). It stays for the brand marks; everything else takes a shade
 * of a colour with at least 5.3:1 on white and on the page background #FAFAFB, 4.5:1 on the tint of
 * the bar of bulk actions, with white text on it (docs/decisions/0040).
 */
export const BRAND_ORANGE = '#F15B49';
export const PALETTE = {
  brand: { main: BRAND_ORANGE },
  // The spec's orange × 0.74: 5.6:1 on white.
  primary: { main: '#B24336' },
  // The spec's green #4FB395 × 0.64: 5.6:1.
  secondary: { main: '#33735F' },
  // Material's defaults darkened: error #D32F2F × 0.92, warning #ED6C02 × 0.72, info #0288D1 × 0.8,
  // success #2E7D32 × 0.94.
  error: { main: '#C22B2B' },
  warning: { main: '#AB4E01' },
  info: { main: '#026DA7' },
  success: { main: '#2B762F' },
} as const;

/** The bar of actions on selected rows; react-admin's own tint of the primary is too dark for its buttons. */
export const BULK_ACTIONS_BACKGROUND = lighten(PALETTE.primary.main, 0.9);

type CheckboxState = CheckboxOwnerState & { 'aria-label'?: string };

export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    ...defaultTheme.palette,
    ...PALETTE,
    // Text on a coloured surface is white only where white reaches 4.5:1, else dark.
    contrastThreshold: 4.5,
  },
  components: {
    ...defaultTheme.components,
    RaBulkActionsToolbar: {
      styleOverrides: {
        root: {
          [`& .${BulkActionsToolbarClasses.toolbar}`]: { backgroundColor: BULK_ACTIONS_BACKGROUND },
          // react-admin lays the open bar over the list's own toolbar at a fixed height: a list with many bulk
          // actions (brands, for a moderator) then wrapped them over the table's header and under the top bar.
          // In the page's flow and as tall as its buttons need, it covers nothing.
          [`& .${BulkActionsToolbarClasses.toolbar}:not(.${BulkActionsToolbarClasses.collapsed})`]: {
            position: 'static',
            transform: 'none',
            height: 'auto',
            flexWrap: 'wrap',
          },
          // With nothing selected react-admin folds the bulk actions to zero height, yet its buttons still took
          // Tab stops nobody could see. Hidden, they leave the tab order (and the accessibility tree) too.
          [`& .${BulkActionsToolbarClasses.collapsed}`]: { visibility: 'hidden' },
        },
      },
    },
    RaEmpty: {
      styleOverrides: {
        // react-admin writes an empty list's message in the disabled text colour (2.5:1 on the page): it is
        // text to read, in the secondary colour (4.5:1 and more).
        root: ({ theme: t }: { theme: Theme }) => ({
          [`& .${EmptyClasses.message}`]: { color: t.palette.text.secondary },
        }),
      },
    },
    RaTopToolbar: {
      styleOverrides: {
        // A list's actions (create buttons, add filter, exports) wrap onto a second line rather than push the
        // page wider than the window: French and Spanish names of three buttons outgrow a 1024 px screen.
        root: { flexWrap: 'wrap' },
      },
    },
    MuiCheckbox: {
      defaultProps: {
        // A Checkbox puts an aria-label on its outer span, where ARIA forbids it, and leaves the input
        // unnamed (react-admin's row checkboxes do this); the name belongs on the input.
        slotProps: {
          root: () => ({ 'aria-label': undefined }),
          input: (state: CheckboxState) => ({
            ...state.inputProps,
            'aria-label': state['aria-label'] ?? state.inputProps?.['aria-label'],
          }),
        },
      },
    },
  },
  sidebar: { width: SIDEBAR_WIDTH, closedWidth: SIDEBAR_CLOSED_WIDTH },
};
