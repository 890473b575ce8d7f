import { useState } from 'react';
import { Stack, Typography } from '@mui/material';
import CachedIcon from '@mui/icons-material/Cached';
import { Button, Confirm, useNotify, useTranslate } from 'react-admin';
import { useNotifyError } from '../../providers/saveErrors';
import { useInvalidateCaches } from './adminSettingsQueries';

/** Every server process drops what it caches of stores and settings, after a confirmation. */
export function InvalidateCachesButton() {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const invalidate = useInvalidateCaches();
  const [open, setOpen] = useState(false);
  const onConfirm = () => {
    setOpen(false);
    invalidate.mutate(undefined, {
      onSuccess: ({ withinSeconds }) =>
        notify('app.adminSettings.invalidation.done', { type: 'success', messageArgs: { seconds: withinSeconds } }),
      onError: (error) => notifyError(error),
    });
  };
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Typography variant="h6" component="h2">
        {translate('app.adminSettings.invalidation.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate('app.adminSettings.invalidation.explanation')}
      </Typography>
      <Button
        label="app.adminSettings.invalidation.action"
        variant="outlined"
        onClick={() => setOpen(true)}
        disabled={invalidate.isPending}
      >
        <CachedIcon />
      </Button>
      <Confirm
        isOpen={open}
        title="app.adminSettings.invalidation.confirmTitle"
        content="app.adminSettings.invalidation.confirmContent"
        confirm="app.adminSettings.invalidation.action"
        onConfirm={onConfirm}
        onClose={() => setOpen(false)}
      />
    </Stack>
  );
}
