import { useEffect, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Autocomplete, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Button, useGetIdentity, useListContext, useNotify, useTranslate, type Identifier } from 'react-admin';
import { DIALOG_WIDTHS } from '../../components/dialogWidths';
import type { TenantChoice } from '../../../contract/session';
import { useApi } from '../../providers/useApi';
import { modelingsApi } from './modelingsApi';
import { useStores } from '../../providers/useStores';
import { useNotifyError } from '../../providers/saveErrors';

interface DialogProps {
  ids: Identifier[];
  onClose: () => void;
  onCopied: () => void;
}

function CopyToStoreDialog({ ids, onClose, onCopied }: DialogProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const { identity } = useGetIdentity();
  const { data: stores, isPending: storesPending, error: storesError } = useStores();
  const [target, setTarget] = useState<TenantChoice | null>(null);

  useEffect(() => {
    if (storesError) notifyError(storesError);
  }, [storesError, notifyError]);

  // Copying into the store the tables already live in is not what this action is for.
  const choices = (stores ?? []).filter((store) => store.id !== identity?.tenantId);

  const api = useApi(modelingsApi);
  const { mutate, isPending, isSuccess } = useMutation({
    mutationFn: (store: TenantChoice) => api.copyModelingsToStore(store.id, ids),
    onSuccess: (created, store) => {
      notify('app.tables.duplicate.done', {
        type: 'success',
        messageArgs: { smart_count: created.length, store: store.name },
      });
      onCopied();
    },
    onError: (error) => notifyError(error),
  });
  // Once copied the dialog closes; it stays disabled until then.
  const pending = isPending || isSuccess;

  const copy = () => {
    if (target) mutate(target);
  };

  return (
    <Dialog
      open
      onClose={pending ? undefined : onClose}
      fullWidth
      slotProps={{ paper: { sx: { maxWidth: DIALOG_WIDTHS.slim } } }}
    >
      <DialogTitle>{translate('app.tables.duplicate.title', { smart_count: ids.length })}</DialogTitle>
      <DialogContent>
        <Autocomplete
          options={choices}
          value={target}
          onChange={(_event, store) => setTarget(store)}
          getOptionLabel={(store) => store.name}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          loading={storesPending}
          loadingText={translate('ra.page.loading')}
          noOptionsText={translate('app.tables.duplicate.noStores')}
          renderInput={(params) => (
            <TextField {...params} autoFocus label={translate('app.tables.duplicate.store')} margin="dense" />
          )}
        />
      </DialogContent>
      <DialogActions>
        <Button label="ra.action.cancel" onClick={onClose} disabled={pending} />
        <Button label="app.tables.duplicate.confirm" variant="contained" onClick={copy} disabled={!target || pending} />
      </DialogActions>
    </Dialog>
  );
}

/** Bulk action for moderators: copy the selected tables into another store. */
export const CopyToStoreButton = () => {
  const [open, setOpen] = useState(false);
  const { selectedIds, onUnselectItems } = useListContext();
  return (
    <>
      <Button label="app.tables.duplicate.action" onClick={() => setOpen(true)}>
        <ContentCopyIcon />
      </Button>
      {open && (
        <CopyToStoreDialog
          ids={selectedIds}
          onClose={() => setOpen(false)}
          onCopied={() => {
            setOpen(false);
            onUnselectItems();
          }}
        />
      )}
    </>
  );
};
