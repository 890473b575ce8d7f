import { Stack, TextField, Typography } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import { Button, TextInput, useTranslate } from 'react-admin';
import type { SecretState } from '../../../contract/adminSettings';

interface Props {
  /** Administrators only: where the webhook comes from and its masked form. */
  state: SecretState | undefined;
  administrator: boolean;
  replacing: boolean;
  onReplace: () => void;
}

/**
 * The crash webhook is a secret: the server never sends it. Administrators see where it points, masked,
 * and may replace it; moderators see the field disabled with the reason, and not even whether one is set.
 */
export function CrashWebhookField({ state, administrator, replacing, onReplace }: Props) {
  const translate = useTranslate();
  const label = translate('resources.admin-settings.fields.crashWebhookUrl');
  if (!administrator) {
    return (
      <TextField
        label={label}
        value=""
        disabled
        helperText={translate('app.adminSettings.administratorsOnly')}
        sx={{ minWidth: { sm: 360 } }}
      />
    );
  }
  if (replacing) {
    return (
      <TextInput
        source="crashWebhookUrl"
        type="url"
        autoComplete="off"
        fullWidth
        helperText={translate('app.adminSettings.webhook.replaceHelp')}
      />
    );
  }
  const source = state?.source ?? 'none';
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <Typography variant="body2" component="p">
        <strong>{label}:</strong>{' '}
        {state?.masked ? (
          <span data-testid="masked-webhook">{state.masked}</span>
        ) : (
          translate('app.adminSettings.webhook.none')
        )}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {translate(`app.adminSettings.webhook.source.${source}`)}
      </Typography>
      <Button label="app.adminSettings.webhook.replace" onClick={onReplace} variant="outlined">
        <EditIcon />
      </Button>
    </Stack>
  );
}
