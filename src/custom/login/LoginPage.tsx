import { useEffect, useState } from 'react';
import { Box, Button, Card, CardContent, CircularProgress, Stack, Typography } from '@mui/material';
import CheckroomIcon from '@mui/icons-material/Checkroom';
import { Form, PasswordInput, required, TextInput, useLogin, useNotify, useTranslate } from 'react-admin';
import { reloadPage } from '../../components/pageReload';
import { email as validEmail, noComma } from '../../components/validators';
import { TERMS_NOT_ACCEPTED_MESSAGE } from '../../providers/authProvider';
import { takeNotice } from '../../providers/session';
import { TermsDialog } from '../terms/TermsDialog';
import { ForgotPassword } from './ForgotPassword';
import { LanguagePicker } from './LanguagePicker';
import { preloadSignedInStart } from './preloadSignedInStart';
import { useSupportEmail } from '../../components/useSupportEmail';

interface Credentials {
  username: string;
  password: string;
}

const validateEmail = [required('app.login.emailRequired'), validEmail];
const validatePassword = [required('app.login.passwordRequired'), noComma];

/** The login screen (spec section 2): the only screen shown without a session. */
export function LoginPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const login = useLogin();
  const supportEmail = useSupportEmail();
  const [pending, setPending] = useState(false);
  // Kept for the terms dialog: the API records the acceptance with the same credentials.
  const [termsFor, setTermsFor] = useState<Credentials | null>(null);

  // What comes after signing in downloads while the form is filled.
  useEffect(preloadSignedInStart, []);

  // Messages left by a logout or an expired session, which end up here.
  useEffect(() => {
    const notice = takeNotice();
    if (notice) notify(notice.message, { type: notice.type });
  }, [notify]);

  const submit = async (values: Record<string, unknown>) => {
    const credentials = { username: String(values.username).trim(), password: String(values.password) };
    setPending(true);
    try {
      await login(credentials);
      // Stay pending: the app starts over at / with the new session (spec section 4).
      reloadPage('/');
    } catch (error) {
      setPending(false);
      const message = error instanceof Error && error.message ? error.message : 'app.auth.failed';
      if (message === TERMS_NOT_ACCEPTED_MESSAGE) {
        setTermsFor(credentials);
        notify('app.errors.TERMS_NOT_ACCEPTED', { type: 'error' });
      } else {
        notify(message, { type: 'error' });
      }
    }
  };

  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', p: 2 }}
    >
      <Card sx={{ width: '100%', maxWidth: 400 }}>
        <CardContent>
          <Stack alignItems="center" spacing={1} sx={{ mb: 2 }}>
            <CheckroomIcon sx={{ fontSize: 48, color: 'brand.main' }} />
            <Typography variant="h4" component="h1" color="brand.main" fontWeight="bold">
              Provador
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {translate('app.login.subtitle')}
            </Typography>
          </Stack>
          <Form onSubmit={submit} noValidate>
            <TextInput
              source="username"
              type="email"
              label="app.login.email"
              autoComplete="username"
              validate={validateEmail}
              autoFocus
            />
            <PasswordInput
              source="password"
              label="app.login.password"
              autoComplete="current-password"
              validate={validatePassword}
            />
            <Button
              type="submit"
              variant="contained"
              fullWidth
              disabled={pending}
              startIcon={pending ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
              sx={{ mt: 1 }}
            >
              {translate('app.login.submit')}
            </Button>
          </Form>
          <Stack direction="row" justifyContent="space-between" alignItems="center" sx={{ mt: 3 }} spacing={2}>
            <ForgotPassword supportEmail={supportEmail} />
            <LanguagePicker />
          </Stack>
        </CardContent>
      </Card>
      <TermsDialog
        open={termsFor !== null}
        email={termsFor?.username ?? ''}
        password={termsFor?.password ?? ''}
        supportEmail={supportEmail}
        onClose={() => setTermsFor(null)}
      />
    </Box>
  );
}
