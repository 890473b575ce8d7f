import { useState } from 'react';
import { PasswordInput, required, useGetIdentity, useNotify, useTranslate } from 'react-admin';
import { FormDialog } from '../components/FormDialog';
import { NewPasswordInputs } from '../components/accounts/NewPasswordInputs';
import { useApi } from '../providers/useApi';
import { accountsApi } from '../providers/accountsApi';
import { useNotifyError } from '../providers/saveErrors';

/**
 * The signed-in person changes their own password: the current one, then the new one twice. Every other
 * session of the account ends; this one goes on.
 */
export function ChangePasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const api = useApi(accountsApi);
  const { identity } = useGetIdentity();
  const [pending, setPending] = useState(false);

  const submit = async (values: Record<string, unknown>) => {
    setPending(true);
    try {
      await api.changeOwnPassword({
        currentPassword: String(values.currentPassword),
        newPassword: String(values.newPassword),
      });
      notify('app.password.changed', { type: 'success' });
      onClose();
    } catch (error) {
      notifyError(error);
    } finally {
      setPending(false);
    }
  };

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={translate('app.password.changeTitle')}
      submitLabel="app.password.change"
      pending={pending}
      defaultValues={{ currentPassword: '', newPassword: '', confirmPassword: '' }}
      onSubmit={(values) => void submit(values)}
    >
      <PasswordInput
        source="currentPassword"
        label="app.password.current"
        autoComplete="current-password"
        validate={required('app.login.passwordRequired')}
        fullWidth
      />
      <NewPasswordInputs email={typeof identity?.email === 'string' ? identity.email : undefined} />
    </FormDialog>
  );
}
