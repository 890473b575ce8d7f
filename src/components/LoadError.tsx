import { Alert, Button, type SxProps, type Theme } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { errorNotice } from '../providers/saveErrors';

/**
 * What a screen, or a part of one, shows when what it needs could not be read (docs/decisions/0114): why, in
 * the interface language, and a way to ask again.
 */
export function LoadError({
  error,
  onRetry,
  message,
  sx,
}: {
  error: unknown;
  onRetry: () => void;
  /** Said instead of the error's own notice. */
  message?: ReactNode;
  sx?: SxProps<Theme>;
}) {
  const translate = useTranslate();
  return (
    <Alert
      severity="error"
      sx={sx}
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {translate('app.lists.retry')}
        </Button>
      }
    >
      {message ?? errorNotice(error, translate)}
    </Alert>
  );
}
