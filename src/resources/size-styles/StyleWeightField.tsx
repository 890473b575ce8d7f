import { useState } from 'react';
import EditIcon from '@mui/icons-material/Edit';
import { IconButton } from '@mui/material';
import {
  NumberInput,
  maxValue,
  minValue,
  required,
  useNotify,
  useRecordContext,
  useTranslate,
  useUpdate,
} from 'react-admin';
import type { StrongStyle } from '../../../contract/strongStyles';
import { STYLE_WEIGHT_MAX, STYLE_WEIGHT_MIN } from '../../../domain/limits';
import { FormDialog } from '../../components/FormDialog';
import { useNumberFormat } from '../../i18n/numbers';
import { useNotifyError } from '../../providers/saveErrors';

const validateWeight = [required(), minValue(STYLE_WEIGHT_MIN), maxValue(STYLE_WEIGHT_MAX)];

/** A style's weight with a button that changes it in a small dialog. */
export function StyleWeightField() {
  const record = useRecordContext<StrongStyle>();
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError('size-styles');
  const [open, setOpen] = useState(false);
  const [update, { isPending }] = useUpdate<StrongStyle>();
  const format = useNumberFormat();
  if (!record) return null;
  const label = translate('app.sizeStyles.editWeight');
  const weight = format.number(record.weightStyle);
  const submit = (values: Record<string, unknown>) =>
    update(
      'size-styles',
      { id: record.id, data: { weightStyle: Number(values.weightStyle) }, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify('app.sizeStyles.weightSaved', { type: 'success' });
          setOpen(false);
        },
        onError: (error) => {
          notifyError(error);
        },
      },
    );
  return (
    <>
      {weight}
      <IconButton size="small" aria-label={`${label}: ${weight}`} onClick={() => setOpen(true)}>
        <EditIcon fontSize="small" />
      </IconButton>
      <FormDialog
        open={open}
        onClose={() => setOpen(false)}
        title={translate('app.sizeStyles.weightTitle')}
        submitLabel="ra.action.save"
        pending={isPending}
        defaultValues={{ weightStyle: record.weightStyle }}
        onSubmit={submit}
      >
        <NumberInput
          source="weightStyle"
          resource="size-styles"
          validate={validateWeight}
          step={0.01}
          helperText={translate('app.sizeStyles.weightHelp', { min: STYLE_WEIGHT_MIN, max: STYLE_WEIGHT_MAX })}
          autoFocus
        />
      </FormDialog>
    </>
  );
}
