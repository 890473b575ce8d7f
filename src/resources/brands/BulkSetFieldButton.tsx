import { useState, type ReactElement, type ReactNode } from 'react';
import {
  Button,
  Form,
  useListContext,
  useNotify,
  useRefresh,
  useResourceContext,
  useTranslate,
  useUpdateMany,
} from 'react-admin';
import { Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { errorMessageKey } from './brandSave';

interface BulkSetFieldButtonProps {
  /** The field the dialog sets on every selected record. */
  source: string;
  label: string;
  icon: ReactElement;
  /** The input that chooses the value; leaving it empty clears the field. */
  children: ReactNode;
}

/** Bulk action: pick one value in a small dialog, then PATCH it onto all selected records. */
export const BulkSetFieldButton = ({ source, label, icon, children }: BulkSetFieldButtonProps) => {
  const [open, setOpen] = useState(false);
  const resource = useResourceContext();
  const { selectedIds, onUnselectItems } = useListContext();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [updateMany, { isPending }] = useUpdateMany();

  const submit = (values: Record<string, unknown>) => {
    updateMany(
      resource,
      { ids: selectedIds, data: { [source]: values[source] ?? null } },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify('app.brands.bulk.updated', { type: 'info', messageArgs: { smart_count: selectedIds.length } });
          setOpen(false);
          onUnselectItems();
          // Derived columns (the linked brand's name) only come back from the server.
          refresh();
        },
        onError: (error) =>
          notify(errorMessageKey(error), { type: 'error', messageArgs: { _: (error as Error)?.message } }),
      },
    );
  };

  return (
    <>
      <Button label={label} onClick={() => setOpen(true)}>
        {icon}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth slotProps={{ paper: { sx: { maxWidth: 600 } } }}>
        <Form<Record<string, unknown>> onSubmit={submit} defaultValues={{ [source]: null }}>
          <DialogTitle>{translate('app.brands.bulk.title', { smart_count: selectedIds.length })}</DialogTitle>
          <DialogContent>{children}</DialogContent>
          <DialogActions>
            <Button label="ra.action.cancel" onClick={() => setOpen(false)} disabled={isPending} />
            <Button label="app.brands.bulk.apply" type="submit" variant="contained" disabled={isPending} />
          </DialogActions>
        </Form>
      </Dialog>
    </>
  );
};
