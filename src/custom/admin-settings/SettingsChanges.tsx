import { List, ListItem, ListItemText, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import type { AdminSettingsChange } from '../../../contract/adminSettings';

/** Who saved which settings, and when: newest first. */
export function SettingsChanges({ changes }: { changes: AdminSettingsChange[] }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const language = locale === 'ptBR' ? 'pt-BR' : locale;
  return (
    <section aria-labelledby="admin-settings-changes">
      <Typography id="admin-settings-changes" variant="h6" component="h2">
        {translate('app.adminSettings.changes.title')}
      </Typography>
      {changes.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {translate('app.adminSettings.changes.none')}
        </Typography>
      ) : (
        <List dense>
          {changes.map((change) => (
            <ListItem key={change.version} disableGutters>
              <ListItemText
                primary={translate('app.adminSettings.changes.line', {
                  when: new Date(change.changedAt).toLocaleString(language),
                  who: `${change.by.name} (${change.by.email})`,
                })}
                secondary={change.fields
                  .map((field) => translate(`resources.admin-settings.fields.${field}`))
                  .join(', ')}
              />
            </ListItem>
          ))}
        </List>
      )}
    </section>
  );
}
