import { useMutation } from '@tanstack/react-query';
import LinkIcon from '@mui/icons-material/Link';
import { DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import {
  AutocompleteInput,
  Form,
  ReferenceInput,
  useListContext,
  useNotify,
  useRefresh,
  useTranslate,
} from 'react-admin';
import type { Identifier } from 'react-admin';
import { DialogButton } from '../../components/DialogButton';
import { SubmitDialogActions } from '../../components/SubmitDialogActions';
import { useNotifyError } from '../../providers/saveErrors';
import { useAppDataProvider } from '../../providers/useAppDataProvider';

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
  const dataProvider = useAppDataProvider();
  const notify = useNotify();
  const notifyError = useNotifyError('size-styles');
  const refresh = useRefresh();
  const translate = useTranslate();
  const associate = useMutation({
    mutationFn: (modelingId: Identifier | null) => dataProvider.associateStylesModeling(selectedIds, modelingId),
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
        <ReferenceInput source="modelingId" reference="strong-modelings">
          <AutocompleteInput optionText="name" label="resources.size-styles.fields.modelingId" />
        </ReferenceInput>
      </DialogContent>
      <SubmitDialogActions onCancel={close} submitLabel="app.sizeStyles.associateApply" pending={associate.isPending} />
    </Form>
  );
}
