import { useState } from 'react';
import { Button } from '@mui/material';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { required, SelectInput, TextInput, useNotify, useTranslate } from 'react-admin';
import type { InviteStaff } from '../../../contract/accounts';
import { NAME_MAX_LENGTH } from '../../../domain/limits';
import { FormDialog } from '../../components/FormDialog';
import { useMailLanguage } from '../../components/accounts/useMailLanguage';
import { email as validEmail, noComma } from '../../components/validators';
import { useNotifyError } from '../../providers/saveErrors';
import { useInviteStaff } from './staffQueries';

const ROLES = [
  { id: 'moderator', name: 'app.accounts.roles.moderator' },
  { id: 'administrator', name: 'app.accounts.roles.administrator' },
];

/** "Invite staff": e-mail, name and role; the invitation e-mail is written in the inviter's language. */
export function InviteStaffDialog() {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const language = useMailLanguage();
  const invite = useInviteStaff();
  const [open, setOpen] = useState(false);

  const submit = async (values: Record<string, unknown>) => {
    const body = { ...(values as Omit<InviteStaff, 'language'>), language };
    try {
      const account = await invite.mutateAsync({ ...body, email: body.email.trim(), name: (body.name ?? '').trim() });
      notify('app.staffAccounts.invited', { type: 'success', messageArgs: { email: account.email } });
      setOpen(false);
    } catch (error) {
      notifyError(error);
    }
  };

  return (
    <>
      <Button variant="contained" startIcon={<PersonAddIcon />} onClick={() => setOpen(true)}>
        {translate('app.staffAccounts.invite')}
      </Button>
      <FormDialog
        open={open}
        onClose={() => setOpen(false)}
        title={translate('app.staffAccounts.invite')}
        submitLabel="app.staffAccounts.send"
        pending={invite.isPending}
        defaultValues={{ email: '', name: '', role: 'moderator' }}
        onSubmit={(values) => void submit(values)}
      >
        <TextInput
          source="email"
          type="email"
          label="app.storeUsers.email"
          validate={[required(), validEmail]}
          fullWidth
        />
        <TextInput
          source="name"
          label="app.storeUsers.name"
          validate={[noComma]}
          slotProps={{ htmlInput: { maxLength: NAME_MAX_LENGTH } }}
          fullWidth
        />
        <SelectInput source="role" label="app.storeUsers.role" choices={ROLES} validate={required()} fullWidth />
      </FormDialog>
    </>
  );
}
