import { DialogActions } from '@mui/material';
import { Button } from 'react-admin';

interface Props {
  onCancel: () => void;
  /** The submit button's text (a translation key). */
  submitLabel: string;
  /** While the change is sent, neither button answers. */
  pending: boolean;
  /** False while the form lacks what the change needs. */
  canSubmit?: boolean;
}

/** A form dialog's actions: cancel, and the button that submits the form. */
export function SubmitDialogActions({ onCancel, submitLabel, pending, canSubmit = true }: Props) {
  return (
    <DialogActions>
      <Button label="ra.action.cancel" onClick={onCancel} disabled={pending} />
      <Button label={submitLabel} type="submit" variant="contained" disabled={pending || !canSubmit} />
    </DialogActions>
  );
}
