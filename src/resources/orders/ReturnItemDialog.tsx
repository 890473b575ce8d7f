import { useState } from 'react';
import {
  Dialog,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { dialogPaperSx } from '../../components/dialogWidths';
import { SubmitDialogActions } from '../../components/SubmitDialogActions';
import { RETURN_REASONS, type ReturnReason } from './orderTypes';
import type { OrderItem } from '../../../contract/orders';

interface Props {
  item: OrderItem | null;
  pending: boolean;
  onConfirm: (reason: ReturnReason) => void;
  onClose: () => void;
}

/** Asks why an item came back (too small, too big, other) before recording its return. */
export function ReturnItemDialog({ item, pending, onConfirm, onClose }: Props) {
  return (
    <Dialog
      open={item !== null}
      onClose={pending ? undefined : onClose}
      fullWidth
      slotProps={{ paper: { sx: dialogPaperSx('compact') } }}
    >
      {/* Mounted only while open, so no reason is chosen when it opens again. */}
      {item && <ReturnItemForm item={item} pending={pending} onConfirm={onConfirm} onClose={onClose} />}
    </Dialog>
  );
}

function ReturnItemForm({ item, pending, onConfirm, onClose }: Props & { item: OrderItem }) {
  const translate = useTranslate();
  const [reason, setReason] = useState<ReturnReason | ''>('');
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (reason && !pending) onConfirm(reason);
      }}
    >
      <DialogTitle>
        {translate('app.orders.returnTitle', { product: item.productName, size: item.orderedSize })}
      </DialogTitle>
      <DialogContent>
        <FormControl>
          <FormLabel id="return-reason">{translate('app.orders.returnReason')}</FormLabel>
          <RadioGroup
            aria-labelledby="return-reason"
            value={reason}
            onChange={(event) => setReason(event.target.value as ReturnReason)}
          >
            {RETURN_REASONS.map((value) => (
              <FormControlLabel
                key={value}
                value={value}
                control={<Radio />}
                label={translate(`app.orders.reasons.${value}`)}
              />
            ))}
          </RadioGroup>
        </FormControl>
      </DialogContent>
      <SubmitDialogActions
        onCancel={onClose}
        submitLabel="app.orders.confirmReturn"
        pending={pending}
        canSubmit={Boolean(reason)}
      />
    </form>
  );
}
