import { useState } from 'react';
import { Menu, MenuItem } from '@mui/material';
import DeleteSweepIcon from '@mui/icons-material/DeleteSweep';
import { Button, useNotify, useRefresh, useTranslate } from 'react-admin';
import { TypedConfirmationDialog } from '../../../components/TypedConfirmationDialog';
import { deleteProducts } from '../productsApi';

type Which = 'all' | 'pending';

/** Deleting every product of the store, or every pending one, behind the typed delete word. */
export const DeleteAllMenu = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [which, setWhich] = useState<Which | null>(null);
  const [pending, setPending] = useState(false);

  const choose = (value: Which) => {
    setAnchor(null);
    setWhich(value);
  };

  const confirm = async (word: string) => {
    if (!which) return;
    setPending(true);
    try {
      const deleted = await deleteProducts(which, word);
      notify('app.products.deleteAll.done', { type: 'success', messageArgs: { smart_count: deleted } });
      setWhich(null);
      refresh();
    } catch (error) {
      notify((error as Error)?.message || 'app.errors.generic', { type: 'error' });
    } finally {
      setPending(false);
    }
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
