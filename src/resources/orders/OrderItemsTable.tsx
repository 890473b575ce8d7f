import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Link } from '@mui/material';
import AssignmentReturnIcon from '@mui/icons-material/AssignmentReturn';
import { Button, useTranslate } from 'react-admin';
import { useIntlLocale } from '../../i18n/intlLocale';
import { useNumberFormat } from '../../i18n/numbers';
import type { OrderItem } from '../../../contract/orders';
import { useReasonText } from './ReturnReasonField';

interface Props {
  items: OrderItem[];
  currency: string;
  onReturn: (item: OrderItem) => void;
}

/** The items of one order; an item not returned yet offers "register return", a returned one says when and why. */
export function OrderItemsTable({ items, currency, onReturn }: Props) {
  const translate = useTranslate();
  const locale = useIntlLocale();
  const format = useNumberFormat();
  const reasonText = useReasonText();
  const field = (name: string) => translate(`resources.orders.fields.${name}`);
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{field('productName')}</TableCell>
            <TableCell>{field('sku')}</TableCell>
            <TableCell align="right">{translate('app.orders.price')}</TableCell>
            <TableCell align="right">{translate('app.orders.quantity')}</TableCell>
            <TableCell>{field('orderedSize')}</TableCell>
            <TableCell>{field('recommendedSize')}</TableCell>
            <TableCell>{translate('app.orders.status')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((item) => (
            <TableRow key={item.id}>
              <TableCell>
                <Link href={item.permalink} target="_blank" rel="noopener noreferrer">
                  {item.productName}
                </Link>
              </TableCell>
              <TableCell>{item.sku ?? '—'}</TableCell>
              <TableCell align="right">{format.money(item.price, currency)}</TableCell>
              <TableCell align="right">{format.number(item.quantity)}</TableCell>
              <TableCell>{item.orderedSize}</TableCell>
              <TableCell>{item.recommendedSize ?? '—'}</TableCell>
              <TableCell>
                {item.returnedAt ? (
                  translate('app.orders.returnedOn', {
                    date: new Date(item.returnedAt).toLocaleDateString(locale),
                    reason: reasonText(item.returnReason),
                  })
                ) : (
                  <Button
                    label="app.orders.registerReturn"
                    onClick={() => onReturn(item)}
                    aria-label={`${translate('app.orders.registerReturn')}: ${item.productName}`}
                  >
                    <AssignmentReturnIcon />
                  </Button>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
