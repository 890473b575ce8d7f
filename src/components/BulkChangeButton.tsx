import { useState, type ReactElement, type ReactNode } from 'react';
import {
  Button,
  useListContext,
  useNotify,
  useRefresh,
  useResourceContext,
  useTranslate,
  useUpdateMany,
} from 'react-admin';
import { useNotifyError } from '../providers/saveErrors';
import { FormDialog } from './FormDialog';

interface BulkChangeButtonProps {
  label: string;
  /** Where the resource's dialog texts live: `<texts>.title`, `.apply` and `.updated`. */
  texts: string;
  icon: ReactElement;
  /** Every field the dialog changes, with its starting value; all of them are sent. */
  defaultValues: Record<string, unknown>;
  /** The inputs choosing the values. */
  children: ReactNode;
}

/** Bulk action: choose the values in a small dialog, then PATCH them onto all selected records. */
export const BulkChangeButton = ({ label, texts, icon, defaultValues, children }: BulkChangeButtonProps) => {
  const [open, setOpen] = useState(false);
  const resource = useResourceContext();
  const { selectedIds, onUnselectItems } = useListContext();
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError(resource);
  const refresh = useRefresh();
  const [updateMany, { isPending }] = useUpdateMany();

  const submit = (values: Record<string, unknown>) => {
    const data = Object.fromEntries(Object.keys(defaultValues).map((key) => [key, values[key] ?? null]));
    updateMany(
      resource,
      { ids: selectedIds, data },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify(`${texts}.updated`, { type: 'info', messageArgs: { smart_count: selectedIds.length } });
          setOpen(false);
          onUnselectItems();
          // Derived columns (the name of a linked provider record) only come back from the server.
          refresh();
        },
        onError: (error) => {
          notifyError(error);
        },
      },
    );
  };

  return (
    <>
      <Button label={label} onClick={() => setOpen(true)}>
        {icon}
      </Button>
      <FormDialog
        open={open}
        onClose={() => setOpen(false)}
        title={translate(`${texts}.title`, { smart_count: selectedIds.length })}
        submitLabel={`${texts}.apply`}
        pending={isPending}
        defaultValues={defaultValues}
        onSubmit={submit}
      >
        {children}
      </FormDialog>
    </>
  );
};
