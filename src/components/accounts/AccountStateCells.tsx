import { Chip, TableCell } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { AccountState } from '../../../domain/accountStates';
import { useIntlLocale } from '../../i18n/intlLocale';

const COLORS = { invited: 'info', active: 'success', disabled: 'default' } as const;

/** The state of an account (invited, active, disabled) and its last sign-in, as two cells of a row. */
export function AccountStateCells({ state, lastSignInAt }: { state: AccountState; lastSignInAt: string | null }) {
  const translate = useTranslate();
  const locale = useIntlLocale();
  const lastSignIn = lastSignInAt
    ? new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short' }).format(new Date(lastSignInAt))
    : translate('app.accounts.neverSignedIn');
  return (
    <>
      <TableCell>
        <Chip size="small" variant="outlined" color={COLORS[state]} label={translate(`app.accounts.states.${state}`)} />
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{lastSignIn}</TableCell>
    </>
  );
}
