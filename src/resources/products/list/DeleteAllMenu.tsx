import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Menu, MenuItem } from '@mui/material';
import DeleteSweepIcon from '@mui/icons-material/DeleteSweep';
import { Button, useNotify, useRefresh, useTranslate } from 'react-admin';
import { TypedConfirmationDialog } from '../../../components/TypedConfirmationDialog';
import { useApi } from '../../../providers/useApi';
import { productsApi } from '../productsApi';
import { useNotifyError } from '../../../providers/saveErrors';

type Which = 'all' | 'pending';

/** Deleting every product of the store, or every pending one, behind the typed delete word. */
export const DeleteAllMenu = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const refresh = useRefresh();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [which, setWhich] = useState<Which | null>(null);

  const choose = (value: Which) => {
    setAnchor(null);
    setWhich(value);
  };

  const api = useApi(productsApi);
  const { mutate, isPending: pending } = useMutation({
    mutationFn: ({ which, word }: { which: Which; word: string }) => api.deleteProducts(which, word),
    onSuccess: (deleted) => {
      notify('app.products.deleteAll.done', { type: 'success', messageArgs: { smart_count: deleted } });
      setWhich(null);
      refresh();
    },
    onError: (error) => notifyError(error),
  });

  const confirm = (word: string) => {
    if (which) mutate({ which, word });
  };

  return (
    <>
      <Button label="app.products.actions.delete" color="error" onClick={(event) => setAnchor(event.currentTarget)}>
        <DeleteSweepIcon />
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem onClick={() => choose('all')}>{translate('app.products.deleteAll.all')}</MenuItem>
        <MenuItem onClick={() => choose('pending')}>{translate('app.products.deleteAll.pending')}</MenuItem>
      </Menu>
      <TypedConfirmationDialog
        open={which !== null}
        pending={pending}
        title={which === 'pending' ? 'app.products.deleteAll.pendingTitle' : 'app.products.deleteAll.allTitle'}
        message={which === 'pending' ? 'app.products.deleteAll.pendingMessage' : 'app.products.deleteAll.allMessage'}
        onConfirm={confirm}
        onClose={() => setWhich(null)}
      />
    </>
  );
};
