import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import AddBusinessIcon from '@mui/icons-material/AddBusiness';
import { Form, SaveButton, SelectInput, TextInput, useTranslate } from 'react-admin';
import type { NewTenantBody, TenantOptions } from '../../../../contract/tenants';
import { useSwitchQuestion } from '../../../components/SwitchQuestion';
import { switchStoreAndReload } from '../../../layout/switchStoreAndReload';
import { useNotifyError } from '../../../providers/saveErrors';
import { submissionErrors } from '../integration/submissionErrors';
import { useOptionChoices } from './optionChoices';
import { useCreateTenant } from './storeQueries';

const required = (value: unknown) => (value ? undefined : 'ra.validation.required');

/** "Create store": name, domain and language; the new store becomes the current one and its settings open. */
export function CreateStoreButton({ options }: { options: TenantOptions }) {
  const translate = useTranslate();
  const notifyError = useNotifyError('tenant-settings');
  const create = useCreateTenant();
  const choices = useOptionChoices();
  const [open, setOpen] = useState(false);
  // The new store becomes the current one: a changed settings form behind the dialog would be dropped.
  const { run, question } = useSwitchQuestion('app.unsaved.store');

  const onSubmit = async (values: Record<string, unknown>) => {
    try {
      const store = await create.mutateAsync(values as NewTenantBody);
      await switchStoreAndReload(store.tenantId, '/tenant-settings');
      return undefined;
    } catch (error) {
      const fieldErrors = submissionErrors(error, 'tenant-settings', (p) => p === 'name' || p === 'domain', translate);
      notifyError(error, { shownFields: Object.keys(fieldErrors ?? {}) });
      return fieldErrors;
    }
  };

  return (
    <>
      <Button variant="outlined" startIcon={<AddBusinessIcon />} onClick={() => run(() => setOpen(true))}>
        {translate('app.storeSettings.create.open')}
      </Button>
      {question}
      <Dialog open={open} onClose={() => setOpen(false)} maxWidth="sm" fullWidth aria-labelledby="create-store-title">
        <Form record={{ language: 'ptBR' }} onSubmit={onSubmit} noValidate>
          <DialogTitle id="create-store-title">{translate('app.storeSettings.create.title')}</DialogTitle>
          <DialogContent>
            <TextInput source="name" validate={required} fullWidth autoFocus />
            <TextInput source="domain" validate={required} fullWidth helperText="app.storeSettings.create.domainHint" />
            <SelectInput
              source="language"
              choices={choices.named('languages', options.languages)}
              validate={required}
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setOpen(false)}>{translate('ra.action.cancel')}</Button>
            <SaveButton label="app.storeSettings.create.submit" alwaysEnable />
          </DialogActions>
        </Form>
      </Dialog>
    </>
  );
}
