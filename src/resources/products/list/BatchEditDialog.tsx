import { useState, type ReactNode } from 'react';
import { Box, Checkbox, Dialog, DialogContent, DialogTitle, Typography } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import {
  BooleanInput,
  Button,
  Form,
  SelectInput,
  useListContext,
  useNotify,
  useRefresh,
  useTranslate,
  useUpdateMany,
} from 'react-admin';
import { PRODUCT_CHANGE_FIELDS } from '../fields';
import { DIALOG_WIDTHS } from '../../../components/dialogWidths';
import { SubmitDialogActions } from '../../../components/SubmitDialogActions';
import { useNotifyError } from '../../../providers/saveErrors';
import { AGE_GROUP_CHOICES, GENDER_CHOICES } from '../choices';
import { ModelingInput } from '../inputs/ModelingInput';
import { NamedReferenceInput } from '../inputs/NamedReferenceInput';
import type { ModelingChoice } from '../../../../contract/modelings';
import { useModelingChoices } from '../productQueries';

/** The fields a batch edit may set: those of PATCH /products/ `changes`, in their order. */
const BATCH_FIELDS = PRODUCT_CHANGE_FIELDS;
type BatchField = (typeof BATCH_FIELDS)[number];

function inputFor(field: BatchField, disabled: boolean, modelings: ModelingChoice[] | undefined): ReactNode {
  switch (field) {
    case 'modelingId':
      return <ModelingInput modelings={modelings} disabled={disabled} />;
    case 'brandId':
      return (
        <NamedReferenceInput
          source="brandId"
          reference="brands"
          disabled={disabled}
          label="resources.products.fields.brandId"
        />
      );
    case 'categoryId':
      return (
        <NamedReferenceInput
          source="categoryId"
          reference="categories"
          disabled={disabled}
          label="resources.products.fields.categoryId"
        />
      );
    case 'gender':
      return (
        <SelectInput
          source="gender"
          choices={GENDER_CHOICES}
          disabled={disabled}
          label="resources.products.fields.gender"
        />
      );
    case 'ageGroup':
      return (
        <SelectInput
          source="ageGroup"
          choices={AGE_GROUP_CHOICES}
          disabled={disabled}
          label="resources.products.fields.ageGroup"
        />
      );
    case 'pluginActive':
      return <BooleanInput source="pluginActive" disabled={disabled} label="resources.products.fields.pluginActive" />;
  }
}

/**
 * Batch edit of the selected products: each field has a box saying "change this", so only the ticked fields
 * travel (an unticked one keeps every product's own value; a ticked one left empty clears it).
 */
function BatchEditDialog({ onClose }: { onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError('products');
  const refresh = useRefresh();
  const { selectedIds, onUnselectItems } = useListContext();
  const [chosen, setChosen] = useState<Set<BatchField>>(new Set());
  const [updateMany, { isPending }] = useUpdateMany();
  const { data: modelings } = useModelingChoices();

  const toggle = (field: BatchField) =>
    setChosen((previous) => {
      const next = new Set(previous);
      if (!next.delete(field)) next.add(field);
      return next;
    });

  const submit = (values: Record<string, unknown>) => {
    const changes = Object.fromEntries(
      BATCH_FIELDS.filter((f) => chosen.has(f)).map((f) => [f, values[f] ?? (f === 'pluginActive' ? false : null)]),
    );
    updateMany(
      'products',
      { ids: selectedIds, data: changes },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify('app.products.bulk.updated', { type: 'success', messageArgs: { smart_count: selectedIds.length } });
          onUnselectItems();
          onClose();
          refresh();
        },
        onError: (error) => {
          notifyError(error);
        },
      },
    );
  };

  return (
    <Dialog
      open
      onClose={isPending ? undefined : onClose}
      fullWidth
      slotProps={{ paper: { sx: { maxWidth: DIALOG_WIDTHS.comfy } } }}
    >
      <Form<Record<string, unknown>> onSubmit={submit} defaultValues={{ pluginActive: true }}>
        <DialogTitle>{translate('app.products.bulk.title', { smart_count: selectedIds.length })}</DialogTitle>
        <DialogContent>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {translate('app.products.bulk.help')}
          </Typography>
          {BATCH_FIELDS.map((field) => (
            <Box key={field} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <Checkbox
                checked={chosen.has(field)}
                onChange={() => toggle(field)}
                slotProps={{
                  input: {
                    'aria-label': translate('app.products.bulk.change', {
                      field: translate(`resources.products.fields.${field}`),
                    }),
                  },
                }}
              />
              <Box sx={{ flex: 1 }}>{inputFor(field, !chosen.has(field), modelings)}</Box>
            </Box>
          ))}
        </DialogContent>
        <SubmitDialogActions
          onCancel={onClose}
          submitLabel="app.products.bulk.apply"
          pending={isPending}
          canSubmit={chosen.size > 0}
        />
      </Form>
    </Dialog>
  );
}

export const BatchEditButton = () => {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button label="app.products.bulk.edit" onClick={() => setOpen(true)}>
        <EditIcon />
      </Button>
      {open && <BatchEditDialog onClose={() => setOpen(false)} />}
    </>
  );
};
