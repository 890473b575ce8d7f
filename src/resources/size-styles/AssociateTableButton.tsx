import LinkIcon from '@mui/icons-material/Link';
import { DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useMutation, useQuery } from '@tanstack/react-query';
import { AutocompleteInput, Form, useListContext, useNotify, useRefresh, useTranslate } from 'react-admin';
import { useNamedOptions } from '../../components/choices';
import type { Identifier } from 'react-admin';
import { DialogButton } from '../../components/DialogButton';
import { SubmitDialogActions } from '../../components/SubmitDialogActions';
import { useNotifyError } from '../../providers/saveErrors';
import { useApi } from '../../providers/useApi';
import { strongModelingsApi } from '../strong-modelings/strongModelingsApi';
import { strongStylesApi } from './strongStylesApi';

/** Bulk action: pick a provider table, confirm, and every selected style uses it (or none). */
export function AssociateTableButton() {
  return (
    <DialogButton label="app.sizeStyles.associate" icon={<LinkIcon />} size="slim">
      {(close) => <AssociateForm close={close} />}
    </DialogButton>
  );
}

function AssociateForm({ close }: { close: () => void }) {
  const { selectedIds, onUnselectItems } = useListContext();
  const strongModelings = useApi(strongModelingsApi);
  const strongStyles = useApi(strongStylesApi);
  const notify = useNotify();
  const notifyError = useNotifyError('size-styles');
  const refresh = useRefresh();
  const translate = useTranslate();
  // Every provider table at once (a short list: id, name, sizes), searched as the moderator types.
  const choices = useQuery({
    queryKey: ['strong-modelings', 'choices'],
    queryFn: ({ signal }) => strongModelings.getStrongModelingChoices(signal),
  });
  const tables = useNamedOptions(choices.data);
  const associate = useMutation({
    mutationFn: (modelingId: Identifier | null) => strongStyles.associateStylesModeling(selectedIds, modelingId),
    onSuccess: () => {
      notify('app.sizeStyles.associated', { type: 'success', messageArgs: { smart_count: selectedIds.length } });
      close();
      onUnselectItems();
      refresh();
    },
    onError: (error) => {
      notifyError(error);
    },
  });
  return (
    <Form
      onSubmit={(values: Record<string, unknown>) =>
        associate.mutate((values.modelingId as Identifier | undefined) ?? null)
      }
    >
      <DialogTitle>{translate('app.sizeStyles.associateTitle', { smart_count: selectedIds.length })}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{translate('app.sizeStyles.associateText')}</DialogContentText>
        <AutocompleteInput
          source="modelingId"
          label="resources.size-styles.fields.modelingId"
          choices={tables ?? []}
          optionText="name"
          translateChoice={false}
          isPending={tables === undefined}
        />
      </DialogContent>
      <SubmitDialogActions onCancel={close} submitLabel="app.sizeStyles.associateApply" pending={associate.isPending} />
    </Form>
  );
}
