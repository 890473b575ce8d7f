import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import AutorenewIcon from '@mui/icons-material/Autorenew';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Button, Confirm, useNotify, useRecordContext, useRefresh } from 'react-admin';
import type { StrongModelingSummary } from '../../../contract/strongModelings';
import { useApi } from '../../providers/useApi';
import { strongModelingsApi } from './strongModelingsApi';
import { useNotifyError } from '../../providers/saveErrors';

/** Per row: convert a static table to organic (after confirmation) and duplicate it. */
export function StrongModelingActions() {
  const record = useRecordContext<StrongModelingSummary>();
  const api = useApi(strongModelingsApi);
  const notify = useNotify();
  const notifyError = useNotifyError();
  const refresh = useRefresh();
  const [confirming, setConfirming] = useState(false);
  const done = (message: string) => () => {
    notify(message, { type: 'success' });
    refresh();
  };
  const fail = (error: unknown) => notifyError(error);
  const convert = useMutation({
    mutationFn: () => api.convertStrongModeling(record!.id),
    onSuccess: done('app.strongTables.converted'),
    onError: fail,
    onSettled: () => setConfirming(false),
  });
  const duplicate = useMutation({
    mutationFn: () => api.duplicateStrongModeling(record!.id),
    onSuccess: done('app.strongTables.duplicated'),
    onError: fail,
  });
  if (!record) return null;
  // Row clicks open the table; these buttons act on their own.
  const stop = (event: React.MouseEvent) => event.stopPropagation();
  return (
    <span onClick={stop} role="presentation">
      {record.kind === 'STATIC' && (
        <Button label="app.strongTables.convert" onClick={() => setConfirming(true)} disabled={convert.isPending}>
          <AutorenewIcon />
        </Button>
      )}
      <Button label="app.strongTables.duplicate" onClick={() => duplicate.mutate()} disabled={duplicate.isPending}>
        <ContentCopyIcon />
      </Button>
      <Confirm
        isOpen={confirming}
        loading={convert.isPending}
        title="app.strongTables.convertTitle"
        content="app.strongTables.convertText"
        translateOptions={{ name: record.name }}
        onConfirm={() => convert.mutate()}
        onClose={() => setConfirming(false)}
      />
    </span>
  );
}
