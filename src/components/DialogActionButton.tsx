import { Button, type ButtonProps } from '@mui/material';
import { useTranslate } from 'react-admin';

interface DialogActionButtonProps extends Omit<ButtonProps, 'children'> {
  /** The button's text (a translation key). */
  label: string;
}

/**
 * A button of a dialog's actions, its text shown at every width. react-admin's toolbar button shrinks to its
 * icon on phones, and these have none: they would show nothing there.
 */
export function DialogActionButton({ label, ...rest }: DialogActionButtonProps) {
  const translate = useTranslate();
  return (
    <Button size="small" {...rest}>
      {translate(label, { _: label })}
    </Button>
  );
}
