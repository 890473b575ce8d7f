import {
  Alert,
  Box,
  Card,
  CardContent,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import ForwardToInboxIcon from '@mui/icons-material/ForwardToInbox';
import { Button, Title, useGetIdentity, useTranslate } from 'react-admin';
import type { StaffAccount } from '../../../contract/accounts';
import { Spinner } from '../../components/Spinner';
import { AccountActionButton } from '../../components/accounts/AccountActionButton';
import { AccountStateCells } from '../../components/accounts/AccountStateCells';
import { DisableAccountButton } from '../../components/accounts/DisableAccountButton';
import { useMailLanguage } from '../../components/accounts/useMailLanguage';
import { errorNotice } from '../../providers/saveErrors';
import { InviteStaffDialog } from './InviteStaffDialog';
import { useResendStaffInvitation, useSetStaffDisabled, useStaffAccounts } from './staffQueries';

function StaffActions({ account, own }: { account: StaffAccount; own: boolean }) {
  const language = useMailLanguage();
  const resend = useResendStaffInvitation();
  const setDisabled = useSetStaffDisabled();
  return (
    <>
      {account.state === 'invited' && (
        <AccountActionButton
          label="app.storeUsers.resendOne"
          email={account.email}
          icon={<ForwardToInboxIcon />}
          run={() => resend.mutateAsync({ id: account.id, language })}
          done="app.storeUsers.resent"
        />
      )}
      {/* Nobody disables their own account (the server refuses it too). */}
      {!own && (
        <DisableAccountButton
          account={account}
          setDisabled={(disabled) => setDisabled.mutateAsync({ id: account.id, disabled })}
        />
      )}
    </>
  );
}

/** /staff-accounts: the moderators and administrators, their state and last sign-in; invite, re-send, disable. */
export function StaffAccountsPage() {
  const translate = useTranslate();
  const { data, error, isPending, refetch } = useStaffAccounts();
  const { identity } = useGetIdentity();
  return (
    <Box sx={{ mt: 2 }}>
      <Title title={translate('app.pages.staffAccounts')} />
      <Card>
        <CardContent>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }} alignItems={{ sm: 'center' }}>
            <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }}>
              {translate('app.staffAccounts.intro')}
            </Typography>
            <InviteStaffDialog />
          </Stack>
          {isPending ? (
            <Spinner size="2em" />
          ) : error || !data ? (
            <Alert severity="error" action={<Button label="ra.action.refresh" onClick={() => void refetch()} />}>
              {errorNotice(error, translate)}
            </Alert>
          ) : (
            <TableContainer>
              <Table size="small" aria-label={translate('app.pages.staffAccounts')}>
                <TableHead>
                  <TableRow>
                    <TableCell>{translate('app.storeUsers.name')}</TableCell>
                    <TableCell>{translate('app.storeUsers.email')}</TableCell>
                    <TableCell>{translate('app.storeUsers.role')}</TableCell>
                    <TableCell>{translate('app.accounts.state')}</TableCell>
                    <TableCell>{translate('app.accounts.lastSignIn')}</TableCell>
                    <TableCell align="right">{translate('app.storeUsers.actions')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {data.map((account) => (
                    <TableRow key={account.id}>
                      <TableCell>{account.name || '—'}</TableCell>
                      <TableCell sx={{ wordBreak: 'break-all' }}>{account.email}</TableCell>
                      <TableCell>{translate(`app.accounts.roles.${account.role}`)}</TableCell>
                      <AccountStateCells state={account.state} lastSignInAt={account.lastSignInAt} />
                      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                        <StaffActions account={account} own={identity?.id === account.id} />
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          )}
        </CardContent>
      </Card>
    </Box>
  );
}
