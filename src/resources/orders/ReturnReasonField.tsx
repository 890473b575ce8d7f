import { useRecordContext, useTranslate } from 'react-admin';
import type { ReturnReason } from './orderTypes';

/** The reason as the shopper's words (too small, too big, other); nothing for an item not returned. */
export const useReasonText = () => {
  const translate = useTranslate();
  return (reason: ReturnReason | null) => (reason ? translate(`app.orders.reasons.${reason}`) : '—');
};

/** The row's return reason, for the orders list. */
export const ReturnReasonField = () => {
  const record = useRecordContext<{ returnReason: ReturnReason | null }>();
  const reasonText = useReasonText();
  if (!record) return null;
  return <span>{reasonText(record.returnReason)}</span>;
};
