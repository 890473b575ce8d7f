import { useState, type MouseEvent } from 'react';
import { Button, useNotify, useRecordContext, useRefresh } from 'react-admin';
import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import { moveToProducts, type UnknownProduct } from './unknownProductsApi';

const errorKey = (error: unknown) => (error instanceof Error && error.message ? error.message : 'app.errors.generic');

/** Row action: the unknown product joins the catalogue as an inactive product and leaves this list. */
export const MoveToProductsButton = () => {
  const record = useRecordContext<UnknownProduct>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [pending, setPending] = useState(false);
  if (!record) return null;

  const move = async (event: MouseEvent) => {
    event.stopPropagation();
    setPending(true);
    try {
      await moveToProducts(record.permalink);
      notify('app.unknownProducts.moved', { type: 'success' });
      refresh();
    } catch (error) {
      notify(errorKey(error), { type: 'error' });
    } finally {
      setPending(false);
    }
  };

  return (
    <Button label="app.unknownProducts.move" onClick={move} disabled={pending}>
      <AddShoppingCartIcon />
    </Button>
  );
};
