import type { ReactNode } from 'react';
import { Dialog, DialogContent, DialogTitle } from '@mui/material';
import { Form } from 'react-admin';
import { DIALOG_WIDTHS } from './dialogWidths';
import { SubmitDialogActions } from './SubmitDialogActions';

interface FormDialogProps {
  open: boolean;
  onClose: () => void;
  /** The title, already translated. */
  title: string;
  /** The submit button's text (a translation key). */
  submitLabel: string;
  pending: boolean;
  defaultValues: Record<string, unknown>;
  onSubmit: (values: Record<string, unknown>) => void;
  /** The inputs. */
  children: ReactNode;
}

/** A small dialog holding a form: the inputs, cancel and submit. The form starts afresh each time it opens. */
export function FormDialog({
  open,
  onClose,
  title,
  submitLabel,
  pending,
  defaultValues,
  onSubmit,
  children,
}: FormDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} fullWidth slotProps={{ paper: { sx: { maxWidth: DIALOG_WIDTHS.slim } } }}>
      {open && (
        // noValidate: the inputs' own translated rules speak, not the browser's bubbles (an e-mail field's).
        <Form<Record<string, unknown>> onSubmit={onSubmit} defaultValues={defaultValues} noValidate>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent>{children}</DialogContent>
          <SubmitDialogActions onCancel={onClose} submitLabel={submitLabel} pending={pending} />
        </Form>
      )}
    </Dialog>
  );
}
