import { useState } from 'react';
import { Alert, Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Form, useTranslate } from 'react-admin';
import { Spinner } from '../../components/Spinner';
import { NewPasswordInputs } from '../../components/accounts/NewPasswordInputs';
import { reloadPage } from '../../components/pageReload';
import { useApi } from '../../providers/useApi';
import { accountsApi } from '../../providers/accountsApi';
import { errorNotice } from '../../providers/saveErrors';
import { LanguagePicker } from '../login/LanguagePicker';
import { linkToken } from './linkToken';

/** The form of a usable link: the account's e-mail, the new password twice. */
function SetPasswordForm({ token, email, onDone }: { token: string; email: string; onDone: () => void }) {
  const translate = useTranslate();
  const api = useApi(accountsApi);
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async (values: Record<string, unknown>) => {
    setPending(true);
    setProblem(null);
    try {
      await api.setPasswordWithLink(token, String(values.newPassword));
      onDone();
    } catch (error) {
      setProblem(errorNotice(error, translate));
      setPending(false);
    }
  };

  return (
    <Form
      onSubmit={(values: Record<string, unknown>) => void submit(values)}
      defaultValues={{ newPassword: '', confirmPassword: '' }}
      noValidate
    >
      {/* The e-mail beside the new password lets password managers file it under the right account. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <Typography variant="body2" sx={{ mb: 2, overflowWrap: 'anywhere' }}>
        {translate('app.setPassword.account', { email })}
      </Typography>
      <NewPasswordInputs email={email} />
      {problem && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {problem}
        </Alert>
      )}
      <Button type="submit" variant="contained" fullWidth disabled={pending}>
        {translate('app.setPassword.submit')}
      </Button>
    </Form>
  );
}

/**
 * /set-password#token=…: the page an invitation or a password-reset e-mail leads to, shown without a
 * session. It says what the link is for, takes the new password, then leads to the login screen (where an
 * invited person accepts the terms of use at the first sign-in).
 */
export function SetPasswordPage() {
  const translate = useTranslate();
  const api = useApi(accountsApi);
  const [token] = useState(() => linkToken(window.location.hash));
  const [done, setDone] = useState(false);
  const link = useQuery({
    queryKey: ['password', 'describePasswordLink', token],
    queryFn: () => api.describePasswordLink(token!),
    enabled: token !== null,
    retry: false,
  });

  const title =
    link.data?.purpose === 'invitation' ? translate('app.setPassword.welcome') : translate('app.setPassword.title');
  const toLogin = (
    <Button variant={done ? 'contained' : 'outlined'} fullWidth onClick={() => reloadPage('/')}>
      {translate('app.setPassword.toLogin')}
    </Button>
  );

  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', p: 2 }}
    >
      <Card sx={{ width: '100%', maxWidth: 440 }}>
        <CardContent>
          <Stack spacing={2}>
            <Typography variant="h5" component="h1">
              {title}
            </Typography>
            {token === null ? (
              <>
                <Alert severity="error">{translate('app.errors.PASSWORD_LINK_INVALID')}</Alert>
                {toLogin}
              </>
            ) : link.isPending ? (
              <Spinner size="2em" />
            ) : link.error || !link.data ? (
              <>
                <Alert severity="error">{errorNotice(link.error, translate)}</Alert>
                {toLogin}
              </>
            ) : done ? (
              <>
                <Alert severity="success" role="status">
                  {translate(
                    link.data.purpose === 'invitation' ? 'app.setPassword.doneInvitation' : 'app.setPassword.done',
                  )}
                </Alert>
                {toLogin}
              </>
            ) : (
              <SetPasswordForm token={token} email={link.data.email} onDone={() => setDone(true)} />
            )}
            <LanguagePicker />
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}
