import { useState, type ReactElement, type ReactNode } from 'react';
import { Dialog } from '@mui/material';
import { Button } from 'react-admin';
import { dialogPaperSx, type DialogSize } from './dialogWidths';

interface DialogButtonProps {
  /** The button's text (a translation key). */
  label: string;
  icon: ReactElement;
  size?: DialogSize;
  /**
   * The dialog's title, content and actions, given the function that closes it. Mounted only while the
   * dialog is open, so it opens afresh each time.
   */
  children: (close: () => void) => ReactNode;
}

/** A toolbar button that opens a dialog of the spec's widths. */
export function DialogButton({ label, icon, size = 'comfy', children }: DialogButtonProps) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <Button label={label} onClick={() => setOpen(true)}>
        {icon}
      </Button>
      <Dialog open={open} onClose={close} fullWidth slotProps={{ paper: { sx: dialogPaperSx(size) } }}>
        {open && children(close)}
      </Dialog>
    </>
  );
}
