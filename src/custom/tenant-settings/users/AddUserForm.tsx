import { useState, type FormEvent } from 'react';
import { Box, Button, TextField } from '@mui/material';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { useNotify, useTranslate } from 'react-admin';
import { isEmail } from '../../../../domain/rules';
import { errorNotice } from '../../../providers/saveErrors';
import { useAddTenantUser } from './usersQueries';

/** "Add user": the e-mail of an existing account, attached to the current store. */
export function AddUserForm() {
  const translate = useTranslate();
  const notify = useNotify();
  const add = useAddTenantUser();
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const username = email.trim();
    if (!isEmail(username.toLowerCase())) {
      setProblem(translate('app.storeUsers.invalidEmail'));
      return;
    }
    setProblem(null);
    try {
      const user = await add.mutateAsync(username);
      setEmail('');
      notify('app.storeUsers.added', { type: 'success', messageArgs: { email: user.email } });
    } catch (error) {
      const text = errorNotice(error, translate);
      setProblem(text);
      notify(text, { type: 'error', messageArgs: { _: text } });
    }
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={onSubmit}
      aria-label={translate('app.storeUsers.addTitle')}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start', mb: 2 }}
    >
      <TextField
        label={translate('app.storeUsers.email')}
        type="email"
        size="small"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={problem !== null}
        helperText={problem ?? translate('app.storeUsers.emailHint')}
        slotProps={{ htmlInput: { maxLength: 254, autoComplete: 'off' } }}
        sx={{ minWidth: { xs: '100%', sm: 320 } }}
      />
      <Button type="submit" variant="contained" startIcon={<PersonAddIcon />} disabled={add.isPending}>
        {translate('app.storeUsers.add')}
      </Button>
    </Box>
  );
}
