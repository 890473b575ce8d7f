import { BooleanInput, CanAccess, DataTable, DateField, TopToolbar, useTranslate, type RaRecord } from 'react-admin';
import { Box, Typography, useMediaQuery, type Theme } from '@mui/material';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import { TextCol } from '../../components/DataTableCols';
import { DayInput } from '../../components/DayInput';
import { RowLink } from '../../components/RowLink';
import { ReturnsUploadButton } from '../../custom/returns-upload/ReturnsUploadDialog';
import { useIntlLocale } from '../../i18n/intlLocale';
import { today } from '../../components/dayText';
import { OrderCompactList } from './OrderCompactList';
import { orderPath } from './orderTypes';
import type { OrderRow } from '../../../contract/orders';
import { ReturnReasonField } from './ReturnReasonField';
import { ListLoadError } from '../../components/ListLoadError';
import { StayingInfiniteList } from '../../components/listShells';

const filters = [
  <DayInput key="startDate" source="startDate" alwaysOn />,
  <DayInput key="endDate" source="endDate" alwaysOn />,
  <BooleanInput key="onlyReturned" source="onlyReturned" alwaysOn />,
  <BooleanInput key="virtual" source="virtual" alwaysOn />,
  <BooleanInput key="onlyRecommendation" source="onlyRecommendation" alwaysOn />,
];

const openOrder = (_id: unknown, _resource: unknown, record: RaRecord) => orderPath((record as OrderRow).orderId);
const linkToOrder = (_id: unknown, record: RaRecord) => orderPath((record as OrderRow).orderId);

/** Shown inside the table, so the dates stay at hand for trying others (spec: no orders, try other dates). */
const OrdersEmpty = () => {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', p: 4, opacity: 0.7 }}>
      <EventBusyIcon sx={{ fontSize: '4em' }} />
      <Typography variant="body1">{translate('app.orders.empty')}</Typography>
    </Box>
  );
};

// The returns upload shows only when the store has the returns report (its declaration's feature gate).
const OrderListActions = () => (
  <TopToolbar>
    <CanAccess resource="returns-upload" action="list">
      <ReturnsUploadButton />
    </CanAccess>
  </TopToolbar>
);

/**
 * The items ordered in a period (route /orders), newest first, loading more as the list scrolls. Both
 * dates start as today and are not remembered (spec: the date filter defaults to today). A row opens its
 * order; the order id is a link, so the keyboard reaches it too.
 */
export const OrderList = () => {
  const translate = useTranslate();
  const locale = useIntlLocale();
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  return (
    <StayingInfiniteList<OrderRow>
      resource="orders"
      title={translate('app.pages.orders')}
      perPage={50}
      sort={{ field: 'orderedAt', order: 'DESC' }}
      filters={filters}
      filterDefaultValues={{ startDate: today(), endDate: today() }}
      storeKey={false}
      empty={false}
      exporter={false}
      error={<ListLoadError />}
      actions={<OrderListActions />}
    >
      {phone ? (
        <OrderCompactList empty={<OrdersEmpty />} />
      ) : (
        <DataTable bulkActionButtons={false} rowClick={openOrder} empty={<OrdersEmpty />}>
          <DataTable.Col source="orderId" disableSort>
            <RowLink source="orderId" to={linkToOrder} />
          </DataTable.Col>
          <TextCol source="sku" disableSort />
          <DataTable.Col source="productName" disableSort />
          <DataTable.Col source="orderedAt">
            <DateField source="orderedAt" showTime locales={locale} />
          </DataTable.Col>
          <DataTable.Col source="returnedAt" disableSort>
            <DateField source="returnedAt" showTime locales={locale} emptyText="—" />
          </DataTable.Col>
          <DataTable.Col source="orderedSize" disableSort />
          <TextCol source="recommendedSize" disableSort />
          <DataTable.Col source="returnReason" disableSort>
            <ReturnReasonField />
          </DataTable.Col>
        </DataTable>
      )}
    </StayingInfiniteList>
  );
};
