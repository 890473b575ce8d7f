import CloudSyncIcon from '@mui/icons-material/CloudSync';
import { Button, useGetIdentity, useNotify } from 'react-admin';
import { useNotifyError } from '../../../providers/saveErrors';
import { useEnqueueImport } from '../../../resources/integrations/feedQueries';

/** "Import now": puts the current store in the import queue (the worker takes it in turn). */
export function ImportNowButton() {
  const notify = useNotify();
  const notifyError = useNotifyError();
  const { identity } = useGetIdentity();
  const enqueue = useEnqueueImport();
  const tenantId = typeof identity?.tenantId === 'number' ? identity.tenantId : undefined;
  const onClick = () =>
    enqueue.mutate(tenantId, {
      onSuccess: (entry) =>
        notify(entry.status === 'running' ? 'app.integration.importNow.running' : 'app.integration.importNow.queued', {
          type: 'success',
          messageArgs: { position: entry.position },
        }),
      onError: (error) => {
        notifyError(error);
      },
    });
  return (
    <Button label="app.integration.importNow.label" variant="contained" onClick={onClick} disabled={enqueue.isPending}>
      <CloudSyncIcon />
    </Button>
  );
}
