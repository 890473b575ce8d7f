import { TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';

/**
 * The hash of the last imported feed: the server's to write, shown read only. A read-only field, not a disabled
 * one (react-admin's readOnly disables it): its value and help keep their contrast and it can be focused and copied.
 */
export function FeedHashField() {
  const translate = useTranslate();
  const hash = useWatch({ name: 'hashXML' }) as string | null | undefined;
  return (
    <TextField
      label={translate('resources.tenant-settings.fields.hashXML')}
      value={hash ?? ''}
      placeholder={translate('app.integration.settings.noHash')}
      helperText={translate('app.integration.settings.hashHelp')}
      fullWidth
      variant="filled"
      margin="dense"
      slotProps={{ input: { readOnly: true }, inputLabel: { shrink: true } }}
    />
  );
}
