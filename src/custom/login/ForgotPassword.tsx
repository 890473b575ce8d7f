import { Link, Tooltip } from '@mui/material';
import { useTranslate } from 'react-admin';

/** There is no self-service reset: the tooltip points to the support address. */
export function ForgotPassword({ supportEmail }: { supportEmail: string }) {
  const translate = useTranslate();
  const help = supportEmail ? translate('app.login.forgotPasswordHelp', { email: supportEmail }) : '';
  return (
    <Tooltip title={help} describeChild enterTouchDelay={0}>
      <Link component="button" type="button" variant="body2" underline="hover">
        {translate('app.login.forgotPassword')}
      </Link>
    </Tooltip>
  );
}
