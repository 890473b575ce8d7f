import { useMutation } from '@tanstack/react-query';
import SyncIcon from '@mui/icons-material/Sync';
import { CircularProgress } from '@mui/material';
import { Button, useNotify, useRefresh } from 'react-admin';
import { useNotifyError } from '../../providers/saveErrors';
import { useApi } from '../../providers/useApi';
import { strongStylesApi } from './strongStylesApi';

/** Builds and refreshes the styles from the products' strong links; says what changed. */
export function SyncStylesButton() {
  const api = useApi(strongStylesApi);
  const notify = useNotify();
  const notifyError = useNotifyError('size-styles');
  const refresh = useRefresh();
  const sync = useMutation({
    mutationFn: () => api.syncStyles(),
    onSuccess: (result) => {
      notify('app.sizeStyles.synced', { type: 'success', messageArgs: { ...result } });
      refresh();
    },
    onError: (error) => {
      notifyError(error);
    },
  });
  return (
    <Button
      label={sync.isPending ? 'app.sizeStyles.syncing' : 'app.sizeStyles.sync'}
      onClick={() => sync.mutate()}
      disabled={sync.isPending}
    >
      {sync.isPending ? <CircularProgress size={16} /> : <SyncIcon />}
    </Button>
  );
}
