import { useState } from 'react';
import { Alert, Link, Typography } from '@mui/material';
import { required, TextInput, useTranslate } from 'react-admin';
import { FormDialog } from '../../components/FormDialog';
import { email as validEmail } from '../../components/validators';
import { useMailLanguage } from '../../components/accounts/useMailLanguage';
import { useApi } from '../../providers/useApi';
import { accountsApi } from '../../providers/accountsApi';
import { errorNotice } from '../../providers/saveErrors';

/**
 * "Forgot your password?": asks for the e-mail and sends a reset link. The answer is the same whether or
 * not the e-mail has an account; the support address stays for whoever no longer reaches their mailbox.
 */
export function ForgotPassword({ supportEmail }: { supportEmail: string }) {
  const translate = useTranslate();
  const api = useApi(accountsApi);
  const language = useMailLanguage();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const close = () => {
    setOpen(false);
    setSentTo(null);
    setProblem(null);
  };

  const submit = async (values: Record<string, unknown>) => {
    const email = String(values.email).trim();
    setPending(true);
    setProblem(null);
    try {
      await api.requestPasswordReset({ email, language });
      setSentTo(email);
    } catch (error) {
      setProblem(errorNotice(error, translate));
    } finally {
      setPending(false);
    }
  };

  return (
    <>
      <Link component="button" type="button" variant="body2" underline="hover" onClick={() => setOpen(true)}>
        {translate('app.login.forgotPassword')}
      </Link>
      <FormDialog
        open={open}
        onClose={close}
        title={translate('app.forgotPassword.title')}
        submitLabel="app.forgotPassword.send"
        pending={pending}
        defaultValues={{ email: '' }}
        onSubmit={(values) => void submit(values)}
      >
        <Typography variant="body2" sx={{ mb: 2 }}>
          {translate('app.forgotPassword.intro')}
        </Typography>
        <TextInput
          source="email"
          type="email"
          label="app.login.email"
          autoComplete="username"
          validate={[required('app.login.emailRequired'), validEmail]}
          fullWidth
        />
        {sentTo && (
          <Alert severity="success" role="status">
            {translate('app.forgotPassword.sent', { email: sentTo })}
          </Alert>
        )}
        {problem && <Alert severity="error">{problem}</Alert>}
        {supportEmail && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
            {translate('app.login.forgotPasswordHelp', { email: supportEmail })}
          </Typography>
        )}
      </FormDialog>
    </>
  );
}
