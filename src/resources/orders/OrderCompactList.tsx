import type { ReactNode } from 'react';
import { List, ListItem, ListItemButton, ListItemText } from '@mui/material';
import { LinkBase, useListContext, useTranslate } from 'react-admin';
import { useIntlLocale } from '../../i18n/intlLocale';
import { orderPath } from './orderTypes';
import type { OrderRow } from '../../../contract/orders';
import { useReasonText } from './ReturnReasonField';

/**
 * The items on a phone, where eight columns do not fit: order and product on the first line, date, sizes
 * and the return (if any) on the second; each leads to its order.
 */
export const OrderCompactList = ({ empty }: { empty: ReactNode }) => {
  const { data } = useListContext<OrderRow>();
  const translate = useTranslate();
  const locale = useIntlLocale();
  const reasonText = useReasonText();
  if (data && data.length === 0) return empty;
  const field = (name: string) => translate(`resources.orders.fields.${name}`);
  return (
    <List disablePadding>
      {data?.map((row) => (
        <ListItem key={row.id} disablePadding divider>
          <ListItemButton component={LinkBase} to={orderPath(row.orderId)}>
            <ListItemText
              primary={`${row.orderId} · ${row.productName}`}
              secondary={[
                new Date(row.orderedAt).toLocaleString(locale),
                `${field('orderedSize')}: ${row.orderedSize}`,
                `${field('recommendedSize')}: ${row.recommendedSize ?? '—'}`,
                row.returnedAt ? `${field('returnReason')}: ${reasonText(row.returnReason)}` : null,
              ]
                .filter(Boolean)
                .join(' · ')}
            />
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
};
