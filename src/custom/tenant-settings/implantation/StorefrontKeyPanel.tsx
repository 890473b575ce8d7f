import { useState } from 'react';
import { Box, Button, Stack, TextField, Typography } from '@mui/material';
import AutorenewIcon from '@mui/icons-material/Autorenew';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Confirm, useNotify, useTranslate } from 'react-admin';
import type { TenantDetails } from '../../../../contract/tenants';
import { storefrontSnippet } from '../../../../domain/storefrontSnippet';
import { QueryGate } from '../../../components/QueryGate';
import { useNotifyError } from '../../../providers/saveErrors';
import { useRotateStorefrontKey, useStorefrontKey } from './implantationQueries';

/** The storefront key with its rotation (after confirming), and the snippet to paste built from key and settings. */
export function StorefrontKeyPanel({ details }: { details: TenantDetails }) {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const key = useStorefrontKey();
  const rotate = useRotateStorefrontKey();
  const [confirming, setConfirming] = useState(false);

  if (!key.data) return <QueryGate queries={[key]} />;
  const snippet = storefrontSnippet({ origin: window.location.origin, storefrontKey: key.data, ...details });

  const onRotate = async () => {
    try {
      await rotate.mutateAsync(key.data);
      notify('app.implantation.key.rotated', { type: 'success' });
    } catch (error) {
      notifyError(error);
    }
    setConfirming(false);
  };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(snippet);
      notify('app.implantation.snippet.copied', { type: 'info' });
    } catch {
      notify('app.implantation.snippet.copyFailed', { type: 'warning' });
    }
  };

  return (
    <Box component="section" aria-label={translate('app.implantation.key.title')} sx={{ mt: 3 }}>
      <Typography variant="h6" component="h2">
        {translate('app.implantation.key.title')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ my: 1, alignItems: { sm: 'center' } }}>
        <TextField
          label={translate('app.implantation.key.label')}
          value={key.data}
          size="small"
          fullWidth
          slotProps={{ htmlInput: { readOnly: true, style: { fontFamily: 'monospace' } } }}
        />
        <Button
          variant="outlined"
          color="warning"
          startIcon={<AutorenewIcon />}
          onClick={() => setConfirming(true)}
          sx={{ flexShrink: 0 }}
        >
          {translate('app.implantation.key.rotate')}
        </Button>
      </Stack>
      <TextField
        label={translate('app.implantation.snippet.label')}
        value={snippet}
        multiline
        fullWidth
        minRows={6}
        slotProps={{ htmlInput: { readOnly: true, style: { fontFamily: 'monospace', fontSize: '0.85em' } } }}
        helperText={translate('app.implantation.snippet.hint')}
      />
      <Button startIcon={<ContentCopyIcon />} onClick={copy} sx={{ mt: 1 }}>
        {translate('app.implantation.snippet.copy')}
      </Button>
      <Confirm
        isOpen={confirming}
        loading={rotate.isPending}
        title="app.implantation.key.confirmTitle"
        content="app.implantation.key.confirmContent"
        onConfirm={onRotate}
        onClose={() => setConfirming(false)}
      />
    </Box>
  );
}
