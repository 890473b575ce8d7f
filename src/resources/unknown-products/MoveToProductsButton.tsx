import type { MouseEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Button, useNotify, useRecordContext, useRefresh } from 'react-admin';
import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import { useApi } from '../../providers/useApi';
import { unknownProductsApi } from './unknownProductsApi';
import type { UnknownProduct } from '../../../contract/unknownProducts';
import { useNotifyError } from '../../providers/saveErrors';

/** Row action: the unknown product joins the catalogue as an inactive product and leaves this list. */
export const MoveToProductsButton = () => {
  const record = useRecordContext<UnknownProduct>();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const refresh = useRefresh();
  const api = useApi(unknownProductsApi);
  const { mutate, isPending: pending } = useMutation({
    mutationFn: (permalink: string) => api.adoptUnknownProduct(permalink),
    onSuccess: () => {
      notify('app.unknownProducts.moved', { type: 'success' });
      refresh();
    },
    onError: (error) => notifyError(error),
  });
  if (!record) return null;

  const move = (event: MouseEvent) => {
    event.stopPropagation();
    mutate(record.permalink);
  };

  return (
    <Button label="app.unknownProducts.move" onClick={move} disabled={pending}>
      <AddShoppingCartIcon />
    </Button>
  );
};
