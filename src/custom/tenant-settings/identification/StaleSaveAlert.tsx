import { Alert, AlertTitle, Button } from '@mui/material';
import { useTranslate } from 'react-admin';

/** A save refused because someone else saved the store meanwhile: what they changed, and a reload. */
export function StaleSaveAlert({ fields, onReload }: { fields: string[]; onReload: () => void }) {
  const translate = useTranslate();
  const label = (field: string) => {
    const name = field.split('.').at(-1) ?? field;
    return translate(`resources.tenant-settings.fields.${name}`, { _: name });
  };
  return (
    <Alert
      severity="warning"
      role="alert"
      sx={{ mb: 2 }}
      action={
        <Button color="inherit" size="small" onClick={onReload}>
          {translate('app.storeSettings.stale.reload')}
        </Button>
      }
    >
      <AlertTitle>{translate('app.storeSettings.stale.title')}</AlertTitle>
      {translate('app.storeSettings.stale.fields', { fields: fields.map(label).join(', ') || '—' })}
    </Alert>
  );
}
