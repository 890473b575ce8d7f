import { useState, type FormEvent } from 'react';
import { Box, Button, MenuItem, TextField } from '@mui/material';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { useNotify, useTranslate } from 'react-admin';
import { NAME_MAX_LENGTH } from '../../../../domain/limits';
import { hasComma, isEmail } from '../../../../domain/rules';
import { errorNotice } from '../../../providers/saveErrors';
import { useInviteTenantUser } from './usersQueries';

/**
 * "Invite user": e-mail, name and role in the store. An unknown e-mail gets an account and an invitation
 * e-mail; a known account is attached as it is. Store user is the one role a store gives (staff are
 * invited from the staff screen).
 */
export function InviteUserForm() {
  const translate = useTranslate();
  const notify = useNotify();
  const invite = useInviteTenantUser();
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [problems, setProblems] = useState<{ email?: string; name?: string }>({});

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const username = email.trim();
    const found = {
      email: isEmail(username.toLowerCase()) ? undefined : translate('app.storeUsers.invalidEmail'),
      name: hasComma(name) ? translate('app.validation.noComma') : undefined,
    };
    setProblems(found);
    if (found.email || found.name) return;
    try {
      const user = await invite.mutateAsync({ username, name: name.trim(), role: 'store' });
      setEmail('');
      setName('');
      const done = user.state === 'invited' ? 'app.storeUsers.invited' : 'app.storeUsers.added';
      notify(done, { type: 'success', messageArgs: { email: user.email } });
    } catch (error) {
      const text = errorNotice(error, translate);
      setProblems({ email: text });
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
        required
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={problems.email !== undefined}
        helperText={problems.email ?? translate('app.storeUsers.emailHint')}
        slotProps={{ htmlInput: { maxLength: 254, autoComplete: 'off' } }}
        sx={{ minWidth: { xs: '100%', sm: 280 } }}
      />
      <TextField
        label={translate('app.storeUsers.name')}
        size="small"
        value={name}
        onChange={(e) => setName(e.target.value)}
        error={problems.name !== undefined}
        helperText={problems.name ?? translate('app.storeUsers.nameHint')}
        slotProps={{ htmlInput: { maxLength: NAME_MAX_LENGTH, autoComplete: 'off' } }}
        sx={{ minWidth: { xs: '100%', sm: 220 } }}
      />
      <TextField
        select
        label={translate('app.storeUsers.role')}
        size="small"
        value="store"
        helperText={translate('app.storeUsers.roleHint')}
        sx={{ minWidth: { xs: '100%', sm: 180 } }}
      >
        <MenuItem value="store">{translate('app.accounts.roles.store')}</MenuItem>
      </TextField>
      <Button type="submit" variant="contained" startIcon={<PersonAddIcon />} disabled={invite.isPending}>
        {translate('app.storeUsers.add')}
      </Button>
    </Box>
  );
}
