import type { SxProps, Theme } from '@mui/material';

/** Dialog widths of the spec (section 2, Shell), in pixels. */
export const DIALOG_WIDTHS = {
  default: 950,
  comfy: 650,
  slim: 600,
} as const;

/**
 * The modal sizes of the spec (section 2, Shell): default, comfy and slim by width; and three shapes
 * (docs/decisions/0111):
 * - center: a short question or message, slim, its title, text and buttons centred;
 * - compact: a small form (one or two fields), slim, with tighter spacing;
 * - flexHeight: default width, as tall as the window allows from the start, so content that loads or grows
 *   while open (a run followed live, a long list) scrolls inside instead of resizing the dialog.
 */
export type DialogSize = keyof typeof DIALOG_WIDTHS | 'center' | 'compact' | 'flexHeight';

const SHAPES: Record<DialogSize, SxProps<Theme>> = {
  default: { maxWidth: DIALOG_WIDTHS.default },
  comfy: { maxWidth: DIALOG_WIDTHS.comfy },
  slim: { maxWidth: DIALOG_WIDTHS.slim },
  center: {
    maxWidth: DIALOG_WIDTHS.slim,
    textAlign: 'center',
    '& .MuiDialogActions-root': { justifyContent: 'center' },
  },
  compact: {
    maxWidth: DIALOG_WIDTHS.slim,
    '& .MuiDialogTitle-root': { pb: 1 },
    '& .MuiDialogContent-root': { pt: 0, pb: 1 },
  },
  flexHeight: { maxWidth: DIALOG_WIDTHS.default, height: 'calc(100% - 64px)' },
};

/** The paper style of a dialog of this size (for MUI's `slotProps.paper.sx`). */
export const dialogPaperSx = (size: DialogSize): SxProps<Theme> => SHAPES[size];
