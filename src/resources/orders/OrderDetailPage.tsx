import { useState, type ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Box, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Button, Link, Title, useNotify, useTranslate } from 'react-admin';
import { Spinner } from '../../components/Spinner';
import { useCountryName } from '../../i18n/countryNames';
import { useIntlLocale } from '../../i18n/intlLocale';
import { useNumberFormat } from '../../i18n/numbers';
import { errorCode, errorStatus } from '../../providers/httpClient';
import { useApi } from '../../providers/useApi';
import { ordersApi } from './ordersApi';
import { OrderItemsTable } from './OrderItemsTable';
import type { ReturnReason } from './orderTypes';
import type { OrderDetail, OrderItem } from '../../../contract/orders';
import { ReturnItemDialog } from './ReturnItemDialog';
import { useNotifyError, errorNotice } from '../../providers/saveErrors';

const orderKey = (orderId: string) => ['orders', 'detail', orderId];

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ minWidth: 140 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography variant="body1" component="div">
        {children}
      </Typography>
    </Box>
  );
}

/** The order's own facts: date, country, fitting room, who bought (profile code, age) and the total. */
function OrderSummary({ order }: { order: OrderDetail }) {
  const translate = useTranslate();
  const locale = useIntlLocale();
  const format = useNumberFormat();
  const countryName = useCountryName();
  return (
    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 3 }}>
      <Figure label={translate('resources.orders.fields.orderedAt')}>
        {new Date(order.orderedAt).toLocaleString(locale)}
      </Figure>
      <Figure label={translate('app.orders.country')}>{countryName(order.country)}</Figure>
      <Figure label={translate('app.orders.fittingRoom')}>
        <Chip
          size="small"
          color={order.fittingRoomUsed ? 'success' : 'default'}
          label={translate(order.fittingRoomUsed ? 'app.orders.fittingRoomUsed' : 'app.orders.fittingRoomNotUsed')}
        />
      </Figure>
      <Figure label={translate('app.orders.profileCode')}>{order.profileCode ?? '—'}</Figure>
      <Figure label={translate('app.orders.shopperAge')}>
        {order.shopperAge === null ? '—' : format.number(order.shopperAge)}
      </Figure>
      <Figure label={translate('app.orders.total')}>{format.money(order.total, order.currency)}</Figure>
    </Stack>
  );
}

/**
 * One order of the store (route /orders/:id, the id being the store's order id) with its items, each
 * of which can be recorded as returned with a reason. Returning an item twice is refused by the server;
 * its message is shown and the order read again, so the page shows the return already there.
 */
export const OrderDetailPage = () => {
  const { id = '' } = useParams();
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const api = useApi(ordersApi);
  const queryClient = useQueryClient();
  const [returning, setReturning] = useState<OrderItem | null>(null);
  const {
    data: order,
    error,
    isPending,
  } = useQuery({ queryKey: orderKey(id), queryFn: ({ signal }) => api.getOrder(id, signal), retry: false });

  const { mutate: registerReturn, isPending: saving } = useMutation({
    mutationFn: (reason: ReturnReason) => api.returnOrderItem({ orderId: id, itemId: returning!.id, reason }),
    onSuccess: (item) => {
      queryClient.setQueryData<OrderDetail>(
        orderKey(id),
        (old) => old && { ...old, items: old.items.map((i) => (i.id === item.id ? item : i)) },
      );
      setReturning(null);
      notify('app.orders.returned', { type: 'success' });
    },
    onError: (failure) => {
      notifyError(failure);
      if (errorCode(failure) === 'ALREADY_RETURNED') {
        setReturning(null);
        void queryClient.invalidateQueries({ queryKey: orderKey(id) });
      }
    },
  });

  const back = (
    <Button component={Link} to="/orders" label="app.orders.back">
      <ArrowBackIcon />
    </Button>
  );

  let content: ReactNode;
  if (isPending) content = <Spinner />;
  else if (error)
    content = (
      <Alert severity={errorStatus(error) === 404 ? 'warning' : 'error'}>
        {errorStatus(error) === 404 ? translate('app.orders.notFound') : errorNotice(error, translate)}
      </Alert>
    );
  else
    content = (
      <>
        <Card>
          <CardContent>
            <OrderSummary order={order} />
          </CardContent>
        </Card>
        <Card>
          <CardContent>
            <Typography variant="h6" component="h2" gutterBottom>
              {translate('app.orders.items')}
            </Typography>
            <OrderItemsTable items={order.items} currency={order.currency} onReturn={setReturning} />
          </CardContent>
        </Card>
      </>
    );

  return (
    <Stack spacing={2} sx={{ mt: 1, mb: 2 }}>
      <Title title={`${translate('app.pages.order')} ${id}`} />
      <Box>{back}</Box>
      <Typography variant="h5" component="h1">
        {translate('app.pages.order')} {id}
      </Typography>
      {content}
      <ReturnItemDialog
        item={returning}
        pending={saving}
        onConfirm={registerReturn}
        onClose={() => setReturning(null)}
      />
    </Stack>
  );
};
